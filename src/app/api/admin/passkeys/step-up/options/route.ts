import { passkeyStepUpOptions } from "@/server/admin/passkeys/passkey-step-up";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/admin/passkeys/step-up/options → { options }: WebAuthn request options limited to the
// signed-in admin's own passkeys; 400 when they have none.
export const POST = route({ auth: "admin", permission: "dashboard" }, async (_request, _context, { admin }) => {
  return ok({ options: await passkeyStepUpOptions({ admin }) }, "OK", { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
