import "server-only";
import type { Category } from "@/lib/types/catalogue";
import { adminCategorySelect, toAdminCategory } from "@/server/admin/categories/category-record";
import { db } from "@/server/db";

/**
 * Every category, active and inactive, in the storefront's order (sortOrder, then name), each with
 * the number of its products, active or not (what blocks its deletion). The counts come from one
 * grouped query over the products' category index; no product is loaded.
 */
export async function listAdminCategories(): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    db.category.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: adminCategorySelect }),
    db.product.groupBy({ by: ["categoryId"], _count: { _all: true } }),
  ]);
  const byCategory = new Map(counts.map((entry) => [entry.categoryId, entry._count._all]));
  return rows.map((row) => toAdminCategory(row, byCategory.get(row.id) ?? 0));
}
