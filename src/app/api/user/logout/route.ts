import { MSG } from "@/lib/messages/shop";
import { clearCustomerSessionCookie, customerSessionToken, decodeCustomerSession } from "@/server/auth/customer-session";
import { revokeCustomerSession } from "@/server/auth/revoke-session";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/user/logout → 200, the session ended on the server (its row revoked: a copy of the
// token saved before logout gets 401 from then on) and the cookie cleared, with or without a
// session (logging out twice is not an error). Public so that an expired session can still clear
// its cookie; a cross-site POST is refused by route() like every mutation.
export const POST = route({ auth: "public" }, async (request) => {
  const claims = await decodeCustomerSession(customerSessionToken(request));
  if (claims) await revokeCustomerSession({ customerId: claims.customerId, sessionId: claims.sessionId });
  const response = ok({}, MSG.loggedOut, { headers: { "Cache-Control": "no-store" } });
  clearCustomerSessionCookie(response);
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
