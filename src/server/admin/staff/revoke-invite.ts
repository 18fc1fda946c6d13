import "server-only";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { recordAudit } from "@/server/admin/audit";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";

/** Withdraws a waiting invitation: its link stops working at once. A used or revoked one is a 404. */
export async function revokeInvite({ admin, inviteId, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "email" | "role">; inviteId: string; now?: Date }): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.staffInvite.findFirst({ where: { id: inviteId, usedAt: null, revokedAt: null }, select: { email: true } });
    const { count } = await tx.staffInvite.updateMany({ where: { id: inviteId, usedAt: null, revokedAt: null }, data: { revokedAt: now } });
    if (!row || count !== 1) throw notFound(STAFF_MSG.inviteNotFound);
    await recordAudit(tx, admin, { entity: "staff", entityId: inviteId, action: "delete", summary: `Revoked the invitation to ${row.email}` });
  });
}
