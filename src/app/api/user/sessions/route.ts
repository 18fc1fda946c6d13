import { deviceSessionJSON } from "@/lib/json/device-session";
import { SESSION_MSG } from "@/lib/messages/session";
import { listCustomerSessions } from "@/server/auth/list-customer-sessions";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/user/sessions → { sessions: [{ _id, device, created_at, last_seen_at, current }] }: the
// session's own customer's live sessions ("Where you're signed in" on /account), this one first.
export const GET = route({ auth: "customer" }, async (_request, _context, { customer }) => {
  const sessions = await listCustomerSessions({ customerId: customer.id, currentSessionId: customer.sessionId });
  return ok({ sessions: sessions.map(deviceSessionJSON) }, SESSION_MSG.sessionsFetched, { headers: { "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
