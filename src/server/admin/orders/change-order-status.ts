import "server-only";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { UpdateOrderStatusInput } from "@/lib/schemas/admin-order";
import type { Order, OrderStatus, PaymentMethod } from "@/lib/types/order";
import { recordAudit } from "@/server/admin/audit";
import { type MoneyActor, requireRefundAuthority, requireWithinRefundLimit } from "./refund-authority";
import { db } from "@/server/db";
import { badRequest, conflict, notFound } from "@/server/errors";
import { expireStockPages } from "@/server/orders/after-order-paid";
import type { DbClient } from "@/server/orders/db-client";
import { getOrderById } from "@/server/orders/get-order";
import { recordOrderEvent } from "@/server/orders/record-order-event";
import { sendOrderMail } from "@/server/orders/send-order-mail";
import { releaseOfferUses } from "@/server/offers/offer-uses";
import { refundPayment } from "@/server/payments/refund-payment";
import { giveBackStock } from "@/server/orders/take-stock";
import { COD_STOCK_STATUSES, PAID_STATUSES, refusalOf } from "@/lib/admin/order-transitions";
import { COD_MSG } from "@/lib/messages/cod";
import { applyCodMove } from "./cod-moves";
import { alertsAfterRestock } from "@/server/stock-alerts/after-restock";

type Actor = MoneyActor;

// PATCH /api/order/update-status/{id} (back office §4, issue 14). One transaction: the order row is
// locked (FOR UPDATE), so two owners pressing buttons at once, or a payment arriving meanwhile,
// queue; the move is checked against the status read under the lock; the order moves, with its
// history step (the tracking timeline) and an audit entry. Cancelling a paid or processing order
// puts its pieces back in stock in the same transaction (exactly once: a second cancel finds the
// order cancelled and is refused), then, after commit, refunds its payments through the gateway.
// The customer's status mail follows the commit; a mail that fails never undoes the change.
// A cash-on-delivery order takes its own road (COD_MOVES); what its moves do besides is cod-moves.ts.

interface Moved {
  from: OrderStatus;
  restockedProductIds: string[];
  /** A cash-on-delivery order confirmed: the pieces taken from stock. */
  soldProductIds: string[];
  paidPaymentIds: string[];
  /** A cash-on-delivery order rejected: the owner's reason (for the mail). */
  rejectReason: string | null;
}

export async function changeOrderStatus({ admin, id, input, now = new Date() }: { admin: Actor; id: string; input: UpdateOrderStatusInput; now?: Date }): Promise<Order> {
  const to = input.status;
  if (to !== "shipped" && (input.courierName || input.trackingNumber)) throw badRequest("courierName and trackingNumber are given only when an order is shipped.");

  const moved = await db.$transaction((tx) => move(tx, { admin, id, input, now }), { maxWait: 10_000, timeout: 15_000 });

  const stockChanged = [...moved.restockedProductIds, ...moved.soldProductIds];
  if (stockChanged.length > 0) {
    try {
      expireStockPages(stockChanged);
    } catch (error) {
      console.error("expiring the restocked pieces' pages failed", error);
    }
  }
  // A cancelled order's pieces back on the shelf: their waiting back-in-stock alerts go now.
  if (moved.restockedProductIds.length > 0) await alertsAfterRestock(moved.restockedProductIds);
  for (const paymentId of moved.paidPaymentIds) await refundCancelled(id, paymentId, now);

  const order = await getOrderById(id);
  if (!order) throw notFound(ORDER_ADMIN_MSG.notFound);
  await sendOrderMail("status", order, { status: to, reason: moved.rejectReason });
  return order;
}

