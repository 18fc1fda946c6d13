import { userJSON } from "@/lib/json/user";
import { MSG } from "@/lib/messages/shop";
import { ZGoogleAuthRequest } from "@/lib/schemas/account";
import { ACCOUNT_MAX_BODY_BYTES } from "@/server/auth/account-rules";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { signInWithGoogle } from "@/server/auth/sign-in-with-google";
import { startCustomerSession } from "@/server/auth/start-customer-session";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/user/google-auth {credential} (a Google ID token) → { User }, a new session and its cookie.
// 400 'Google sign-in is not configured.' without GOOGLE_CLIENT_ID/SECRET; 401 'Google login
// failed. Please try again.' for a token that does not verify.
export const POST = route({ auth: "public" }, async (request) => {
  const { credential } = parseAccountBody(ZGoogleAuthRequest, await readJsonBody(request, { maxBytes: ACCOUNT_MAX_BODY_BYTES }));
  const customer = await signInWithGoogle({ credential, address: clientAddress(request.headers) });
  const response = ok({ User: userJSON(customer) }, MSG.loggedIn, { headers: { "Cache-Control": "no-store" } });
  await startCustomerSession(response, { customer, request });
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
