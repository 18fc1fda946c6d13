import "server-only";
import type { Order } from "@/lib/types/order";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { OFFER_MSG } from "@/lib/messages/offers";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { confirmOfferUses, releaseOfferUses } from "@/server/offers/offer-uses";
import type { DbClient } from "./db-client";
import { orderSelect, toOrder } from "./order-row";
import { recordOrderEvent } from "./record-order-event";
import { afterOrderPaid, expireStockPages } from "./after-order-paid";
import { takeStock } from "./take-stock";

// THE one way a payment becomes paid: the checkout's verify call, Razorpay's webhooks and the
// payment-link callback all end here, in whatever order and however often they arrive.
//
// One transaction:
//   1. the Payment row is locked (FOR UPDATE): verify and the webhooks for one payment queue here;
//   2. a webhook's event id is recorded (PaymentEvent's primary key): a redelivery of the same event
//      finds it and changes nothing; then the Order is locked, and a second settlement finds it paid;
//   3. the payment is marked paid with the gateway's payment id;
//   4. if the order can still be paid, its offer uses are confirmed (offer-uses.ts: one given back
//      meanwhile is claimed again under the offer's lock; if the offer filled up, the order is
//      cancelled and refunded, outcome offer_used_up), then each piece's stock is locked in id order (no deadlock between
//      orders sharing pieces) and taken with a conditional update (stock >= n), so the last piece
//      cannot be sold twice (a piece sold by size: the stock of the line's size, take-stock.ts); the order becomes paid, with its history step and its GST invoice;
//   5. otherwise the money was taken for something we cannot deliver (a piece sold out meanwhile, or
//      the order was cancelled or already paid by another payment): the order is flagged refundDue
//      and the caller refunds through the gateway (src/server/payments/refund-payment.ts).
// After commit: the sold pieces' cached pages are expired and the payment-received mail goes out.

export type SettleOutcome =
  /** This call paid the order. */
  | "paid"
  /** The payment was already settled (a repeat of verify, or verify after the webhook). */
  | "already_paid"
  /** A piece sold out before the money arrived: order cancelled, refund due. */
  | "sold_out"
  /** The order's offer was given back (a failed attempt, an expired hold) and filled up before this payment: order cancelled, refund due. */
  | "offer_used_up"
  /** The order was cancelled or paid by another payment before this one: refund due. */
  | "not_payable"
  /** This webhook event was processed before: nothing changed. */
  | "duplicate_event";

export interface SettleInput {
  /** Our Payment row's id. */
  paymentId: string;
  razorpayPaymentId: string;
  razorpaySignature?: string | null;
  actor: "customer" | "gateway";
  /** The webhook event that reports it (x-razorpay-event-id), recorded for idempotency. */
  event?: { id: string; type: string };
  now?: Date;
}

export interface SettleResult {
  outcome: SettleOutcome;
  order: Order;
}

const PAYABLE = new Set(["draft", "acknowledged", "payment_pending"]);

export async function settlePayment(input: SettleInput): Promise<SettleResult> {
  const now = input.now ?? new Date();
  const result = await db.$transaction((tx) => settle(tx, input, now), { maxWait: 10_000, timeout: 15_000 });
  if (result.outcome === "paid") await afterOrderPaid(result.order, result.soldProductIds);
  // A repeat after a crash between the commit and the lines above (an instance killed there, then
  // verify retried or the webhook delivered on another one) must still expire the sold pieces' pages:
  // doing it again is harmless. (The payment mail is sent at most once: a crash there loses it.)
  if (result.outcome === "already_paid" && result.order.status !== "cancelled") expireSoldPiecesAgain(result.order);
  return { outcome: result.outcome, order: result.order };
}

function expireSoldPiecesAgain(order: Order): void {
  try {
    expireStockPages([...new Set(order.lines.flatMap((line) => (line.productId ? [line.productId] : [])))]);
  } catch (error) {
    console.error("expiring the sold pieces' pages failed", error);
  }
}

