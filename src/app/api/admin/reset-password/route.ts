import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { ZAdminResetRequest } from "@/lib/schemas/admin-auth";
import { ADMIN_AUTH_MAX_BODY_BYTES } from "@/server/admin/auth/admin-auth-rules";
import { resetAdminPassword } from "@/server/admin/auth/reset-admin-password";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// PUT /api/admin/reset-password {email, secretKey, newPassword} → 200 (back office §7). 401 'Invalid
// email or secret key.' for an unknown e-mail or a wrong secret alike; 429 with Retry-After once
// throttled; 400 for a new password outside 8–128 characters. Every session of the admin ends.
export const PUT = route({ auth: "public" }, async (request) => {
  const input = parseAccountBody(ZAdminResetRequest, await readJsonBody(request, { maxBytes: ADMIN_AUTH_MAX_BODY_BYTES }), ADMIN_AUTH_MSG.resetFillAll);
  await resetAdminPassword({ input, address: clientAddress(request.headers) });
  return ok({}, ADMIN_AUTH_MSG.passwordReset, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
