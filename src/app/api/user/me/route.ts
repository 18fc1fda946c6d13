import { userJSON } from "@/lib/json/user";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/user/me → { User } of the session, or 401: the browser checks that its stored User
// still has a session (logged out elsewhere, password changed, account deactivated).
export const GET = route({ auth: "customer" }, async (_request, _context, { customer }) =>
  ok({ User: userJSON(customer) }, "OK", { headers: { "Cache-Control": "private, no-store" } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
