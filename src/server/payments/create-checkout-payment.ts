import "server-only";
import { CURRENCY } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { CARD_PAYMENT_MAX_PAISE } from "@/lib/money-limits";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { AppError } from "@/server/errors";
import { releaseOfferUses } from "@/server/offers/offer-uses";
import { createOrder } from "@/server/orders/create-order";
import { readCheckoutOrder } from "@/server/orders/checkout-order-input";
import { recordOrderEvent } from "@/server/orders/record-order-event";
import { enforceRateLimit } from "@/server/rate-limit";
import { paymentGateway } from "./gateway";
import { PAYMENT_ORDER_RATE_LIMIT } from "./payment-rules";

/** What the checkout needs to open the gateway's window (data of POST /api/payments/create-order). */
export interface CheckoutPaymentOrder {
  keyId: string;
  /** Paise, from the database prices of the lines (never from the request). */
  amount: number;
  currency: "INR";
  razorpayOrderId: string;
  receipt: string;
  orderId: string;
  orderNumber: string;
  checkoutScriptUrl: string;
}

/**
 * Starts a card payment at /checkout: our order (source checkout, status payment_pending) priced
 * from the database, a gateway order for exactly its total, and the Payment row that ties the two.
 * Of the request only the item ids, quantities and colours, the customer and the notes are read;
 * any amount, name or price in it is ignored. Throws AppErrors: 400 (the checkout's messages; a
 * total above Razorpay's per-order limit, CARD_PAYMENT_MAX_PAISE, offers an order request), 404 /
 * 409 (a piece gone, switched off or short of stock, named), 429, 503 (no gateway, or it failed).
 */
export async function createCheckoutPayment({ body, address, customerId, now = new Date() }: { body: unknown; address: string; customerId: string | null; now?: Date }): Promise<CheckoutPaymentOrder> {
  const asked = readCheckoutOrder({ body, customerId, now });
  await enforceRateLimit(PAYMENT_ORDER_RATE_LIMIT, address, SELL_MSG.paymentTooMany, now);
  const gateway = paymentGateway(); // a production server without keys refuses here, before any order exists
  // Razorpay's per-order limit: above it, no order and a 400 that offers an order request instead.
  const maxTotal = { paise: CARD_PAYMENT_MAX_PAISE, message: (total: number) => SELL_MSG.checkoutAboveCardLimit(formatRupees(total), formatRupees(CARD_PAYMENT_MAX_PAISE)) };
  // Razorpay's floor is ₹1: an order whose offers bring it below is refused in words (createOrder).
  const order = await createOrder({ ...asked, status: "payment_pending", paymentMethod: "razorpay", maxTotal, minTotalPaise: CARD_PAYMENT_MIN_PAISE });

  // Razorpay asks for a receipt of at most 40 characters; the order number keeps it unique.
  const receipt = `rcpt_${now.getTime()}_${order.orderNumber}`;
  let gatewayOrder;
  try {
    gatewayOrder = await gateway.createOrder({ amountPaise: order.totalPaise, receipt, notes: { orderId: order.id, orderNumber: order.orderNumber } });
  } catch (error) {
    console.error(`Creating the gateway order for ${order.orderNumber} failed`, error);
    await cancelUnstartedOrder(order.id);
    throw new AppError("SERVICE_UNAVAILABLE", SELL_MSG.paymentServiceDown, { headers: { "Retry-After": "30" }, cause: error });
  }

  await db.payment.create({
    data: { orderId: order.id, kind: "checkout", razorpayOrderId: gatewayOrder.id, amountPaise: order.totalPaise, currency: CURRENCY },
  });
  return {
    keyId: gateway.keyId,
    amount: order.totalPaise,
    currency: "INR",
    razorpayOrderId: gatewayOrder.id,
    receipt,
    orderId: order.id,
    orderNumber: order.orderNumber,
    checkoutScriptUrl: gateway.checkoutScriptUrl,
  };
}

/** Razorpay's smallest order: ₹1. */
const CARD_PAYMENT_MIN_PAISE = 100;

/** An order whose payment could not even start is cancelled, so it does not wait in the back office; its offer uses are given back. */
async function cancelUnstartedOrder(orderId: string): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      const moved = await tx.order.updateMany({ where: { id: orderId, status: "payment_pending" }, data: { status: "cancelled" } });
      if (moved.count === 1) {
        await recordOrderEvent(tx, { orderId, status: "cancelled", actor: "system", note: "The payment gateway did not answer; nothing was charged." });
        await releaseOfferUses(tx, orderId, "payment_not_started", new Date());
      }
    });
  } catch (error) {
    console.error(`Cancelling order ${orderId} failed`, error);
  }
}
