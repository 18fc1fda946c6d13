import "server-only";

// PLACEHOLDER (issue 45 foundation): the cart-reminders part replaces this file.

/** Queues the cart reminders that are due at `now`; how many were queued. */
export async function queueDueCartReminders(now: Date = new Date()): Promise<{ queued: number }> {
  void now;
  return { queued: 0 };
}
