import { userJSON } from "@/lib/json/user";
import { MSG } from "@/lib/messages/shop";
import { ZRegisterRequest } from "@/lib/schemas/account";
import { ACCOUNT_MAX_BODY_BYTES } from "@/server/auth/account-rules";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { registerCustomer } from "@/server/auth/register-customer";
import { startCustomerSession } from "@/server/auth/start-customer-session";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/user/register-user {name, email, password, confirmPassword, acceptTerms}
// → 201 { user, User } (the same object: the spec reads `user`), a new session and its cookie.
export const POST = route({ auth: "public" }, async (request) => {
  const input = parseAccountBody(ZRegisterRequest, await readJsonBody(request, { maxBytes: ACCOUNT_MAX_BODY_BYTES }));
  const customer = await registerCustomer({ input, address: clientAddress(request.headers) });
  const user = userJSON(customer);
  const response = ok({ user, User: user }, MSG.registered, { status: 201, headers: { "Cache-Control": "no-store" } });
  await startCustomerSession(response, { customer, request });
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
