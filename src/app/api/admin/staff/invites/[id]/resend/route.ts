import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { resendInvite } from "@/server/admin/staff/resend-invite";
import { pendingInviteJSON } from "@/server/admin/staff/staff-json";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";
import { idParam } from "@/server/admin/staff/id-param";

// POST /api/admin/staff/invites/{id}/resend → { invite }: a new link for 48 hours; the old one is dead.
export const POST = route({ auth: "admin", permission: "staff", stepUp: true }, async (_request, context: RouteContext<{ id?: string }>, { admin }) => {
  const invite = await resendInvite({ admin, inviteId: await idParam(context, STAFF_MSG.inviteNotFound) });
  return ok({ invite: pendingInviteJSON(invite) }, STAFF_MSG.inviteResent(invite.email), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
