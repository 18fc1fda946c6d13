import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { adminJSON } from "@/lib/admin/admin-json";
import { ZAdminLoginRequest } from "@/lib/schemas/admin-auth";
import { ADMIN_AUTH_MAX_BODY_BYTES } from "@/server/admin/auth/admin-auth-rules";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { loginAdmin } from "@/server/admin/auth/login-admin";
import { clearPendingSignInCookie, setPendingSignInCookie } from "@/server/admin/auth/pending-sign-in";
import { startAdminSession } from "@/server/admin/auth/start-admin-session";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/admin/login {email, password} → { LoginInfo: {_id, name, email} } (back office §7), a
// new admin Session row and the admin cookie. 401 'Invalid email or password.' for an unknown
// e-mail, a wrong password or a deactivated admin alike; 429 with Retry-After once throttled; 403
// for the demo password on a real production server. A cross-site POST is refused by route().
// An admin with a second factor (issue 43) gets no session yet: { secondFactorRequired: true,
// authenticatorApp } and a 5-minute pending cookie; POST /api/admin/login/second-factor
// {code | recoveryCode} finishes, or, for an account with passkeys only (authenticatorApp false),
// the login page's "Sign in with a passkey".
export const POST = route({ auth: "public" }, async (request) => {
  const input = parseAccountBody(ZAdminLoginRequest, await readJsonBody(request, { maxBytes: ADMIN_AUTH_MAX_BODY_BYTES }), ADMIN_AUTH_MSG.loginFillAll);
  const admin = await loginAdmin({ input, address: clientAddress(request.headers) });
  if (admin.hasSecondFactor) {
    const pending = ok({ secondFactorRequired: true, authenticatorApp: admin.hasAuthenticatorApp }, admin.hasAuthenticatorApp ? STAFF_MSG.codeNeeded : STAFF_MSG.passkeyNeeded, { headers: { "Cache-Control": "no-store" } });
    await setPendingSignInCookie(pending, { adminId: admin.id, sessionVersion: admin.sessionVersion });
    return pending;
  }
  const response = ok({ LoginInfo: adminJSON(admin) }, ADMIN_AUTH_MSG.loggedIn, { headers: { "Cache-Control": "no-store" } });
  clearPendingSignInCookie(response);
  await startAdminSession(response, { admin, request });
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
