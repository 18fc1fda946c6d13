import { adminJSON } from "@/lib/admin/admin-json";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZPasskeyAnswerRequest } from "@/lib/schemas/admin-passkeys";
import { startAdminSession } from "@/server/admin/auth/start-admin-session";
import { signInWithPasskey } from "@/server/admin/passkeys/passkey-sign-in";
import { PASSKEY_MAX_BODY_BYTES } from "@/server/admin/passkeys/passkey-rules";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/admin/passkeys/sign-in { response } → { LoginInfo }: signs in with a passkey alone (it
// replaces both the password and the code), with a session whose second factor counts as given now.
// 401 for a passkey not recognised (unknown, a deactivated admin's, a bad signature or counter),
// 400 for an expired or used challenge, 429 with Retry-After after 20 failures per address in 15 minutes.
export const POST = route({ auth: "public" }, async (request) => {
  const input = parseAccountBody(ZPasskeyAnswerRequest, await readJsonBody(request, { maxBytes: PASSKEY_MAX_BODY_BYTES }), STAFF_MSG.passkeyBadBody);
  const admin = await signInWithPasskey({ input, address: clientAddress(request.headers) });
  const response = ok({ LoginInfo: adminJSON(admin) }, STAFF_MSG.passkeySignedIn, { headers: { "Cache-Control": "no-store" } });
  await startAdminSession(response, { admin, request, secondFactor: true });
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
