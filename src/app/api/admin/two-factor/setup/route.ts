import { setUpTotp } from "@/server/admin/two-factor/two-factor";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/admin/two-factor/setup → { setup: {uri, qrSvg, key} }: a new key for the authenticator
// app, waiting for its first code (confirm). 409 when the app is already on. The key is shown only
// here, before it is confirmed; never again after.
export const POST = route({ auth: "admin", permission: "dashboard", enrolment: true }, async (_request, _context, { admin }) => {
  return ok({ setup: await setUpTotp(admin) }, "OK", { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
