import { userJSON } from "@/lib/json/user";
import { MSG } from "@/lib/messages/shop";
import { ZLoginRequest } from "@/lib/schemas/account";
import { ACCOUNT_MAX_BODY_BYTES } from "@/server/auth/account-rules";
import { loginCustomer } from "@/server/auth/login-customer";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { startCustomerSession } from "@/server/auth/start-customer-session";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/user/login-user {email, password, remember?} → { User }, a new session (its row, for
// the list on /account) and its cookie (a browser-session cookie when remember is false). 401 'Invalid email or password.' for any
// wrong pair; 429 with Retry-After once failures are throttled.
export const POST = route({ auth: "public" }, async (request) => {
  const input = parseAccountBody(ZLoginRequest, await readJsonBody(request, { maxBytes: ACCOUNT_MAX_BODY_BYTES }), MSG.loginFillAll);
  const customer = await loginCustomer({ input, address: clientAddress(request.headers) });
  const response = ok({ User: userJSON(customer) }, MSG.loggedIn, { headers: { "Cache-Control": "no-store" } });
  await startCustomerSession(response, { customer, request, remember: input.remember ?? true });
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
