import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { revokeAdminSession } from "@/server/admin/sessions/admin-sessions";
import { clearAdminSessionCookie } from "@/server/auth/admin-session";
import { SESSION_ID_PATTERN } from "@/server/auth/customer-session";
import { notFound } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";

// DELETE /api/admin/sessions/{sessionId} → 200: "Sign out this device". Only the admin's own live
// sessions; another admin's (or a customer's) session id, an unknown, malformed or ended one is the
// same 404 and changes nothing. Ending this very session clears its cookie too.
export const DELETE = route({ auth: "admin", permission: "dashboard" }, async (_request, context: RouteContext<{ sessionId?: string }>, { admin }) => {
  const { sessionId } = await context.params;
  if (typeof sessionId !== "string" || !SESSION_ID_PATTERN.test(sessionId)) throw notFound(STAFF_MSG.sessionNotFound);
  if (!(await revokeAdminSession({ adminId: admin.id, sessionId }))) throw notFound(STAFF_MSG.sessionNotFound);
  const response = ok({ current: sessionId === admin.sessionId }, STAFF_MSG.signedOutDevice, { headers: { "Cache-Control": "no-store" } });
  if (sessionId === admin.sessionId) clearAdminSessionCookie(response);
  return response;
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
