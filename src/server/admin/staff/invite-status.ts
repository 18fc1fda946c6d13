import "server-only";
import type { StaffRole } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { hashInviteToken } from "@/server/admin/staff/invite-token";
import type { DbClient } from "@/server/orders/db-client";
import { db } from "@/server/db";

export type InviteState =
  | { state: "valid"; id: string; email: string; name: string; role: StaffRole }
  | { state: "invalid" | "expired" | "used" | "revoked" };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What an invitation link leads to: the invitation when it may still be accepted, else why not. */
export async function inviteState(token: string, now: Date = new Date(), client: DbClient = db): Promise<InviteState> {
  if (!TOKEN.test(token)) return { state: "invalid" };
  const row = await client.staffInvite.findUnique({
    where: { tokenHash: hashInviteToken(token) },
    select: { id: true, email: true, name: true, role: true, expiresAt: true, usedAt: true, revokedAt: true },
  });
  if (!row) return { state: "invalid" };
  if (row.usedAt) return { state: "used" };
  if (row.revokedAt) return { state: "revoked" };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  return { state: "valid", id: row.id, email: row.email, name: row.name, role: row.role };
}

/** The words for a link that cannot be accepted. */
export const INVITE_REFUSAL: Record<Exclude<InviteState["state"], "valid">, string> = {
  invalid: STAFF_MSG.inviteInvalid,
  expired: STAFF_MSG.inviteExpired,
  used: STAFF_MSG.inviteUsed,
  revoked: STAFF_MSG.inviteWasRevoked,
};
