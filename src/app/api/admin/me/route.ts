import { adminJSON } from "@/lib/admin/admin-json";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/me → { admin: {_id, name, email} }: who the admin session belongs to (the shell's
// name in the top bar). 401 without a live admin session. Open while the two-factor policy still
// asks the admin to enrol (issue 43).
export const GET = route({ auth: "admin", permission: "dashboard", enrolment: true }, async (_request, _context, { admin }) => {
  return ok({ admin: adminJSON(admin) }, "OK", { headers: { "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
