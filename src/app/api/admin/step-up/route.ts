import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ADMIN_AUTH_MAX_BODY_BYTES } from "@/server/admin/auth/admin-auth-rules";
import { parseSecondFactorRequest, verifySecondFactor } from "@/server/admin/two-factor/verify-second-factor";
import { db } from "@/server/db";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/admin/step-up {code} | {recoveryCode}: the signed-in admin gives their second factor
// again; for the next 10 minutes this session may do the actions that ask for it (refunds, payment
// links, the silver rate, staff changes, the maintenance switch). 400 for a wrong code (counted
// like the sign-in's, per account and per address), 429 once throttled.
export const POST = route({ auth: "admin", permission: "dashboard" }, async (request, _context, { admin }) => {
  const input = parseSecondFactorRequest(await readJsonBody(request, { maxBytes: ADMIN_AUTH_MAX_BODY_BYTES }));
  const now = new Date();
  await verifySecondFactor({ adminId: admin.id, input, address: clientAddress(request.headers), wrong: "BAD_REQUEST", now });
  await db.session.update({ where: { id: admin.sessionId }, data: { secondFactorAt: now } });
  return ok({ secondFactorAt: now.toISOString() }, STAFF_MSG.stepUpDone, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
