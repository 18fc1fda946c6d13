import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZStaffInviteRequest } from "@/lib/schemas/admin-staff";
import { inviteStaff } from "@/server/admin/staff/invite-staff";
import { pendingInviteJSON } from "@/server/admin/staff/staff-json";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/admin/staff/invites {email, name, role} → 201 { invite }: the invitation and its mail
// (a one-time link, 48 hours). 409 when the e-mail is already staff or already invited.
export const POST = route({ auth: "admin", permission: "staff", stepUp: true }, async (request, _context, { admin }) => {
  const input = parseAccountBody(ZStaffInviteRequest, await readJsonBody(request, { maxBytes: 8 * 1024 }), STAFF_MSG.inviteFillAll);
  const invite = await inviteStaff({ admin, input });
  return ok({ invite: pendingInviteJSON(invite) }, STAFF_MSG.invited(invite.email), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