async function move(tx: DbClient, { admin, id, input, now }: { admin: Actor; id: string; input: UpdateOrderStatusInput; now: Date }): Promise<Moved> {
  const to = input.status;
  const rows = await tx.$queryRaw<{ status: OrderStatus; orderNumber: string; courierName: string | null; trackingNumber: string | null; paymentMethod: PaymentMethod | null }[]>`
    SELECT "status"::text AS "status", "orderNumber", "courierName", "trackingNumber", "paymentMethod"::text AS "paymentMethod" FROM "Order" WHERE "id" = ${id} FOR UPDATE`;
  const before = rows[0];
  if (!before) throw notFound(ORDER_ADMIN_MSG.notFound);
  const from = before.status;
  const cod = before.paymentMethod === "cod";
  const refusal = refusalOf(from, to, before.paymentMethod);
  if (refusal) throw conflict(refusal);
  // Rejecting a COD order after the confirmation call: the customer is told why.
  const rejecting = cod && from === "draft" && to === "cancelled";
  if (rejecting && !input.note) throw badRequest(COD_MSG.reasonRequired);

  const shipping = to === "shipped" ? { courierName: input.courierName, trackingNumber: input.trackingNumber } : {};
  // A COD order never holds money before it is delivered (final): cancelling it refunds nothing.
  const cancellingPaid = !cod && to === "cancelled" && PAID_STATUSES.includes(from);
  const restocking = cancellingPaid || (cod && to === "cancelled" && COD_STOCK_STATUSES.includes(from));
  const paidPayments = cancellingPaid ? await tx.payment.findMany({ where: { orderId: id, status: "paid" }, select: { id: true, amountPaise: true } }) : [];
  // Issue 43: cancelling a paid order refunds it, so it is a refund: the refund permission, a fresh
  // second factor, and for a manager at most the owner's limit.
  if (paidPayments.length > 0) {
    requireRefundAuthority(admin, now);
    await requireWithinRefundLimit(tx, admin, paidPayments.reduce((sum, payment) => sum + payment.amountPaise, 0));
  }

  // refundDue is set until the gateway confirms each refund (refund-payment.ts clears it).
  // deliveredAt starts the 7-day return window (src/server/returns).
  const delivered = to === "delivered" ? { deliveredAt: now } : {};
  await tx.order.update({ where: { id }, data: { status: to, ...shipping, ...delivered, ...(paidPayments.length > 0 ? { refundDue: true } : {}) } });
  const restockedProductIds = restocking ? await restock(tx, id) : [];
  const codMove = cod ? await applyCodMove(tx, { id, from, to, now }) : null;
  // A cancelled order gives its offer uses back (issue 44), whatever its method and prior status.
  const releasedOffers = to === "cancelled" ? await releaseOfferUses(tx, id, "order_cancelled", now) : 0;

  // Confirming records only what the owner wrote (an optional note), never a guess at how.
  const codNote = rejecting ? COD_MSG.rejectedNote(input.note!) : null;
  const note = codNote ?? input.note ?? (to === "shipped" ? ORDER_ADMIN_MSG.shippedNote(input.courierName, input.trackingNumber) : to === "cancelled" ? ORDER_ADMIN_MSG.cancelledNote : null);
  await recordOrderEvent(tx, { orderId: id, status: to, actor: `admin:${admin.id}`, note, at: now });
  if (to === "cancelled" && from === "payment_pending") {
    // The gateway seam cannot cancel a sent link: it stays payable until it expires, and a payment
    // on it finds the order cancelled and is refunded at once (settle-or-refund.ts).
    await recordOrderEvent(tx, { orderId: id, status: to, actor: "system", note: ORDER_ADMIN_MSG.linkLeftOpenNote, at: now });
  }

  const changes: Record<string, [unknown, unknown]> = { status: [from, to] };
  if (to === "shipped") {
    if (before.courierName !== input.courierName) changes.courierName = [before.courierName, input.courierName];
    if (before.trackingNumber !== input.trackingNumber) changes.trackingNumber = [before.trackingNumber, input.trackingNumber];
  }
  if (restockedProductIds.length > 0) changes.restocked = [null, restockedProductIds];
  if (codMove) Object.assign(changes, codMove.changes);
  if (rejecting) changes.reason = [null, input.note];
  if (releasedOffers > 0) changes.offerUsesReleased = [null, releasedOffers];
  await recordAudit(tx, admin, {
    entity: "order",
    entityId: id,
    action: "status",
    summary: `Order ${before.orderNumber}: ${from} → ${to}`,
    changes,
  });
  return {
    from,
    restockedProductIds,
    soldProductIds: codMove?.soldProductIds ?? [],
    paidPaymentIds: paidPayments.map((payment) => payment.id),
    rejectReason: rejecting ? input.note : null,
  };
}

/**
 * Puts the order's pieces back: each line's quantity onto its product, or onto its size for a piece
 * sold by size (lines whose product or size was deleted have nothing to return to), locked in the
 * order the payment's settlement locks them in (take-stock.ts), so the two never deadlock.
 */
async function restock(tx: DbClient, orderId: string): Promise<string[]> {
  const lines = await tx.orderLine.findMany({ where: { orderId, productId: { not: null } }, select: { productId: true, sizeId: true, quantity: true, productName: true } });
  return (await giveBackStock(tx, lines)).productIds;
}

/** Refunds one payment of a cancelled order and writes the outcome on the order's history. */
async function refundCancelled(orderId: string, paymentId: string, now: Date): Promise<void> {
  const result = await refundPayment({ paymentId, reason: ORDER_ADMIN_MSG.cancelledNote, now });
  if (result.ok && result.alreadyRefunded) return;
  const payment = await db.payment.findUnique({ where: { id: paymentId }, select: { razorpayPaymentId: true } });
  const label = payment?.razorpayPaymentId ?? paymentId;
  await recordOrderEvent(db, {
    orderId,
    status: "cancelled",
    actor: "gateway",
    note: result.ok ? ORDER_ADMIN_MSG.refundedNote(label) : ORDER_ADMIN_MSG.refundFailedNote(label),
  });
}
