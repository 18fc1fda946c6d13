import "server-only";

// PLACEHOLDER (issue 45 foundation): the back-in-stock part replaces this file.

/**
 * Queues one message for each waiting alert whose piece (or size) is in stock again, and marks the
 * alert notified; only the given pieces when `productIds` is given. How many were queued.
 */
export async function queueBackInStockAlerts({ productIds, now = new Date() }: { productIds?: readonly string[]; now?: Date } = {}): Promise<{ queued: number }> {
  void productIds;
  void now;
  return { queued: 0 };
}
