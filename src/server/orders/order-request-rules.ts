import type { RateLimitRule } from "@/server/rate-limit";

/** POST /api/order/create: a request is a few KB at most (contact details, notes, up to 100 lines of ids). */
export const ORDER_REQUEST_MAX_BODY_BYTES = 32 * 1024;

/**
 * Order requests per client address: 10 in 10 minutes. Enough for a family or an office sharing
 * one address to each order, and it stops a script from filling the back office with drafts
 * (each of which takes an order number).
 */
export const ORDER_REQUEST_RATE_LIMIT: RateLimitRule = { name: "order-request", limit: 10, windowMs: 10 * 60 * 1000 };
