import "server-only";
import { ROLE_LABELS, type StaffRole } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import type { InviteAcceptRequest } from "@/lib/schemas/admin-staff";
import { recordAudit } from "@/server/admin/audit";
import { hashInviteToken } from "@/server/admin/staff/invite-token";
import { INVITE_REFUSAL, inviteState } from "@/server/admin/staff/invite-status";
import { hashSecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { AppError, conflict } from "@/server/errors";
import { enforceRateLimit, type RateLimitRule } from "@/server/rate-limit";

/** Attempts to accept an invitation per address: enough for typos, too few to guess a 256-bit token anyway. */
export const INVITE_ACCEPTS_PER_ADDRESS: RateLimitRule = { name: "admin-invite-accept-address", limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Turns an invitation into a member of staff with the chosen password and reset secret. The
 * invitation is claimed by one conditional UPDATE (not used, not revoked, not expired) in the same
 * transaction as the new Admin row: two accepts at once make one admin, and the loser (like an
 * expired, used, revoked or unknown link) gets a 400 in words and creates nothing.
 */
export async function acceptInvite({ input, address, now = new Date() }: { input: InviteAcceptRequest; address: string; now?: Date }): Promise<{ id: string; email: string; name: string; role: StaffRole }> {
  await enforceRateLimit(INVITE_ACCEPTS_PER_ADDRESS, address, STAFF_MSG.tooManyAccepts, now);
  // A dead link is refused before the two argon2 hashes are paid for; the UPDATE below still decides.
  const before = await inviteState(input.token, now);
  if (before.state !== "valid") throw new AppError("BAD_REQUEST", INVITE_REFUSAL[before.state]);
  const [passwordHash, resetSecretHash] = await Promise.all([hashSecret(input.password), hashSecret(input.resetSecret)]);
  const tokenHash = hashInviteToken(input.token);
  return db.$transaction(async (tx) => {
    const [claimed] = await tx.$queryRaw<{ id: string; email: string; name: string; role: StaffRole; invitedById: string | null }[]>`
      UPDATE "StaffInvite" SET "usedAt" = ${now}
      WHERE "tokenHash" = ${tokenHash} AND "usedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > ${now}
      RETURNING "id", "email", "name", "role"::text AS "role", "invitedById"`;
    if (!claimed) {
      const state = await inviteState(input.token, now, tx);
      throw new AppError("BAD_REQUEST", state.state === "valid" ? STAFF_MSG.inviteInvalid : INVITE_REFUSAL[state.state]);
    }
    if (await tx.admin.findUnique({ where: { email: claimed.email }, select: { id: true } })) throw conflict(STAFF_MSG.alreadyStaff);
    const admin = await tx.admin.create({
      data: { email: claimed.email, name: claimed.name, role: claimed.role, passwordHash, resetSecretHash },
      select: { id: true, email: true, name: true, role: true },
    });
    await recordAudit(tx, { id: admin.id, email: admin.email, role: admin.role }, {
      entity: "staff",
      entityId: admin.id,
      action: "create",
      summary: `${admin.name} <${admin.email}> accepted the invitation and joined as ${ROLE_LABELS[admin.role]}`,
    });
    return admin;
  });
}
