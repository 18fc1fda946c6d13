import "server-only";
import { randomBytes } from "node:crypto";
import { absoluteUrl } from "@/env";
import type { PaymentGateway } from "./gateway-types";

// The local fake gateway: development, the tests and the demo take "payments" without Razorpay
// and without a network. It keeps nothing of its own: its ids look like Razorpay's (with LOCAL in
// them, so they are never mistaken for real ones), and everything it needs later is in our own
// tables (the Payment row holds the order id or the payment link id and the amount). Its stand-ins
// for Razorpay's screens are public/local-checkout/checkout.js (Checkout) with
// POST /api/payments/local/authorize, and /pay/{linkId} (the hosted payment-link page) with
// POST /api/payments/local/pay-link. They sign with the fixed secrets below, as real HMACs.

/** Fixed secrets of the fake: known to anyone who reads this file, so never used for real money. */
export const LOCAL_KEY_ID = "rzp_test_LocalFakeGateway";
export const LOCAL_KEY_SECRET = "local-fake-gateway-key-secret (test payments only)";
export const LOCAL_WEBHOOK_SECRET = "local-fake-gateway-webhook-secret (test payments only)";
export const LOCAL_CHECKOUT_SCRIPT = "/local-checkout/checkout.js";

/** The payment ids the fake issues (pay_LOCAL…); it refunds no others. */
export const LOCAL_PAYMENT_ID = /^pay_LOCAL[A-Za-z0-9]+$/;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `order_LOCAL…`, `pay_LOCAL…`: Razorpay's prefixes, LOCAL and 14 random letters and digits. */
export function localId(prefix: "order" | "plink" | "pay" | "rfnd" | "evt"): string {
  const bytes = randomBytes(14);
  let tail = "";
  for (const byte of bytes) tail += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_LOCAL${tail}`;
}

/** The fake's hosted page of a payment link. */
export function localPaymentLinkPath(linkId: string): string {
  return `/pay/${encodeURIComponent(linkId)}`;
}

export function localGateway(): PaymentGateway {
  return {
    name: "local",
    keyId: LOCAL_KEY_ID,
    checkoutScriptUrl: LOCAL_CHECKOUT_SCRIPT,
    async createOrder({ amountPaise }) {
      return { id: localId("order"), amountPaise, currency: "INR" };
    },
    async createPaymentLink() {
      const id = localId("plink");
      return { id, shortUrl: absoluteUrl(localPaymentLinkPath(id)) };
    },
    async refund({ razorpayPaymentId }) {
      // As Razorpay does, a payment it never took cannot be refunded.
      if (!LOCAL_PAYMENT_ID.test(razorpayPaymentId)) throw new Error(`The id provided does not exist (${razorpayPaymentId})`);
      return { id: localId("rfnd") };
    },
  };
}
