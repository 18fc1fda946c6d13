import type { SessionKind } from "@/generated/prisma/client";

// Sessions (prisma/schema.prisma, model Session): how long a signed-in session lives. Both limits
// hold on the server, whatever the cookie or the token says:
//   idle timeout       the session ends when unused this long (lastSeenAt);
//   absolute lifetime  it ends this long after sign-in (expiresAt), however busy.
// The back office's admin session uses the same rows with its own, shorter limits.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A customer's session ends after 30 days unused... */
export const CUSTOMER_SESSION_IDLE_MS = 30 * DAY;
/** ...and 90 days after sign-in in any case. */
export const CUSTOMER_SESSION_LIFETIME_MS = 90 * DAY;
/** An admin's session (the back office) ends after 8 hours unused... */
export const ADMIN_SESSION_IDLE_MS = 8 * HOUR;
/** ...and 7 days after sign-in in any case. */
export const ADMIN_SESSION_LIFETIME_MS = 7 * DAY;

export const SESSION_LIMITS: Record<SessionKind, { idleMs: number; lifetimeMs: number }> = {
  customer: { idleMs: CUSTOMER_SESSION_IDLE_MS, lifetimeMs: CUSTOMER_SESSION_LIFETIME_MS },
  admin: { idleMs: ADMIN_SESSION_IDLE_MS, lifetimeMs: ADMIN_SESSION_LIFETIME_MS },
};

/** lastSeenAt is written at most this often per session, so a busy session costs reads only. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE;
/** The User-Agent kept with a session (for "Chrome on Android" on /account), at most this long. */
export const SESSION_USER_AGENT_MAX = 256;
/** Live sessions one customer or admin may hold; a new sign-in past it ends the least recently used. */
export const SESSIONS_PER_OWNER_MAX = 20;

export interface SessionTimes {
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** Whether a session row still admits its token: not revoked, not past its lifetime, not idle too long. */
export function sessionIsLive(kind: SessionKind, session: SessionTimes, now: Date = new Date()): boolean {
  return (
    session.revokedAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    session.lastSeenAt.getTime() > now.getTime() - SESSION_LIMITS[kind].idleMs
  );
}

/** The same rule as a Prisma filter, for lists and bulk updates of live sessions. */
export function liveSessionWhere(kind: SessionKind, now: Date = new Date()) {
  return {
    kind,
    revokedAt: null,
    expiresAt: { gt: now },
    lastSeenAt: { gt: new Date(now.getTime() - SESSION_LIMITS[kind].idleMs) },
  };
}

/** A User-Agent header as stored: trimmed, control characters dropped, at most 256 characters; null when empty. */
export function storedUserAgent(raw: string | null | undefined): string | null {
  const value = raw?.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, SESSION_USER_AGENT_MAX).trim();
  return value ? value : null;
}
