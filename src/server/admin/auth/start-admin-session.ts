import "server-only";
import { setAdminSessionCookie } from "@/server/auth/admin-session";
import { createSession } from "@/server/auth/create-session";

/**
 * Signs an admin in on this response: a new admin Session row (8 hours idle, 7 days at most) and
 * the admin cookie carrying its id and the admin's session version.
 */
export async function startAdminSession(response: Response, { admin, request }: { admin: { id: string; sessionVersion: number }; request: Request }): Promise<void> {
  const session = await createSession({ kind: "admin", ownerId: admin.id, userAgent: request.headers.get("user-agent") });
  await setAdminSessionCookie(response, { adminId: admin.id, sessionVersion: admin.sessionVersion, sessionId: session.id });
}
