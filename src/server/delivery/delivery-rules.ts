import type { RateLimitRule } from "@/server/rate-limit";

/** The PIN check per client address: a shopper tries a few PINs; a scraper of the table is slowed. */
export const DELIVERY_CHECK_RATE_LIMIT: RateLimitRule = { name: "delivery-check", limit: 30, windowMs: 10 * 60 * 1000 };

/** An answer depends on the PIN and the day: the browser may keep it a few minutes, no shared cache. */
export const DELIVERY_CHECK_CACHE_CONTROL = "private, max-age=300";
