import type { RateLimitRule } from "@/server/rate-limit";

/** POST /api/order/track: an order number and an e-mail are well under 1 KB of JSON. */
export const TRACK_MAX_BODY_BYTES = 2 * 1024;

/**
 * Look-ups per client address: 10 in 10 minutes. A shopper checking an order (or a family's few)
 * never meets it; a script trying order numbers or e-mails from one address is slowed to a crawl.
 */
export const TRACK_ADDRESS_RATE_LIMIT: RateLimitRule = { name: "track", limit: 10, windowMs: 10 * 60 * 1000 };

/**
 * Look-ups per order number, from any address: 20 an hour. Order numbers are sequential and easy
 * to guess, so this stops many addresses together from guessing the e-mail of one order.
 */
export const TRACK_ORDER_RATE_LIMIT: RateLimitRule = { name: "track-order", limit: 20, windowMs: 60 * 60 * 1000 };

/** The account's order list: orders per page of GET /api/order/mine. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
