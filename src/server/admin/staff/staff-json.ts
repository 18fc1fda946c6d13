import "server-only";
import type { PendingInvite, StaffMember } from "@/server/admin/staff/staff-records";

// The staff page's JSON (our paths, the API's conventions: `_id`, snake_case, ISO times, rupees).

export function staffMemberJSON(member: StaffMember) {
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

export function pendingInviteJSON(invite: PendingInvite) {
  return {
    _id: invite.id,
    email: invite.email,
    name: invite.name,
    role: invite.role,
    sent_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
  };
}
