import { adminJSON } from "@/lib/admin/admin-json";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ADMIN_AUTH_MAX_BODY_BYTES } from "@/server/admin/auth/admin-auth-rules";
import { clearPendingSignInCookie, decodePendingSignIn, pendingSignInToken } from "@/server/admin/auth/pending-sign-in";
import { startAdminSession } from "@/server/admin/auth/start-admin-session";
import { parseSecondFactorRequest, verifySecondFactor } from "@/server/admin/two-factor/verify-second-factor";
import { db } from "@/server/db";
import { AppError } from "@/server/errors";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/admin/login/second-factor {code} | {recoveryCode} → { LoginInfo }: the sign-in's second
// step, after POST /api/admin/login answered { secondFactorRequired: true } and set the pending
// cookie (5 minutes). 401 when that cookie is missing, forged or expired (start again), or the code
// is wrong or already used; 429 once throttled (per account and per address). A right code starts
// the admin session as having given its second factor now.
export const POST = route({ auth: "public" }, async (request) => {
  const pending = await decodePendingSignIn(pendingSignInToken(request));
  if (!pending) throw new AppError("UNAUTHORIZED", STAFF_MSG.pendingExpired);
  const input = parseSecondFactorRequest(await readJsonBody(request, { maxBytes: ADMIN_AUTH_MAX_BODY_BYTES }));
  const admin = await db.admin.findUnique({ where: { id: pending.adminId }, select: { id: true, name: true, email: true, sessionVersion: true, active: true } });
  if (!admin || !admin.active || admin.sessionVersion !== pending.sessionVersion) throw new AppError("UNAUTHORIZED", STAFF_MSG.pendingExpired);
  await verifySecondFactor({ adminId: admin.id, input, address: clientAddress(request.headers) });
  const response = ok({ LoginInfo: adminJSON(admin) }, STAFF_MSG.signedInWithCode, { headers: { "Cache-Control": "no-store" } });
  clearPendingSignInCookie(response);
  await startAdminSession(response, { admin, request, secondFactor: true });
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
