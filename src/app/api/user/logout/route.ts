import { MSG } from "@/lib/messages";
import { clearCustomerSessionCookie } from "@/server/auth/customer-session";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/user/logout → 200 and the session cookie cleared, with or without a session (logging
// out twice is not an error). Public so that an expired session can still clear its cookie; a
// cross-site POST is refused by route() like every mutation.
export const POST = route({ auth: "public" }, async () => {
  const response = ok({}, MSG.loggedOut, { headers: { "Cache-Control": "no-store" } });
  clearCustomerSessionCookie(response);
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
