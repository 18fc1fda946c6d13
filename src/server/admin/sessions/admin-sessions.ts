import "server-only";
import type { DeviceSession } from "@/server/auth/list-customer-sessions";
import { describeDevice } from "@/server/auth/describe-device";
import { liveSessionWhere } from "@/server/auth/session-rules";
import { db } from "@/server/db";

// A staff member's own signed-in browsers on /admin/account, as customers have theirs on /account
// (src/server/auth/list-customer-sessions.ts): list, end one, end all but this one. Only the admin's
// own live admin sessions: another admin's session id, an unknown or ended one changes nothing.

/** The admin's live sessions: this device first, then the most recently used. */
export async function listAdminSessions({ adminId, currentSessionId, now = new Date() }: { adminId: string; currentSessionId: string; now?: Date }): Promise<DeviceSession[]> {
  const rows = await db.session.findMany({
    where: { adminId, ...liveSessionWhere("admin", now) },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true },
  });
  return rows
    .map((row) => ({ id: row.id, device: describeDevice(row.userAgent), createdAt: row.createdAt, lastSeenAt: row.lastSeenAt, current: row.id === currentSessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the admin's own live sessions; false when it is not theirs, unknown or already ended. */
export async function revokeAdminSession({ adminId, sessionId, now = new Date() }: { adminId: string; sessionId: string; now?: Date }): Promise<boolean> {
  const { count } = await db.session.updateMany({ where: { id: sessionId, adminId, ...liveSessionWhere("admin", now) }, data: { revokedAt: now } });
  return count === 1;
}

/** Ends every other session of the admin ("Sign out everywhere else"); returns how many ended. */
export async function revokeOtherAdminSessions({ adminId, currentSessionId, now = new Date() }: { adminId: string; currentSessionId: string; now?: Date }): Promise<number> {
  const { count } = await db.session.updateMany({ where: { adminId, kind: "admin", revokedAt: null, id: { not: currentSessionId } }, data: { revokedAt: now } });
  return count;
}
