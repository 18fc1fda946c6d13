import { SESSION_MSG } from "@/lib/messages/session";
import { clearCustomerSessionCookie } from "@/server/auth/customer-session";
import { revokeCustomerSessions } from "@/server/auth/revoke-customer-sessions";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/user/sessions/revoke-all → 200 { ended }: "Sign out everywhere" on /account. Every
// session of the customer ends on the server, this one included (its cookie is cleared too); the
// other devices get 401 at their next protected call.
export const POST = route({ auth: "customer" }, async (_request, _context, { customer }) => {
  const ended = await revokeCustomerSessions({ customerId: customer.id });
  const response = ok({ ended }, SESSION_MSG.sessionsSignedOutEverywhere, { headers: { "Cache-Control": "no-store" } });
  clearCustomerSessionCookie(response);
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
