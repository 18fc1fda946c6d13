import * as z from "zod/mini";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ADMIN_AUTH_MAX_BODY_BYTES } from "@/server/admin/auth/admin-auth-rules";
import { confirmTotp } from "@/server/admin/two-factor/two-factor";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

const ZConfirm = z.object(
  { code: z.string({ error: STAFF_MSG.codeNeeded }).check(z.minLength(1, { error: STAFF_MSG.codeNeeded, abort: true }), z.maxLength(64, { error: STAFF_MSG.codeWrong })) },
  { error: "Send the form as a JSON object." },
);

// POST /api/admin/two-factor/confirm {code} → { recoveryCodes: string[10] }: turns the app on with
// its first right code; this session counts as having given its second factor. 400 for a wrong code.
export const POST = route({ auth: "admin", permission: "dashboard", enrolment: true }, async (request, _context, { admin }) => {
  const { code } = parseAccountBody(ZConfirm, await readJsonBody(request, { maxBytes: ADMIN_AUTH_MAX_BODY_BYTES }), STAFF_MSG.codeNeeded);
  return ok({ recoveryCodes: await confirmTotp(admin, code) }, STAFF_MSG.enrolled, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
