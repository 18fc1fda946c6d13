import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { revokeOtherAdminSessions } from "@/server/admin/sessions/admin-sessions";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/admin/sessions/revoke-others → 200 { ended }: "Sign out everywhere else". Every other
// session of the staff member ends on the server; this one stays.
export const POST = route({ auth: "admin", permission: "dashboard" }, async (_request, _context, { admin }) => {
  const ended = await revokeOtherAdminSessions({ adminId: admin.id, currentSessionId: admin.sessionId });
  return ok({ ended }, STAFF_MSG.signedOutOthers(ended), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
