import { SESSION_MSG } from "@/lib/messages/session";
import { SESSION_ID_PATTERN, clearCustomerSessionCookie } from "@/server/auth/customer-session";
import { revokeCustomerSession } from "@/server/auth/revoke-session";
import { notFound } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";

// DELETE /api/user/sessions/{sessionId} → 200: ends one of the customer's own live sessions ("Sign
// out of this device" on /account). Anything else (another customer's session, an unknown or
// malformed id, one already ended) is the same 404 and changes nothing. Ending the session of
// this very request also clears its cookie.
export const DELETE = route({ auth: "customer" }, async (_request, context: RouteContext<{ sessionId?: string }>, { customer }) => {
  const { sessionId } = await context.params;
  if (typeof sessionId !== "string" || !SESSION_ID_PATTERN.test(sessionId)) throw notFound(SESSION_MSG.sessionNotFound);
  if (!(await revokeCustomerSession({ customerId: customer.id, sessionId }))) throw notFound(SESSION_MSG.sessionNotFound);
  const response = ok({}, SESSION_MSG.sessionsSignedOutDevice, { headers: { "Cache-Control": "no-store" } });
  if (sessionId === customer.sessionId) clearCustomerSessionCookie(response);
  return response;
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
