import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZPasskeyAnswerRequest } from "@/lib/schemas/admin-passkeys";
import { stepUpWithPasskey } from "@/server/admin/passkeys/passkey-step-up";
import { PASSKEY_MAX_BODY_BYTES } from "@/server/admin/passkeys/passkey-rules";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { readJsonBody } from "@/server/http/read-json-body";

// POST /api/admin/passkeys/step-up { response } → {}: confirms it is you with one of your own
// passkeys; this session's second factor counts as given now (the 10-minute step-up window).
// 403 for another admin's passkey or an answer that does not verify; 400 for an expired or used challenge.
export const POST = route({ auth: "admin", permission: "dashboard" }, async (request, _context, { admin }) => {
  const input = parseAccountBody(ZPasskeyAnswerRequest, await readJsonBody(request, { maxBytes: PASSKEY_MAX_BODY_BYTES }), STAFF_MSG.passkeyBadBody);
  await stepUpWithPasskey({ admin, input });
  return ok({}, STAFF_MSG.passkeyConfirmed, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
