import "server-only";
import { db } from "@/server/db";
import { AppError } from "@/server/errors";

// Rate limits kept in the database (the RateLimit table), so every server instance, serverless
// function and restart counts against the same numbers. A fixed window per key: the first hit
// opens a window of `windowMs` with count 1; later hits in it add 1; the first hit after it ends
// starts a new window. Each hit is ONE statement (INSERT ... ON CONFLICT DO UPDATE), which
// PostgreSQL applies atomically per key, so concurrent requests can never both read "4 of 5".
// (A fixed window lets a burst of up to 2 × limit straddle a window's end; for forms and logins
// that is an acceptable price for one row and one statement per key.)

export interface RateLimitRule {
  /** Names the limit in the key ("contact", "login"), so limits never share counters. */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included (refused hits count too). */
  count: number;
  remaining: number;
  resetAt: Date;
  /** Whole seconds until the window ends (at least 1): the Retry-After value. */
  retryAfterSeconds: number;
}

/** Expired windows are deleted now and then (about one hit in this many), using the resetAt index. */
const SWEEP_ONE_IN = 50;
const INT_MAX = 2147483647;

/** The RateLimit row of `subject` under `rule`; limits never share counters. */
export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/** Counts one hit of `subject` (a client address, an e-mail...) against `rule` and says whether it is allowed. */
export async function hitRateLimit(rule: RateLimitRule, subject: string, now: Date = new Date()): Promise<RateLimitResult> {
  const key = rateLimitKey(rule, subject);
  const windowEnd = new Date(now.getTime() + rule.windowMs);
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES (${key}, 1, ${windowEnd})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN 1 ELSE LEAST("RateLimit"."count" + 1, ${INT_MAX}) END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  if (Math.random() * SWEEP_ONE_IN < 1) void sweepExpired(); // the real clock, whatever `now` a caller passed

  const count = Number(row.count);
  const resetAt = new Date(row.resetAt);
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Counts a hit and throws a 429 AppError with Retry-After when it is over the limit (route()
 * turns it into the envelope). `message` gets the minutes to wait, rounded up.
 */
export async function enforceRateLimit(
  rule: RateLimitRule,
  subject: string,
  message: (minutes: number) => string,
  now?: Date,
): Promise<RateLimitResult> {
  const result = await hitRateLimit(rule, subject, now);
  if (!result.allowed) {
    throw new AppError("TOO_MANY_REQUESTS", message(Math.ceil(result.retryAfterSeconds / 60)), {
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  }
  return result;
}

/** Deletes windows that ended before `now` (they would be restarted by their next hit anyway). */
export async function sweepExpired(now: Date = new Date()): Promise<number> {
  try {
    return await db.rateLimit.deleteMany({ where: { resetAt: { lt: now } } }).then((r) => r.count);
  } catch (error) {
    console.error("rate limit sweep failed", error);
    return 0;
  }
}
