import type { RateLimitRule } from "@/server/rate-limit";

/** POST /api/inquiry/send-inquiry: 2,000 characters of message plus 20 codes are a few KB of JSON. */
export const INQUIRY_MAX_BODY_BYTES = 16 * 1024;

/**
 * Inquiries per client address: 5 in 10 minutes, like the contact form. Enough for a family or an
 * office behind one address, and it stops a script from filling the back office's inquiry list.
 */
export const INQUIRY_RATE_LIMIT: RateLimitRule = { name: "inquiry", limit: 5, windowMs: 10 * 60 * 1000 };
