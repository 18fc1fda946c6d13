import "server-only";
import type { RateLimitRule } from "@/server/rate-limit";

// Server-side limits of the shopper's return routes (POST /api/returns*).

/** The look-up JSON (order number, e-mail, request id) is well under 1 KB. */
export const RETURN_LOOKUP_MAX_BYTES = 2 * 1024;

/** Look-ups and requests per client address: 30 in 10 minutes (a shopper choosing pieces never meets it). */
export const RETURN_ADDRESS_RATE_LIMIT: RateLimitRule = { name: "returns", limit: 30, windowMs: 10 * 60 * 1000 };

/** Per order number, from any address: 40 an hour, so many addresses cannot guess one order's e-mail. */
export const RETURN_ORDER_RATE_LIMIT: RateLimitRule = { name: "returns-order", limit: 40, windowMs: 60 * 60 * 1000 };
