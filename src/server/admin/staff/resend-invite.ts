import "server-only";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { recordAudit } from "@/server/admin/audit";
import { inviteMail } from "@/server/admin/staff/invite-mail";
import { inviteLink, newInviteToken } from "@/server/admin/staff/invite-token";
import type { PendingInvite } from "@/server/admin/staff/staff-records";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { sendMail } from "@/server/mail/send-mail";

/**
 * Sends a waiting invitation again with a new token and 48 fresh hours: the stored hash is replaced,
 * so the old link is dead. Only an invitation not used and not revoked (an expired one may be resent).
 */
export async function resendInvite({ admin, inviteId, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "email" | "name" | "role">; inviteId: string; now?: Date }): Promise<PendingInvite> {
  const { token, tokenHash, expiresAt } = newInviteToken(now);
  const invite = await db.$transaction(async (tx) => {
    const { count } = await tx.staffInvite.updateMany({ where: { id: inviteId, usedAt: null, revokedAt: null }, data: { tokenHash, expiresAt } });
    if (count !== 1) throw notFound(STAFF_MSG.inviteNotFound);
    const row = await tx.staffInvite.findUniqueOrThrow({ where: { id: inviteId }, select: { id: true, email: true, name: true, role: true, createdAt: true, expiresAt: true } });
    await recordAudit(tx, admin, { entity: "staff", entityId: row.id, action: "update", summary: `Resent the invitation to ${row.email}` });
    return row;
  });
  await sendMail(inviteMail({ to: invite.email, name: invite.name, role: invite.role, invitedBy: admin.name, link: inviteLink(token) }), now);
  return invite;
}
