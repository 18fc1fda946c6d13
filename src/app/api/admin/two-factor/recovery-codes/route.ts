import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { regenerateRecoveryCodes } from "@/server/admin/two-factor/two-factor";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/admin/two-factor/recovery-codes → { recoveryCodes: string[10] }: ten new codes, the old
// ones stop working. Asks for the second factor again; 409 without a second factor.
export const POST = route({ auth: "admin", permission: "dashboard", stepUp: true }, async (_request, _context, { admin }) => {
  return ok({ recoveryCodes: await regenerateRecoveryCodes(admin) }, STAFF_MSG.regenerated, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
