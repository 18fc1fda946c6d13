import "server-only";
import { randomBytes } from "node:crypto";
import type { SessionKind } from "@/generated/prisma/client";
import { SESSIONS_PER_OWNER_MAX, SESSION_LIMITS, liveSessionWhere, storedUserAgent } from "@/server/auth/session-rules";
import { db } from "@/server/db";

export interface CreatedSession {
  id: string;
  expiresAt: Date;
}

/**
 * Records a sign-in: a Session row whose id goes into the session token (a random 24-byte id; the
 * token itself is encrypted, so the id is never a credential on its own). Expires after its kind's
 * absolute lifetime. The owner's ended rows are deleted on the way, and past 20 live sessions the
 * least recently used ones end, so no account collects rows without bound.
 */
export async function createSession({ kind, ownerId, userAgent, now = new Date() }: { kind: SessionKind; ownerId: string; userAgent?: string | null; now?: Date }): Promise<CreatedSession> {
  const owner = kind === "customer" ? { customerId: ownerId } : { adminId: ownerId };
  const id = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIMITS[kind].lifetimeMs);
  await db.session.create({ data: { id, kind, ...owner, createdAt: now, lastSeenAt: now, expiresAt, userAgent: storedUserAgent(userAgent) } });

  const overflow = await db.session.findMany({
    where: { ...owner, ...liveSessionWhere(kind, now) },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    skip: SESSIONS_PER_OWNER_MAX,
    select: { id: true },
  });
  const live = liveSessionWhere(kind, now);
  await db.session.deleteMany({
    where: {
      ...owner,
      OR: [
        { revokedAt: { not: null } },
        { expiresAt: { lte: now } },
        { lastSeenAt: { lte: live.lastSeenAt.gt } },
        ...(overflow.length ? [{ id: { in: overflow.map((row) => row.id) } }] : []),
      ],
    },
  });
  return { id, expiresAt };
}
