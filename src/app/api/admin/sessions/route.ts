import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { deviceSessionJSON } from "@/lib/json/device-session";
import { listAdminSessions } from "@/server/admin/sessions/admin-sessions";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/sessions → { sessions: [{ _id, device, created_at, last_seen_at, current }] }: the
// signed-in staff member's own live back-office sessions, this one first (issue 43; every role).
export const GET = route({ auth: "admin", permission: "dashboard" }, async (_request, _context, { admin }) => {
  const sessions = await listAdminSessions({ adminId: admin.id, currentSessionId: admin.sessionId });
  return ok({ sessions: sessions.map(deviceSessionJSON) }, STAFF_MSG.sessionsFetched, { headers: { "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
