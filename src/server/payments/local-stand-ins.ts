import "server-only";
import { SELL_MSG } from "@/lib/messages/selling";
import { ZLocalAuthorizeRequest, ZLocalPayLinkRequest } from "@/lib/schemas/payment";
import { db } from "@/server/db";
import { badRequest, conflict, noSuchApi, notFound } from "@/server/errors";
import { describeZodError } from "@/server/http/route";
import { LINK_CALLBACK_PATH, paymentLinkReference } from "./create-payment-link";
import { localGatewayActive, paymentKeySecret, webhookSecret } from "./gateway";
import { localId } from "./local-gateway";
import { type WebhookResult, processWebhook } from "./process-webhook";
import { checkoutSignature, paymentLinkSignature, webhookSignature } from "./signatures";

// The local fake gateway's side of its two stand-ins (local-gateway.ts): what Razorpay's servers
// would do when the shopper presses Pay or a payment fails in Checkout's window
// (public/local-checkout/checkout.js → POST /api/payments/local/authorize) or on the hosted
// payment-link page (/pay/{linkId} → POST /api/payments/local/pay-link). Their answers are signed
// like Razorpay's, and their webhooks go through the very same processWebhook with a real
// signature, so everything after them is the code that real payments run. With real keys these
// do not exist (404).

/** Razorpay's error object in Checkout's payment.failed event. */
export interface LocalPaymentError {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id: string; payment_id: string };
}

