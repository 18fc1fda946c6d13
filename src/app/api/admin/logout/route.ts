import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { endAdminSession } from "@/server/admin/auth/end-admin-session";
import { clearAdminSessionCookie } from "@/server/auth/admin-session";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/admin/logout → 200: the session's row revoked (a copy of the token saved before logout
// gets 401 from then on) and the admin cookie cleared, with or without a session. Public, so an
// ended session can still clear its cookie; a cross-site POST is refused by route().
export const POST = route({ auth: "public" }, async (request) => {
  await endAdminSession(request);
  const response = ok({}, ADMIN_AUTH_MSG.loggedOut, { headers: { "Cache-Control": "no-store" } });
  clearAdminSessionCookie(response);
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
