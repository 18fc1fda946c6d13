import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Category } from "@/lib/types/catalogue";
import { TAG } from "@/server/cache-tags";
import { categorySelect, toCategory } from "@/server/catalogue/category-row";
import { db } from "@/server/db";

/** Active categories in the admin's order (sortOrder, then name), each with its product count. */
export async function listCategories(): Promise<Category[]> {
  "use cache";
  cacheLife("catalogue");
  // Products too: the counts change when products are added or removed.
  cacheTag(TAG.categories, TAG.products);

  const rows = await db.category.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: categorySelect,
  });
  return rows.map(toCategory);
}
