import "server-only";
import { type DeviceSession, listLiveSessions, revokeLiveSession, revokeOwnerSessions } from "@/server/auth/owner-sessions";

// A staff member's own signed-in browsers on /admin/account, as customers have theirs on /account
// (both through src/server/auth/owner-sessions.ts): list, end one, end all but this one. Only the
// admin's own live admin sessions: another admin's session id, an unknown or ended one changes nothing.

/** The admin's live sessions: this device first, then the most recently used. */
export function listAdminSessions({ adminId, currentSessionId, now }: { adminId: string; currentSessionId: string; now?: Date }): Promise<DeviceSession[]> {
  return listLiveSessions({ kind: "admin", ownerId: adminId, currentSessionId, now });
}

/** Ends one of the admin's own live sessions; false when it is not theirs, unknown or already ended. */
export function revokeAdminSession({ adminId, sessionId, now }: { adminId: string; sessionId: string; now?: Date }): Promise<boolean> {
  return revokeLiveSession({ kind: "admin", ownerId: adminId, sessionId, now });
}

/** Ends every other session of the admin ("Sign out everywhere else"); returns how many ended. */
export function revokeOtherAdminSessions({ adminId, currentSessionId, now }: { adminId: string; currentSessionId: string; now?: Date }): Promise<number> {
  return revokeOwnerSessions({ kind: "admin", ownerId: adminId, exceptSessionId: currentSessionId, now });
}
