import type { RateLimitRule } from "@/server/rate-limit";

// POST /api/stock-alerts's limits (issue 45): a tiny JSON body, and a form a script must not be able
// to use to fill the owner's list or someone's inbox.

export const STOCK_ALERT_MAX_BODY_BYTES = 4 * 1024;

/** Requests per client address: 10 in 10 minutes (a family on one address asking for a few pieces). */
export const STOCK_ALERT_IP_LIMIT: RateLimitRule = { name: "stock-alert-ip", limit: 10, windowMs: 10 * 60 * 1000 };

/** Requests per e-mail address: 5 in an hour, whoever sends them. */
export const STOCK_ALERT_EMAIL_LIMIT: RateLimitRule = { name: "stock-alert-email", limit: 5, windowMs: 60 * 60 * 1000 };

/** How many alerts one transaction of the sender marks and queues. */
export const SEND_BATCH = 100;
