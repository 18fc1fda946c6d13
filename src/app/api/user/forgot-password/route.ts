import { MSG } from "@/lib/messages/shop";
import { ZForgotPasswordRequest } from "@/lib/schemas/account";
import { ACCOUNT_MAX_BODY_BYTES } from "@/server/auth/account-rules";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { requestPasswordReset } from "@/server/auth/request-password-reset";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/user/forgot-password {email} → always the same 200 msg, whether or not the e-mail has
// an account; a reset link is mailed when it has one (src/server/auth/request-password-reset.ts).
export const POST = route({ auth: "public" }, async (request) => {
  const { email } = parseAccountBody(ZForgotPasswordRequest, await readJsonBody(request, { maxBytes: ACCOUNT_MAX_BODY_BYTES }), MSG.emailRequired);
  await requestPasswordReset({ email, address: clientAddress(request.headers) });
  return ok({}, MSG.forgotSent, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
