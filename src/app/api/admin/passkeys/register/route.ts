import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZPasskeyAnswerRequest } from "@/lib/schemas/admin-passkeys";
import { PASSKEY_MAX_BODY_BYTES } from "@/server/admin/passkeys/passkey-rules";
import { registerPasskey } from "@/server/admin/passkeys/register-passkey";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/admin/passkeys/register { response } → 201 { passkey }: the browser's answer to the
// registration options, checked and stored; the session's second factor counts as given now.
// 400 for an answer that does not verify or an expired/used challenge, 409 for a passkey already added.
export const POST = route({ auth: "admin", permission: "dashboard", enrolment: true }, async (request, _context, { admin }) => {
  const input = parseAccountBody(ZPasskeyAnswerRequest, await readJsonBody(request, { maxBytes: PASSKEY_MAX_BODY_BYTES }), STAFF_MSG.passkeyBadBody);
  const passkey = await registerPasskey({ admin, input, userAgent: request.headers.get("user-agent") });
  return ok({ passkey }, STAFF_MSG.passkeyAdded(passkey.name), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
