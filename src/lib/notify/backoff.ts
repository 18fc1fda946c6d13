// When a WhatsApp message that failed is tried again (pure; src/server/notify/send-notifications.ts
// applies it): after the 1st failure in 1 minute, then 5 minutes, 30 minutes, 2 hours and 6 hours;
// after the 5th failure the message is marked failed and waits for the owner's "Retry now".

const MINUTE = 60_000;

export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE] as const;

/** Attempts before a message is marked failed (the owner may still retry it by hand). */
export const MAX_ATTEMPTS = 5;

/** How long a sender holds a message it is sending (another sweep skips it meanwhile). */
export const SEND_LEASE_MS = 2 * MINUTE;

export type AfterFailure = { status: "pending"; nextAttemptAt: Date } | { status: "failed"; nextAttemptAt: Date };

/** What follows a failed attempt, given the attempts made so far including this one (1, 2, ...). */
export function afterFailure(attempts: number, now: Date): AfterFailure {
  if (attempts >= MAX_ATTEMPTS) return { status: "failed", nextAttemptAt: now };
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  return { status: "pending", nextAttemptAt: new Date(now.getTime() + delay) };
}
