import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { idParam } from "@/server/admin/staff/id-param";
import { resetSecondFactor } from "@/server/admin/staff/reset-second-factor";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";

// POST /api/admin/staff/{id}/second-factor/reset → 200 { sessions_ended }: removes the member's
// authenticator app, recovery codes and passkeys, signs them out everywhere and mails them.
// 404 for an unknown id; 409 for your own account.
export const POST = route({ auth: "admin", permission: "staff", stepUp: true }, async (_request, context: RouteContext<{ id?: string }>, { admin }) => {
  const staffId = await idParam(context);
  const { name, sessionsEnded } = await resetSecondFactor({ admin, staffId });
  return ok({ sessions_ended: sessionsEnded }, STAFF_MSG.secondFactorReset(name), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
