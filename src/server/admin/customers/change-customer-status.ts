import "server-only";
import { recordAudit } from "@/server/admin/audit";
import { type AdminCustomerRow, adminCustomerSelect } from "@/server/admin/customers/customer-record";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";

/**
 * PATCH /api/admin/customers/{id}/status/{true|false}: activates or deactivates a customer. The
 * session check refuses an inactive customer at their next request, and the login and Google
 * sign-in refuse them; deactivating also revokes their sessions in the same transaction, so
 * activating them again does not bring back a session from before.
 */
export async function changeCustomerStatus({ admin, id, active, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; active: boolean; now?: Date }): Promise<AdminCustomerRow> {
  return db.$transaction(async (tx) => {
    const flipped = await tx.customer.updateMany({ where: { id, active: !active }, data: { active } });
    const row = await tx.customer.findUnique({ where: { id }, select: adminCustomerSelect });
    if (!row) throw notFound(CUSTOMER_MSG.notFound);
    if (flipped.count === 1) {
      if (!active) await tx.session.updateMany({ where: { customerId: id, revokedAt: null }, data: { revokedAt: now } });
      await recordAudit(tx, admin, {
        entity: "customer",
        entityId: id,
        action: "status",
        summary: `${active ? "Activated" : "Deactivated"} customer ${row.name} <${row.email}>`,
        changes: { status: [!active, active] },
      });
    }
    return row;
  });
}
