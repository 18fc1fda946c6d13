import "server-only";
import type { RateLimitRule } from "@/server/rate-limit";

// Server-side limits of the shopper's return routes (POST /api/returns*).

/** The look-up JSON (order number, e-mail, request id) is well under 1 KB. */
export const RETURN_LOOKUP_MAX_BYTES = 2 * 1024;

/**
 * Look-ups and requests per client address of everyone but the signed-in owner of the order: 30 in
 * 10 minutes (a shopper choosing pieces never meets it).
 */
export const RETURN_ADDRESS_RATE_LIMIT: RateLimitRule = { name: "returns", limit: 30, windowMs: 10 * 60 * 1000 };

/**
 * FAILED anonymous look-ups per order number, from any address: 40 an hour; past it a wrong e-mail
 * answers 429. Only failures count, and a look-up with the right e-mail (or by the signed-in owner)
 * is never refused by it, so guessing cannot lock the shopper out (issue 40).
 */
export const RETURN_ORDER_FAILED_RATE_LIMIT: RateLimitRule = { name: "returns-order-failed", limit: 40, windowMs: 60 * 60 * 1000 };
