import "server-only";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { recordAudit } from "@/server/admin/audit";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";

/** PATCH /api/admin/orders/{id}: the owner's private notes on an order (never shown to the customer), audited. */
export async function updateAdminNotes({ admin, id, adminNotes }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; adminNotes: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ adminNotes: string | null; orderNumber: string }[]>`
      SELECT "adminNotes", "orderNumber" FROM "Order" WHERE "id" = ${id} FOR UPDATE`;
    const before = rows[0];
    if (!before) throw notFound(ORDER_ADMIN_MSG.notFound);
    if ((before.adminNotes ?? "") === adminNotes) return;
    await tx.order.update({ where: { id }, data: { adminNotes } });
    await recordAudit(tx, admin, {
      entity: "order",
      entityId: id,
      action: "update",
      summary: `Order ${before.orderNumber}: admin notes edited`,
      changes: { adminNotes: [before.adminNotes ?? "", adminNotes] },
    });
  });
}
