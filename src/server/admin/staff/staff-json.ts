import "server-only";
import type { PendingInviteJSON, StaffMemberJSON } from "@/lib/api/admin/staff";
import type { PendingInvite, StaffMember } from "@/server/admin/staff/staff-records";

// The staff page's JSON (our paths, the API's conventions: `_id`, snake_case, ISO times, rupees).

export function staffMemberJSON(member: StaffMember): StaffMemberJSON {
  return {
    _id: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    active: member.active,
    last_sign_in_at: member.lastSignInAt?.toISOString() ?? null,
    second_factor: member.hasSecondFactor,
  };
}

/** `expired`: past its 48 hours (it may still be resent). */
export function pendingInviteJSON(invite: PendingInvite, now: Date = new Date()): PendingInviteJSON {
  return {
    _id: invite.id,
    email: invite.email,
    name: invite.name,
    role: invite.role,
    sent_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
    expired: invite.expiresAt.getTime() <= now.getTime(),
  };
}
