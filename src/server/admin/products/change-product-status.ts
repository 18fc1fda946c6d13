import "server-only";
import { recordAudit } from "@/server/admin/audit";
import { type AdminProductRow, adminProductSelect } from "@/server/admin/products/admin-product-json";
import { lockProduct } from "@/server/admin/products/product-checks";
import type { Actor } from "@/server/admin/products/read-product-form";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { alertsAfterRestock } from "@/server/stock-alerts/after-restock";

/**
 * PATCH /api/product/change-status/{id}/{true|false}. An inactive product leaves the storefront's
 * listings and search at once, and its page answers 404.
 */
export async function changeProductStatus({ admin, id, active }: { admin: Actor; id: string; active: boolean }): Promise<AdminProductRow> {
  const result = await db.$transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (before.active === active) return { row: before, changed: false };
    const row = await tx.product.update({ where: { id }, data: { active }, select: adminProductSelect });
    await recordAudit(tx, admin, {
      entity: "product",
      entityId: id,
      action: "status",
      summary: `${active ? "Activated" : "Deactivated"} product "${before.name}" (${before.code})`,
      changes: { status: [before.active, active] },
    });
    return { row, changed: true };
  });
  if (result.changed) refreshStorefront({ productIds: [id], products: true });
  // Issue 45: a piece switched back on with stock tells whoever waits for it (never fails the save).
  if (result.changed && active) await alertsAfterRestock([id]);
  return result.row;
}
