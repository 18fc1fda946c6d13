import "server-only";
import { describeDevice } from "@/server/auth/describe-device";
import { liveSessionWhere } from "@/server/auth/session-rules";
import { db } from "@/server/db";

/** One of a customer's live sessions, as /account lists it. */
export interface DeviceSession {
  id: string;
  /** "Chrome on Android", from the User-Agent kept at sign-in. */
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the request asking ("This device"). */
  current: boolean;
}

/** The customer's live sessions (not revoked, idle or expired): this device first, then the most recently used. */
export async function listCustomerSessions({ customerId, currentSessionId, now = new Date() }: { customerId: string; currentSessionId: string; now?: Date }): Promise<DeviceSession[]> {
  const rows = await db.session.findMany({
    where: { customerId, ...liveSessionWhere("customer", now) },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true },
  });
  return rows
    .map((row) => ({ id: row.id, device: describeDevice(row.userAgent), createdAt: row.createdAt, lastSeenAt: row.lastSeenAt, current: row.id === currentSessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
