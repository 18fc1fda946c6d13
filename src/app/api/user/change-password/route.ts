import { userJSON } from "@/lib/json/user";
import { MSG } from "@/lib/messages/shop";
import { ZChangePasswordRequest } from "@/lib/schemas/account";
import { ACCOUNT_MAX_BODY_BYTES } from "@/server/auth/account-rules";
import { changeCustomerPassword } from "@/server/auth/change-customer-password";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/user/change-password {currentPassword, newPassword, confirmPassword} → { User }; every
// other session of the customer ends (its row is revoked), this device's goes on with its cookie.
export const POST = route({ auth: "customer" }, async (request, _context, { customer }) => {
  const input = parseAccountBody(ZChangePasswordRequest, await readJsonBody(request, { maxBytes: ACCOUNT_MAX_BODY_BYTES }), MSG.resetFillAll);
  const saved = await changeCustomerPassword({ customerId: customer.id, sessionId: customer.sessionId, input });
  return ok({ User: userJSON(saved) }, MSG.accountPasswordChanged, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
