import { userJSON } from "@/lib/json/user";
import { MSG } from "@/lib/messages/shop";
import { ZProfileRequest } from "@/lib/schemas/account";
import { ACCOUNT_MAX_BODY_BYTES } from "@/server/auth/account-rules";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { updateProfile } from "@/server/auth/update-profile";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// PATCH /api/user/profile {name, phone} → { User }: the session's own customer only (no id in
// the path or body is read), and only these two fields.
export const PATCH = route({ auth: "customer" }, async (request, _context, { customer }) => {
  const input = parseAccountBody(ZProfileRequest, await readJsonBody(request, { maxBytes: ACCOUNT_MAX_BODY_BYTES }), MSG.accountNameRequired);
  const saved = await updateProfile({ customerId: customer.id, input });
  return ok({ User: userJSON(saved) }, MSG.accountProfileSaved, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