async function settle(tx: DbClient, input: SettleInput, now: Date): Promise<SettleResult & { soldProductIds: string[] }> {
  // The Payment row is locked before anything else is written, so every settlement of one payment
  // (verify, and any of the gateway's events) takes its locks in the same order: no deadlock.
  const payments = await tx.$queryRaw<{ id: string; orderId: string; status: string }[]>`
    SELECT "id", "orderId", "status"::text AS "status" FROM "Payment" WHERE "id" = ${input.paymentId} FOR UPDATE`;
  const payment = payments[0];
  if (!payment) throw notFound("Payment not found.");
  if (input.event) {
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "PaymentEvent" ("id", "type", "paymentId", "receivedAt") VALUES (${input.event.id}, ${input.event.type}, ${input.paymentId}, ${now})
      ON CONFLICT ("id") DO NOTHING RETURNING "id"`;
    if (inserted.length === 0) return { outcome: "duplicate_event", order: await readOrder(tx, payment.orderId), soldProductIds: [] };
  }
  const orders = await tx.$queryRaw<{ status: string }[]>`SELECT "status"::text AS "status" FROM "Order" WHERE "id" = ${payment.orderId} FOR UPDATE`;
  const orderStatus = orders[0]?.status;

  if (payment.status === "paid" || payment.status === "refunded") {
    return { outcome: "already_paid", order: await readOrder(tx, payment.orderId), soldProductIds: [] };
  }

  await tx.payment.update({
    where: { id: payment.id },
    data: { status: "paid", razorpayPaymentId: input.razorpayPaymentId, razorpaySignature: input.razorpaySignature ?? null, failureReason: null },
  });

  if (!orderStatus || !PAYABLE.has(orderStatus)) {
    await tx.order.update({ where: { id: payment.orderId }, data: { refundDue: true } });
    await recordOrderEvent(tx, {
      orderId: payment.orderId,
      status: (orderStatus ?? "cancelled") as Order["status"],
      actor: "gateway",
      note: `A payment (${input.razorpayPaymentId}) arrived after the order was ${orderStatus === "cancelled" ? "cancelled" : "paid"}; a full refund is due.`,
      at: now,
    });
    return { outcome: "not_payable", order: await readOrder(tx, payment.orderId), soldProductIds: [] };
  }

  if (!(await confirmOfferUses(tx, payment.orderId, now))) {
    await tx.order.update({ where: { id: payment.orderId }, data: { status: "cancelled", refundDue: true } });
    await releaseOfferUses(tx, payment.orderId, "offer_used_up", now);
    await recordOrderEvent(tx, { orderId: payment.orderId, status: "cancelled", actor: "system", note: OFFER_MSG.usedUpBeforePayment, at: now });
    return { outcome: "offer_used_up", order: await readOrder(tx, payment.orderId), soldProductIds: [] };
  }

  const lines = await tx.orderLine.findMany({ where: { orderId: payment.orderId }, select: { productId: true, sizeId: true, sizeLabel: true, quantity: true, productName: true } });
  const taken = await takeStock(tx, lines);
  if (!taken.ok) {
    await tx.order.update({ where: { id: payment.orderId }, data: { status: "cancelled", refundDue: true } });
    await recordOrderEvent(tx, {
      orderId: payment.orderId,
      status: "cancelled",
      actor: "system",
      note: `"${taken.shortOf}" sold out before the payment arrived; a full refund is due.`,
      at: now,
    });
    return { outcome: "sold_out", order: await readOrder(tx, payment.orderId), soldProductIds: [] };
  }

  const order = await tx.order.update({ where: { id: payment.orderId }, data: { status: "paid", paidAt: now }, select: { shipState: true } });
  await recordOrderEvent(tx, { orderId: payment.orderId, status: "paid", actor: input.actor === "customer" ? "customer" : "gateway", at: now });
  await issueInvoice(tx, { orderId: payment.orderId, buyerState: order.shipState, now });
  return { outcome: "paid", order: await readOrder(tx, payment.orderId), soldProductIds: taken.productIds };
}

async function readOrder(tx: DbClient, orderId: string): Promise<Order> {
  return toOrder(await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: orderSelect }));
}

