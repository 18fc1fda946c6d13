import { passkeySignInOptions } from "@/server/admin/passkeys/passkey-sign-in";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/admin/passkeys/sign-in/options → { options }: WebAuthn request options for /adm-login's
// "Sign in with a passkey" (discoverable: no allowCredentials). Open to anyone, 30 per address in 15 minutes.
export const POST = route({ auth: "public" }, async (request) => {
  return ok({ options: await passkeySignInOptions({ address: clientAddress(request.headers) }) }, "OK", { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
