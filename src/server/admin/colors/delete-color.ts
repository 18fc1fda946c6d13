import "server-only";
import { recordAudit } from "@/server/admin/audit";
import type { Actor } from "@/server/admin/colors/color-rules";
import { lockColor } from "@/server/admin/colors/color-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";

/**
 * DELETE /api/color/delete/{id}. Allowed while products use the colour: their links to it go with
 * it (ProductColor cascades) and they keep their other colours; a product left with none is sold
 * without a colour choice, as the storefront already handles. Carts keep their lines without the
 * colour (CartItem.colorId is set null); orders keep the colour's name as it was written on them.
 * The number of products that lost it is kept in the audit log.
 */
export async function deleteColor({ admin, id }: { admin: Actor; id: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await lockColor(tx, id);
    const products = await tx.productColor.count({ where: { colorId: id } });
    await tx.color.delete({ where: { id } });
    await recordAudit(tx, admin, {
      entity: "color",
      entityId: id,
      action: "delete",
      summary: `Deleted color "${before.name}"${products > 0 ? ` (removed from ${products} ${products === 1 ? "product" : "products"})` : ""}`,
      changes: { name: [before.name, null], status: [before.active, null], products: [products, 0] },
    });
  });
  refreshStorefront({ colors: true, products: true });
}
