import { adminJSON } from "@/lib/admin/admin-json";
import { PERMISSIONS, can } from "@/lib/admin/permissions";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/me → { admin: {_id, name, email, role, permissions} }: who the admin session belongs
// to (the shell's name in the top bar), their role as the database says it on this request, and what
// that role may do (src/lib/admin/permissions.ts). 401 without a live admin session. Open while the
// two-factor policy still asks the admin to enrol (issue 43).
export const GET = route({ auth: "admin", permission: "dashboard", enrolment: true }, async (_request, _context, { admin }) => {
  const permissions = PERMISSIONS.filter((permission) => can(admin.role, permission));
  return ok({ admin: { ...adminJSON(admin), role: admin.role, permissions } }, "OK", { headers: { "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
