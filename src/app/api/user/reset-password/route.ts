import { MSG } from "@/lib/messages/shop";
import { ZResetPasswordRequest } from "@/lib/schemas/account";
import { ACCOUNT_MAX_BODY_BYTES } from "@/server/auth/account-rules";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { resetPasswordWithToken } from "@/server/auth/reset-password-with-token";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/user/reset-password {token, password, confirmPassword} → 200; the customer then logs
// in with the new password (every existing session has ended). A used, expired or unknown
// token → 400 with one msg.
export const POST = route({ auth: "public" }, async (request) => {
  const input = parseAccountBody(ZResetPasswordRequest, await readJsonBody(request, { maxBytes: ACCOUNT_MAX_BODY_BYTES }), MSG.resetFillAll);
  await resetPasswordWithToken({ input, address: clientAddress(request.headers) });
  return ok({}, MSG.resetDone, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
