import { passkeyRegistrationOptions } from "@/server/admin/passkeys/passkey-registration-options";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/admin/passkeys/register/options → { options }: WebAuthn creation options for
// navigator.credentials.create (its challenge stored for 5 minutes, used once).
export const POST = route({ auth: "admin", permission: "dashboard", enrolment: true }, async (_request, _context, { admin }) => {
  return ok({ options: await passkeyRegistrationOptions({ admin }) }, "OK", { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
