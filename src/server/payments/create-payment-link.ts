import "server-only";
import { absoluteUrl } from "@/env";
import { CURRENCY, SHOP } from "@/lib/constants";
import { SELL_MSG } from "@/lib/messages/selling";
import type { Order } from "@/lib/types/order";
import { db } from "@/server/db";
import { AppError, conflict, notFound } from "@/server/errors";
import { holdOfferUsesUntil } from "@/server/offers/offer-uses";
import { getOrderById } from "@/server/orders/get-order";
import { recordOrderEvent } from "@/server/orders/record-order-event";
import { paymentGateway } from "./gateway";
import { PAYMENT_LINK_STATUSES, PAYMENT_LINK_TTL_MS } from "./payment-rules";

export const LINK_CALLBACK_PATH = "/api/payments/link-callback";

/** The reference of an order's link number `index` (0 for the first): SA-26-00042, SA-26-00042-2, ... */
export function paymentLinkReference(orderNumber: string, index: number): string {
  return index === 0 ? orderNumber : `${orderNumber}-${index + 1}`;
}

export interface CreatedPaymentLink {
  paymentLinkId: string;
  shortUrl: string;
  order: Order;
}

/**
 * The back office's 'Send payment link' (back office §4): a gateway Payment Link for an existing
 * order, for exactly its total (never an amount from a caller), with the order number as its
 * reference, the customer's name, e-mail and phone, an expiry, and our callback
 * (/api/payments/link-callback, GET). Stores a Payment for the link and, on the order, the link's
 * short URL and id, the method chosen (phonepe or paytm) and the status payment_pending with a
 * history step. Allowed from draft, acknowledged and payment_pending; sending again replaces the
 * order's link (the earlier link's Payment stays, so a payment on it still settles). Throws
 * AppErrors: 404, 409 (paid, cancelled... or changed meanwhile), 503 (no gateway, or it failed).
 */
export async function createPaymentLinkForOrder({ orderId, method, actor, now = new Date() }: { orderId: string; method: "phonepe" | "paytm"; actor: string; now?: Date }): Promise<CreatedPaymentLink> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { id: true, orderNumber: true, status: true, totalPaise: true, customerName: true, customerEmail: true, customerPhone: true, _count: { select: { payments: { where: { kind: "payment_link" } } } } },
  });
  if (!order) throw notFound("Order not found.");
  if (!(PAYMENT_LINK_STATUSES as readonly string[]).includes(order.status)) throw conflict(SELL_MSG.paymentLinkNotAllowed(order.status));
  const gateway = paymentGateway();

  // Razorpay wants each link's reference to be unique: the order number, then -2, -3 for links sent again.
  const referenceId = paymentLinkReference(order.orderNumber, order._count.payments);
  const expireBy = new Date(now.getTime() + PAYMENT_LINK_TTL_MS);
  let link;
  try {
    link = await gateway.createPaymentLink({
      amountPaise: order.totalPaise,
      referenceId,
      description: `${SHOP.name} order ${order.orderNumber}`,
      customer: { name: order.customerName, email: order.customerEmail, contact: /^\d{10}$/.test(order.customerPhone) ? `+91${order.customerPhone}` : order.customerPhone },
      expireBy,
      callbackUrl: absoluteUrl(LINK_CALLBACK_PATH),
      notes: { orderId: order.id, orderNumber: order.orderNumber },
    });
  } catch (error) {
    console.error(`Creating a payment link for ${order.orderNumber} failed`, error);
    throw new AppError("SERVICE_UNAVAILABLE", SELL_MSG.paymentServiceDown, { cause: error });
  }

  await db.$transaction(async (tx) => {
    // Conditional on the status read above still holding: a payment that arrived meanwhile wins.
    const moved = await tx.order.updateMany({
      where: { id: order.id, status: { in: [...PAYMENT_LINK_STATUSES] } },
      data: { status: "payment_pending", paymentLink: link.shortUrl, paymentLinkId: link.id, paymentMethod: method },
    });
    if (moved.count !== 1) {
      const current = await tx.order.findUnique({ where: { id: order.id }, select: { status: true } });
      throw conflict(SELL_MSG.paymentLinkNotAllowed(current?.status ?? "gone"));
    }
    // The order's offer uses (held until released while a request) now count until the link expires (issue 44).
    await holdOfferUsesUntil(tx, order.id, expireBy);
    await tx.payment.create({ data: { orderId: order.id, kind: "payment_link", paymentLinkId: link.id, amountPaise: order.totalPaise, currency: CURRENCY } });
    await recordOrderEvent(tx, { orderId: order.id, status: "payment_pending", actor, note: SELL_MSG.paymentLinkSent(method), at: now });
  });

  const updated = await getOrderById(order.id);
  if (!updated) throw notFound("Order not found.");
  return { paymentLinkId: link.id, shortUrl: link.shortUrl, order: updated };
}
