import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { CURRENCY } from "@/lib/constants";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";
import { releaseOfferUses } from "@/server/offers/offer-uses";
import { recordPaymentEvent } from "@/server/orders/record-payment-event";
import { webhookSecret } from "./gateway";
import { settleOrRefund } from "./settle-or-refund";
import { isValidWebhookSignature } from "./signatures";

// Razorpay's webhooks (POST /api/payments/webhook), and the local fake's deliveries of them.
//   1. The signature (X-Razorpay-Signature, HMAC-SHA256 of the RAW body with the webhook secret) is
//      checked before the body is even parsed: missing or wrong → 400, nothing read, nothing stored.
//   2. Each event is processed once: its id (x-razorpay-event-id; else a hash of the body, so a
//      redelivery of the same bytes still matches) is recorded in PaymentEvent in the transaction
//      that acts on it (settlePayment's, or recordPaymentEvent's for events that change nothing).
//   3. payment.captured and order.paid pay the checkout Payment of the gateway order (if the
//      captured amount is exactly what we asked for), payment_link.paid the Payment of the link,
//      all through settlePayment, so they reach the same state as verify in any order.
//      payment.failed notes the failure on an unpaid Payment (never on a paid one) and gives back
//      its order's offer uses (issue 44). Anything else,
//      and events about payments we do not know, are recorded and change nothing (200).

export type WebhookOutcome =
  | "paid"
  | "already_paid"
  | "sold_out"
  | "offer_used_up"
  | "not_payable"
  | "duplicate_event"
  | "failure_recorded"
  | "amount_mismatch"
  | "unknown_payment"
  | "ignored";

export interface WebhookResult {
  event: string;
  eventId: string;
  outcome: WebhookOutcome;
}

const ZEnvelope = z.object({ event: z.string().min(1).max(100), payload: z.record(z.string(), z.unknown()).optional() });

const ZPaymentEntity = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().max(64).nullish(),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(8),
  error_code: z.string().max(200).nullish(),
  error_description: z.string().max(2000).nullish(),
});
const ZPaymentPayload = z.object({ payment: z.object({ entity: ZPaymentEntity }) });
const ZPaymentLinkPayload = z.object({
  payment_link: z.object({ entity: z.object({ id: z.string().min(1).max(64), amount_paid: z.number().int().nonnegative().optional(), amount: z.number().int().nonnegative().optional() }) }),
  payment: z.object({ entity: ZPaymentEntity }),
});

const MALFORMED = "The webhook's body is not a Razorpay event.";

/** Verifies, parses and processes one webhook delivery. Throws a 400 AppError for a bad signature or body. */
export async function processWebhook(rawBody: string, signature: string | null, eventId: string | null): Promise<WebhookResult> {
  if (!signature || !isValidWebhookSignature(rawBody, signature, webhookSecret())) throw badRequest(SELL_MSG.webhookBadSignature);

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest(MALFORMED);
  }
  const envelope = ZEnvelope.safeParse(json);
  if (!envelope.success) throw badRequest(MALFORMED);
  const type = envelope.data.event;
  const id = eventId?.trim().slice(0, 200) || `body_${createHash("sha256").update(rawBody, "utf8").digest("hex")}`;
  const done = (outcome: WebhookOutcome): WebhookResult => ({ event: type, eventId: id, outcome });
  const payload = envelope.data.payload ?? {};

  if (type === "payment.captured" || type === "order.paid") {
    const parsed = ZPaymentPayload.safeParse(payload);
    if (!parsed.success) throw badRequest(MALFORMED);
    const entity = parsed.data.payment.entity;
    const payment = entity.order_id
      ? await db.payment.findUnique({ where: { razorpayOrderId: entity.order_id }, select: { id: true, amountPaise: true, currency: true } })
      : null;
    // A payment link's payment also has a (gateway-made) order: payment_link.paid settles those.
    if (!payment) return done((await recordPaymentEvent({ id, type })) ? "unknown_payment" : "duplicate_event");
    if (entity.amount !== payment.amountPaise || entity.currency !== payment.currency) {
      return done((await recordAmountMismatch(id, type, payment.id, entity.amount, entity.currency, payment.amountPaise)) ? "amount_mismatch" : "duplicate_event");
    }
    const settled = await settleOrRefund({ paymentId: payment.id, razorpayPaymentId: entity.id, actor: "gateway", event: { id, type } });
    return done(settled.outcome);
  }

  if (type === "payment_link.paid") {
    const parsed = ZPaymentLinkPayload.safeParse(payload);
    if (!parsed.success) throw badRequest(MALFORMED);
    const link = parsed.data.payment_link.entity;
    const entity = parsed.data.payment.entity;
    const payment = await db.payment.findUnique({ where: { paymentLinkId: link.id }, select: { id: true, amountPaise: true, currency: true } });
    if (!payment) return done((await recordPaymentEvent({ id, type })) ? "unknown_payment" : "duplicate_event");
    const paid = link.amount_paid ?? entity.amount;
    if (paid !== payment.amountPaise || entity.currency !== payment.currency) {
      return done((await recordAmountMismatch(id, type, payment.id, paid, entity.currency, payment.amountPaise)) ? "amount_mismatch" : "duplicate_event");
    }
    const settled = await settleOrRefund({ paymentId: payment.id, razorpayPaymentId: entity.id, actor: "gateway", event: { id, type } });
    return done(settled.outcome);
  }

  if (type === "payment.failed") {
    const parsed = ZPaymentPayload.safeParse(payload);
    if (!parsed.success) throw badRequest(MALFORMED);
    const entity = parsed.data.payment.entity;
    const payment = entity.order_id ? await db.payment.findUnique({ where: { razorpayOrderId: entity.order_id }, select: { id: true, orderId: true } }) : null;
    if (!payment) return done((await recordPaymentEvent({ id, type })) ? "unknown_payment" : "duplicate_event");
    const reason = (entity.error_description || entity.error_code || "Payment failed").slice(0, 500);
    const recorded = await recordPaymentEvent({ id, type, paymentId: payment.id }, async (tx) => {
      // Conditional: a payment that is paid (or refunded) by now is never marked failed.
      const failed = await tx.payment.updateMany({ where: { id: payment.id, status: { in: ["created", "failed"] } }, data: { status: "failed", failureReason: reason } });
      // Its order's offer uses are given back (issue 44); a retry that then pays claims them again (settle-payment.ts).
      if (failed.count === 1) await releaseOfferUses(tx, payment.orderId, "payment_failed", new Date());
    });
    return done(recorded ? "failure_recorded" : "duplicate_event");
  }

  return done((await recordPaymentEvent({ id, type })) ? "ignored" : "duplicate_event");
}

/** The gateway reports another amount than the one we asked for: recorded, logged, never paid. */
async function recordAmountMismatch(id: string, type: string, paymentId: string, amount: number, currency: string, expected: number): Promise<boolean> {
  const reason = `The gateway reported ${amount} ${currency} (paise) instead of ${expected} ${CURRENCY}; not settled.`;
  console.error(`Webhook ${id} (${type}) for payment ${paymentId}: ${reason}`);
  return recordPaymentEvent({ id, type, paymentId }, async (tx) => {
    await tx.payment.updateMany({ where: { id: paymentId, status: { in: ["created", "failed"] } }, data: { failureReason: reason } });
  });
}
