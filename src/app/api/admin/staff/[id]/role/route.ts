import { ROLE_LABELS } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZStaffRoleRequest } from "@/lib/schemas/admin-staff";
import { changeStaffRole } from "@/server/admin/staff/change-staff-role";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, route } from "@/server/http/route";
import { idParam } from "@/server/admin/staff/id-param";

// PATCH /api/admin/staff/{id}/role {role} → 200: the member's new role, from their next request.
// 409 for the last active owner.
export const PATCH = route({ auth: "admin", permission: "staff", stepUp: true }, async (request, context: RouteContext<{ id?: string }>, { admin }) => {
  const staffId = await idParam(context);
  const { role } = parseAccountBody(ZStaffRoleRequest, await readJsonBody(request, { maxBytes: 1024 }), STAFF_MSG.invalidRole);
  const { name, changed } = await changeStaffRole({ admin, staffId, role });
  return ok({ changed }, changed ? STAFF_MSG.roleChanged(name, ROLE_LABELS[role]) : STAFF_MSG.roleUnchanged, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
