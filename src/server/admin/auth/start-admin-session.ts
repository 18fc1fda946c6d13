import "server-only";
import { setAdminSessionCookie } from "@/server/auth/admin-session";
import { createSession } from "@/server/auth/create-session";
import { db } from "@/server/db";

/**
 * Signs an admin in on this response: a new admin Session row (8 hours idle, 7 days at most) and
 * the admin cookie carrying its id and the admin's session version. `secondFactor` says the sign-in
 * gave a second factor (an authenticator code, a recovery code or a passkey): the session then counts
 * as having given it now, for the step-up window (src/server/auth/second-factor-gate.ts).
 */
export async function startAdminSession(
  response: Response,
  { admin, request, secondFactor = false, now = new Date() }: { admin: { id: string; sessionVersion: number }; request: Request; secondFactor?: boolean; now?: Date },
): Promise<void> {
  const session = await createSession({ kind: "admin", ownerId: admin.id, userAgent: request.headers.get("user-agent"), now });
  if (secondFactor) await db.session.update({ where: { id: session.id }, data: { secondFactorAt: now } });
  await db.admin.update({ where: { id: admin.id }, data: { lastSignInAt: now } });
  await setAdminSessionCookie(response, { adminId: admin.id, sessionVersion: admin.sessionVersion, sessionId: session.id });
}
