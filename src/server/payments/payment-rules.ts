import type { RateLimitRule } from "@/server/rate-limit";

// Limits of the payment API. Bodies: a payment order is 100 lines of ids plus the address (well
// under 32 KB); a verify body is four ids; Razorpay's webhook events are a few KB (256 KB leaves
// room for any event it may add).

export const PAYMENT_ORDER_MAX_BODY_BYTES = 32 * 1024;
export const VERIFY_MAX_BODY_BYTES = 8 * 1024;
export const WEBHOOK_MAX_BODY_BYTES = 256 * 1024;
export const LOCAL_STAND_IN_MAX_BODY_BYTES = 2 * 1024;

/** New payment orders per client address: 20 in 10 minutes (a shopper retrying is far below it). */
export const PAYMENT_ORDER_RATE_LIMIT: RateLimitRule = { name: "payment-order", limit: 20, windowMs: 10 * 60 * 1000 };

/** Payment verifications per client address: 60 in 10 minutes. */
export const VERIFY_RATE_LIMIT: RateLimitRule = { name: "payment-verify", limit: 60, windowMs: 10 * 60 * 1000 };

/** A payment link can be paid for this long after it is sent. */
export const PAYMENT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Order statuses from which a payment link may be sent (again: a new link replaces the old one). */
export const PAYMENT_LINK_STATUSES = ["draft", "acknowledged", "payment_pending"] as const;
