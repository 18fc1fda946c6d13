import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { revokeInvite } from "@/server/admin/staff/revoke-invite";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";
import { idParam } from "@/server/admin/staff/id-param";

// DELETE /api/admin/staff/invites/{id} → 200: revokes a waiting invitation (its link stops working).
export const DELETE = route({ auth: "admin", permission: "staff", stepUp: true }, async (_request, context: RouteContext<{ id?: string }>, { admin }) => {
  await revokeInvite({ admin, inviteId: await idParam(context, STAFF_MSG.inviteNotFound) });
  return ok({}, STAFF_MSG.inviteRevoked, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
