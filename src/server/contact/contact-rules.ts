import type { RateLimitRule } from "@/server/rate-limit";

/** POST /api/contact: a message is a few KB at most (2,000 characters of text, UTF-8, in JSON). */
export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

/**
 * Messages per client address: 5 in 10 minutes. Enough for a family or an office sharing one
 * address to each write, and it stops a script from filling the back office's inbox.
 */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", limit: 5, windowMs: 10 * 60 * 1000 };
