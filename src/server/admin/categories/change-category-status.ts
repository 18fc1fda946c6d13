import "server-only";
import type { Category } from "@/lib/types/catalogue";
import { recordAudit } from "@/server/admin/audit";
import { type Actor } from "@/server/admin/categories/category-rules";
import { adminCategorySelect, lockCategory, toAdminCategory } from "@/server/admin/categories/category-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";

/**
 * PATCH /api/category/change-status/{id}/{true|false}. A switched-off category leaves the storefront
 * at once: its listing answers 404 (the proxy's slug list is forgotten) and it leaves the menus.
 */
export async function changeCategoryStatus({ admin, id, active }: { admin: Actor; id: string; active: boolean }): Promise<Category> {
  const result = await db.$transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    const productCount = await tx.product.count({ where: { categoryId: id } });
    if (before.active === active) return { row: before, changed: false, productCount };
    const row = await tx.category.update({ where: { id }, data: { active }, select: adminCategorySelect });
    await recordAudit(tx, admin, {
      entity: "category",
      entityId: id,
      action: "status",
      summary: `${active ? "Activated" : "Deactivated"} category "${before.name}"`,
      changes: { status: [before.active, active] },
    });
    return { row, changed: true, productCount };
  });
  if (result.changed) refreshStorefront({ categories: true });
  return toAdminCategory(result.row, result.productCount);
}
