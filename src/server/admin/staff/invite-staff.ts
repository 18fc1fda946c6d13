import "server-only";
import { ROLE_LABELS } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import type { StaffInviteRequest } from "@/lib/schemas/admin-staff";
import { recordAudit } from "@/server/admin/audit";
import { inviteMail } from "@/server/admin/staff/invite-mail";
import { inviteLink, newInviteToken } from "@/server/admin/staff/invite-token";
import type { PendingInvite } from "@/server/admin/staff/staff-records";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";
import { sendMail } from "@/server/mail/send-mail";

type Actor = Pick<SessionAdmin, "id" | "email" | "name" | "role">;

/**
 * Invites someone: a StaffInvite (the token's hash only) and the mail with the one-time link. An
 * e-mail that is already staff, or already has an invitation waiting, is a 409. The row is written
 * (and audited) before the mail goes, so a mail never carries a link the database does not know.
 */
export async function inviteStaff({ admin, input, now = new Date() }: { admin: Actor; input: StaffInviteRequest; now?: Date }): Promise<PendingInvite> {
  const { token, tokenHash, expiresAt } = newInviteToken(now);
  const invite = await db.$transaction(async (tx) => {
    // One invitation per e-mail at a time: two owners inviting the same person queue here.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff-invite:${input.email}`}))`;
    if (await tx.admin.findUnique({ where: { email: input.email }, select: { id: true } })) throw conflict(STAFF_MSG.alreadyStaff);
    if (await tx.staffInvite.findFirst({ where: { email: input.email, usedAt: null, revokedAt: null, expiresAt: { gt: now } }, select: { id: true } })) {
      throw conflict(STAFF_MSG.alreadyInvited);
    }
    // An expired invitation to the same e-mail gives way to the new one (one row per person in the list).
    await tx.staffInvite.updateMany({ where: { email: input.email, usedAt: null, revokedAt: null }, data: { revokedAt: now } });
    const row = await tx.staffInvite.create({
      data: { email: input.email, name: input.name, role: input.role, tokenHash, expiresAt, invitedById: admin.id, createdAt: now },
      select: { id: true, email: true, name: true, role: true, createdAt: true, expiresAt: true },
    });
    await recordAudit(tx, admin, { entity: "staff", entityId: row.id, action: "create", summary: `Invited ${input.name} <${input.email}> as ${ROLE_LABELS[input.role]}` });
    return row;
  });
  await sendMail(inviteMail({ to: invite.email, name: invite.name, role: invite.role, invitedBy: admin.name, link: inviteLink(token) }), now);
  return invite;
}
