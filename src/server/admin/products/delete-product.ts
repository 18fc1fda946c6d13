import "server-only";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { recordAudit } from "@/server/admin/audit";
import { AUDIT_FIELDS, auditView } from "@/server/admin/products/admin-product-json";
import { lockProduct } from "@/server/admin/products/product-checks";
import type { Actor } from "@/server/admin/products/read-product-form";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";
import { deleteStoredMedia } from "@/server/media/storage";

/**
 * DELETE /api/product/delete/{id}/...: refused (409) when an order line names the product (its
 * orders must stay readable and traceable; the owner sets it Inactive instead). Its pictures,
 * colours, cart and wishlist lines and inquiry links go with it (the schema cascades them in the
 * same statement). The files are deleted after the commit, by the keys the database recorded:
 * whatever the path carries after the id is ignored.
 */
export async function deleteProduct({ admin, id }: { admin: Actor; id: string }): Promise<void> {
  const keys = await db.$transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const orders = await tx.orderLine.count({ where: { productId: id } });
    if (orders > 0) throw conflict(PRODUCT_MSG.hasOrders(before.name));
    await tx.product.delete({ where: { id } });
    const was = auditView(before);
    await recordAudit(tx, admin, {
      entity: "product",
      entityId: id,
      action: "delete",
      summary: `Deleted product "${before.name}" (${before.code})`,
      changes: Object.fromEntries(AUDIT_FIELDS.map((key) => [key, [was[key], null]])),
    });
    return [...before.images.map((image) => image.storageKey), before.videoKey];
  });
  refreshStorefront({ productIds: [id], products: true });
  await deleteStoredMedia(keys);
}