export type LocalAuthorization =
  | { outcome: "success"; razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { outcome: "failure"; error: LocalPaymentError };

/** Pay or Fail payment in the local Checkout window. */
export async function authorizeLocalPayment(body: unknown, now = new Date()): Promise<LocalAuthorization> {
  if (!localGatewayActive()) throw noSuchApi();
  const parsed = ZLocalAuthorizeRequest.safeParse(body);
  if (!parsed.success) throw badRequest(`Invalid request. ${describeZodError(parsed.error)}`);
  const { razorpayOrderId, outcome } = parsed.data;
  const payment = await db.payment.findUnique({ where: { razorpayOrderId }, select: { status: true, amountPaise: true, currency: true } });
  if (!payment) throw notFound(SELL_MSG.paymentNotFound);
  if (payment.status === "paid" || payment.status === "refunded") throw conflict(SELL_MSG.paymentAlreadyPaid);

  const razorpayPaymentId = localId("pay");
  if (outcome === "success") {
    const razorpay_signature = checkoutSignature({ razorpayOrderId, razorpayPaymentId }, paymentKeySecret());
    return { outcome, razorpay_payment_id: razorpayPaymentId, razorpay_order_id: razorpayOrderId, razorpay_signature };
  }

  const error: LocalPaymentError = {
    code: "BAD_REQUEST_ERROR",
    description: SELL_MSG.localPaymentDeclined,
    source: "bank",
    step: "payment_authorization",
    reason: "payment_failed",
    metadata: { order_id: razorpayOrderId, payment_id: razorpayPaymentId },
  };
  // As Razorpay would, the failure is also reported to our webhook.
  await deliverLocalWebhook("payment.failed", {
    payment: {
      entity: {
        id: razorpayPaymentId,
        entity: "payment",
        amount: payment.amountPaise,
        currency: payment.currency,
        status: "failed",
        order_id: razorpayOrderId,
        error_code: error.code,
        error_description: error.description,
        error_source: error.source,
        error_step: error.step,
        error_reason: error.reason,
      },
    },
  }, now);
  return { outcome, error };
}

export type LocalLinkPayment = { outcome: "success"; redirectUrl: string } | { outcome: "failure"; description: string };

/**
 * Pay or Fail payment on the local payment-link page. A success answers where Razorpay would
 * redirect the shopper (our callback with Razorpay's signed query) and, at the same time and
 * without waiting for it, delivers the signed payment_link.paid webhook: the callback and the
 * webhook race exactly as they do with Razorpay.
 */
export async function payLocalPaymentLink(body: unknown, now = new Date()): Promise<LocalLinkPayment> {
  if (!localGatewayActive()) throw noSuchApi();
  const parsed = ZLocalPayLinkRequest.safeParse(body);
  if (!parsed.success) throw badRequest(`Invalid request. ${describeZodError(parsed.error)}`);
  const { linkId, outcome } = parsed.data;
  const link = await findLocalPaymentLink(linkId);
  if (!link) throw notFound(SELL_MSG.paymentNotFound);
  if (link.status === "paid" || link.status === "refunded") throw conflict(SELL_MSG.paymentAlreadyPaid);
  if (outcome === "failure") return { outcome, description: SELL_MSG.localPaymentDeclined };

  const razorpayPaymentId = localId("pay");
  const signed = { paymentLinkId: linkId, referenceId: link.referenceId, status: "paid", razorpayPaymentId };
  const query = new URLSearchParams({
    razorpay_payment_id: razorpayPaymentId,
    razorpay_payment_link_id: linkId,
    razorpay_payment_link_reference_id: link.referenceId,
    razorpay_payment_link_status: "paid",
    razorpay_signature: paymentLinkSignature(signed, paymentKeySecret()),
  });
  const gatewayOrderId = localId("order");
  void deliverLocalWebhook("payment_link.paid", {
    payment_link: { entity: { id: linkId, entity: "payment_link", amount: link.amountPaise, amount_paid: link.amountPaise, currency: link.currency, reference_id: link.referenceId, status: "paid" } },
    order: { entity: { id: gatewayOrderId, entity: "order", amount: link.amountPaise, amount_paid: link.amountPaise, currency: link.currency, status: "paid" } },
    payment: { entity: { id: razorpayPaymentId, entity: "payment", amount: link.amountPaise, currency: link.currency, status: "captured", order_id: gatewayOrderId } },
  }, now).catch((error: unknown) => console.error("The local payment_link.paid webhook failed", error));
  return { outcome, redirectUrl: `${LINK_CALLBACK_PATH}?${query.toString()}` };
}

export interface LocalPaymentLink {
  linkId: string;
  status: "created" | "paid" | "failed" | "refunded";
  amountPaise: number;
  currency: string;
  referenceId: string;
  orderNumber: string;
  /** Whether this is the order's current link (a link sent again replaces it). */
  current: boolean;
}

/** A payment link of the local gateway as its hosted page shows it, from our own tables; null if unknown. */
export async function findLocalPaymentLink(linkId: string): Promise<LocalPaymentLink | null> {
  const payment = await db.payment.findUnique({
    where: { paymentLinkId: linkId },
    select: { status: true, amountPaise: true, currency: true, createdAt: true, order: { select: { id: true, orderNumber: true, paymentLinkId: true } } },
  });
  if (!payment) return null;
  // The link's reference is derived as create-payment-link.ts made it: its place among the order's links.
  const earlier = await db.payment.count({ where: { orderId: payment.order.id, kind: "payment_link", createdAt: { lt: payment.createdAt } } });
  return {
    linkId,
    status: payment.status,
    amountPaise: payment.amountPaise,
    currency: payment.currency,
    referenceId: paymentLinkReference(payment.order.orderNumber, earlier),
    orderNumber: payment.order.orderNumber,
    current: payment.order.paymentLinkId === linkId,
  };
}

/** Sends a webhook event as Razorpay would: a signed raw body and a fresh event id, to processWebhook. */
async function deliverLocalWebhook(event: string, payload: Record<string, unknown>, now: Date): Promise<WebhookResult> {
  const raw = JSON.stringify({ entity: "event", account_id: "acc_LOCAL", event, contains: Object.keys(payload), payload, created_at: Math.floor(now.getTime() / 1000) });
  return processWebhook(raw, webhookSignature(raw, webhookSecret()), localId("evt"));
}
