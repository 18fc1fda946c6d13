import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZStaffActiveRequest } from "@/lib/schemas/admin-staff";
import { setStaffActive } from "@/server/admin/staff/set-staff-active";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, route } from "@/server/http/route";
import { idParam } from "@/server/admin/staff/id-param";

// PATCH /api/admin/staff/{id}/active {active} → 200 { sessions_ended }: deactivation signs the member
// out everywhere at once; reactivation lets them sign in again. 409 for yourself or the last owner.
export const PATCH = route({ auth: "admin", permission: "staff", stepUp: true }, async (request, context: RouteContext<{ id?: string }>, { admin }) => {
  const staffId = await idParam(context);
  const { active } = parseAccountBody(ZStaffActiveRequest, await readJsonBody(request, { maxBytes: 1024 }), STAFF_MSG.invalidActive);
  const { name, changed, sessionsEnded } = await setStaffActive({ admin, staffId, active });
  const msg = !changed ? STAFF_MSG.roleUnchanged : active ? STAFF_MSG.reactivated(name) : STAFF_MSG.deactivated(name);
  return ok({ changed, sessions_ended: sessionsEnded }, msg, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
