import "server-only";
import type { SessionKind } from "@/generated/prisma/client";
import { describeDevice } from "@/server/auth/describe-device";
import { liveSessionWhere } from "@/server/auth/session-rules";
import { db } from "@/server/db";
import type { DbClient } from "@/server/orders/db-client";

// The signed-in sessions of one owner, a customer's or an admin's: the one implementation behind
// /account's and /admin/account's device lists, "Sign out this device", "Sign out everywhere (else)",
// and every change that ends an owner's sessions (a password change, a deactivation, a reset).

/** One live session, as /account and /admin/account list it. */
export interface DeviceSession {
  id: string;
  /** "Chrome on Android", from the User-Agent kept at sign-in. */
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the request asking ("This device"). */
  current: boolean;
}

/** Whose sessions: a customer's or an admin's (the Session row's customerId or adminId). */
export interface SessionOwner {
  kind: SessionKind;
  ownerId: string;
}

function ownerWhere({ kind, ownerId }: SessionOwner) {
  return kind === "customer" ? { customerId: ownerId } : { adminId: ownerId };
}

/** The owner's live sessions (not revoked, idle or expired): this device first, then the most recently used. */
export async function listLiveSessions({ currentSessionId, now = new Date(), ...owner }: SessionOwner & { currentSessionId: string; now?: Date }): Promise<DeviceSession[]> {
  const rows = await db.session.findMany({
    where: { ...ownerWhere(owner), ...liveSessionWhere(owner.kind, now) },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true },
  });
  return rows
    .map((row) => ({ id: row.id, device: describeDevice(row.userAgent), createdAt: row.createdAt, lastSeenAt: row.lastSeenAt, current: row.id === currentSessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the owner's live sessions; false when it is not theirs, unknown or already ended. */
export async function revokeLiveSession({ sessionId, now = new Date(), ...owner }: SessionOwner & { sessionId: string; now?: Date }): Promise<boolean> {
  const { count } = await db.session.updateMany({ where: { id: sessionId, ...ownerWhere(owner), ...liveSessionWhere(owner.kind, now) }, data: { revokedAt: now } });
  return count === 1;
}

/**
 * Ends every session of the owner that is not already ended, except `exceptSessionId` when given.
 * Runs on `tx` inside a caller's transaction. Returns how many ended.
 */
export async function revokeOwnerSessions({ exceptSessionId, now = new Date(), ...owner }: SessionOwner & { exceptSessionId?: string; now?: Date }, tx: DbClient = db): Promise<number> {
  const { count } = await tx.session.updateMany({
    where: { ...ownerWhere(owner), revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: now },
  });
  return count;
}
