import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's three signatures, made and checked here (and only here). Each is the hex HMAC-SHA256
// of a message with a secret:
//   checkout      key secret,     `${razorpay_order_id}|${razorpay_payment_id}`         (POST /api/payments/verify)
//   webhook       webhook secret, the request body exactly as received (RAW bytes)    (X-Razorpay-Signature)
//   payment link  key secret,     `${plink id}|${reference id}|${status}|${payment id}` (the link's callback)
// Checks compare in constant time. The razorpay package's validatePaymentVerification and
// validateWebhookSignature compare with ===, which leaks how much of a guess was right, so they
// are not used. The local fake gateway and the tests make their signatures with the same functions:
// signatures are always real HMACs.

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** Whether `given` equals `expected`, in time that does not depend on where they differ. */
export function constantTimeEqual(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  if (a.length !== b.length) {
    timingSafeEqual(a, a); // same work either way
    return false;
  }
  return timingSafeEqual(a, b);
}

export interface CheckoutSigned {
  razorpayOrderId: string;
  razorpayPaymentId: string;
}

/** The razorpay_signature Checkout hands to its handler after a successful payment. */
export function checkoutSignature({ razorpayOrderId, razorpayPaymentId }: CheckoutSigned, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${razorpayOrderId}|${razorpayPaymentId}`);
}

/** `razorpayOrderId` must be the id WE stored for the order, never one taken from the request alone. */
export function isValidCheckoutSignature(signed: CheckoutSigned, signature: unknown, keySecret: string): boolean {
  return constantTimeEqual(checkoutSignature(signed, keySecret), signature);
}

/** X-Razorpay-Signature of a webhook: over the raw body text, before any parsing. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(rawBody: string, signature: unknown, webhookSecret: string): boolean {
  return constantTimeEqual(webhookSignature(rawBody, webhookSecret), signature);
}

/** The query of Razorpay's redirect after a payment-link payment (callback_method get). */
export interface PaymentLinkSigned {
  paymentLinkId: string;
  referenceId: string;
  status: string;
  razorpayPaymentId: string;
}

export function paymentLinkSignature({ paymentLinkId, referenceId, status, razorpayPaymentId }: PaymentLinkSigned, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${paymentLinkId}|${referenceId}|${status}|${razorpayPaymentId}`);
}

export function isValidPaymentLinkSignature(signed: PaymentLinkSigned, signature: unknown, keySecret: string): boolean {
  return constantTimeEqual(paymentLinkSignature(signed, keySecret), signature);
}
