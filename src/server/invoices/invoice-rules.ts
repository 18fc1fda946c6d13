import type { RateLimitRule } from "@/server/rate-limit";

/** POST /api/order/track-invoice: an order number and an e-mail are well under 1 KB of JSON. */
export const TRACK_INVOICE_MAX_BODY_BYTES = 2 * 1024;

/**
 * Invoice downloads by order number and e-mail, per client address: 10 in 10 minutes (a shopper
 * downloads one or two; a script guessing pairs is slowed to a crawl). Each order number is also
 * counted against the tracking look-up's own per-number limit (TRACK_ORDER_RATE_LIMIT), so the two
 * doors together give nobody more guesses at one order's e-mail than tracking alone does.
 */
export const TRACK_INVOICE_RATE_LIMIT: RateLimitRule = { name: "track-invoice", limit: 10, windowMs: 10 * 60 * 1000 };
