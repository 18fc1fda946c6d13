import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { turnOffTotp, twoFactorStatus } from "@/server/admin/two-factor/two-factor";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/two-factor → { twoFactor: {enabled, enabledAt, recoveryCodesLeft, passkeys, required} }:
// the signed-in admin's own authenticator app (open while the policy still asks them to enrol).
export const GET = route({ auth: "admin", permission: "dashboard", enrolment: true }, async (_request, _context, { admin }) => {
  return ok({ twoFactor: await twoFactorStatus(admin) }, "OK", { headers: { "Cache-Control": "private, no-store" } });
});

// DELETE /api/admin/two-factor: turns the app off (asks for the second factor again first); 409
// when the shop's policy asks this role for a second factor and no passkey is left.
export const DELETE = route({ auth: "admin", permission: "dashboard", stepUp: true }, async (_request, _context, { admin }) => {
  await turnOffTotp(admin);
  return ok({ twoFactor: await twoFactorStatus(admin) }, STAFF_MSG.turnedOff);
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
