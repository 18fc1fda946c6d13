import "server-only";
import { db } from "@/server/db";
import { AppError } from "@/server/errors";
import { hitRateLimit, rateLimitKey, type RateLimitRule } from "@/server/rate-limit";

// Throttling of FAILED attempts (logins, current-password checks). hitRateLimit counts every hit,
// but here only failures may count, while a key that has failed too often must refuse every
// attempt, right ones included, until its window ends (else the 6th guess would still be tried).
// So: before an attempt, look at the counters without counting (assertNotThrottled); after a
// failure, count it (countFailure). The row is the one hitRateLimit writes (rateLimitKey).

export interface ThrottleKey {
  rule: RateLimitRule;
  subject: string;
}

/** Seconds until the window of a key that is at or over its limit ends; 0 when it may try. */
async function waitSeconds({ rule, subject }: ThrottleKey, now: Date): Promise<number> {
  const row = await db.rateLimit.findUnique({ where: { key: rateLimitKey(rule, subject) } });
  if (!row || row.resetAt <= now || row.count < rule.limit) return 0;
  return Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
}

/** Throws 429 with Retry-After (the longest wait of the keys) when any key has used up its failures. */
export async function assertNotThrottled(keys: ThrottleKey[], message: (minutes: number) => string, now: Date = new Date()): Promise<void> {
  const waits = await Promise.all(keys.map((key) => waitSeconds(key, now)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw new AppError("TOO_MANY_REQUESTS", message(Math.ceil(wait / 60)), { headers: { "Retry-After": String(wait) } });
}

/** Counts one failure against every key. */
export async function countFailure(keys: ThrottleKey[], now: Date = new Date()): Promise<void> {
  await Promise.all(keys.map(({ rule, subject }) => hitRateLimit(rule, subject, now)));
}
