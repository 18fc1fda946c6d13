import type { RateLimitRule } from "@/server/rate-limit";

// Limits of cash on delivery's order placing (POST /api/order/cod). The open-orders limit per phone
// and per address is the owner's (DeliverySettings.codOpenOrdersLimit).

/** COD orders placed per client address: 10 in 10 minutes (a shopper retrying is far below it). */
export const COD_ORDER_RATE_LIMIT: RateLimitRule = { name: "cod-order", limit: 10, windowMs: 10 * 60 * 1000 };

/** A COD order is "open" (counts against the limit) until it is delivered or cancelled. */
export const OPEN_COD_STATUSES = ["draft", "confirmed", "shipped"] as const;

/** The phone's last 10 digits (the Indian mobile number without +91 or a leading 0). */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, "").slice(-10);

/** A street as the limit compares it: lower case, letters and digits only ("14, Lake View Rd." = "14lakeviewrd"). */
export const streetKey = (street: string): string => street.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
