import "server-only";
import { adminSessionToken, decodeAdminSession } from "@/server/auth/admin-session";
import { db } from "@/server/db";

/**
 * Revokes the admin session a request's cookie names, if it names one (logout). A forged, expired
 * or already ended token changes nothing; the row must belong to the token's admin.
 */
export async function endAdminSession(request: Request, now: Date = new Date()): Promise<void> {
  const claims = await decodeAdminSession(adminSessionToken(request));
  if (!claims) return;
  await db.session.updateMany({
    where: { id: claims.sessionId, kind: "admin", adminId: claims.adminId, revokedAt: null },
    data: { revokedAt: now },
  });
}
