// The order endpoints' JSON from the shop's own order types: rupees instead of paise, ISO dates,
// `_id`. Only what the caller may see leaves the server (the tracking answer carries no address,
// phone or e-mail: whoever knows a number and an e-mail learns the order's progress, nothing more).
import { TRACKING_MSG } from "@/lib/messages/tracking";
import type { Order, OrderEventEntry, OrderLine, OrderStatus } from "@/lib/types/order";
import type { AppliedOffer } from "@/lib/offers/types";
import type { CustomerOrderJSON, OrderLineJSON, OrderOfferJSON, OrderTimelineStepJSON, TrackedOrderJSON } from "@/lib/types/order-json";
import { paiseToRupees } from "@/lib/format";

export function orderLineJSON(line: OrderLine): OrderLineJSON {
  return {
    name: line.productName,
    code: line.productCode,
    color: line.colorName,
    size: line.sizeLabel,
    quantity: line.quantity,
    unitPrice: paiseToRupees(line.unitPricePaise),
    totalPrice: paiseToRupees(line.linePricePaise),
    offerDiscount: paiseToRupees(line.offerDiscountPaise),
  };
}

export function orderOfferJSON(offer: AppliedOffer): OrderOfferJSON {
  return { name: offer.name, code: offer.code, discount: paiseToRupees(offer.discountPaise) };
}

const step = (status: OrderStatus, at: Date, first: boolean): OrderTimelineStepJSON => ({
  // However an order starts (a request as draft, a checkout awaiting its payment), its first step is "Order placed".
  status,
  label: first ? TRACKING_MSG.orderStatusLabel.draft : TRACKING_MSG.orderStatusLabel[status],
  at: at.toISOString(),
});

/**
 * The steps the order went through, oldest first: one per status it entered (a status entered twice
 * in a row, e.g. a payment link sent again, is one step, from the first time). An order without a
 * recorded history shows when it was placed and, if it has moved on, its status now.
 */
export function orderTimelineJSON(order: Pick<Order, "status" | "source" | "createdAt" | "updatedAt">, events: readonly OrderEventEntry[]): OrderTimelineStepJSON[] {
  if (events.length === 0) {
    const start: OrderStatus = order.source === "checkout" ? "payment_pending" : "draft";
    const steps = [step(start, order.createdAt, true)];
    if (order.status !== start) steps.push(step(order.status, order.updatedAt, false));
    return steps;
  }
  const steps: OrderTimelineStepJSON[] = [];
  for (const event of events) {
    if (steps.at(-1)?.status === event.status) continue;
    steps.push(step(event.status, event.at, steps.length === 0));
  }
  return steps;
}

/** POST /api/order/track's `order`. */
export function trackedOrderJSON({ order, events, hasInvoice }: { order: Order; events: readonly OrderEventEntry[]; hasInvoice: boolean }): TrackedOrderJSON {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    lines: order.lines.map(orderLineJSON),
    totalAmount: paiseToRupees(order.totalPaise),
    timeline: orderTimelineJSON(order, events),
    courierName: order.courierName,
    trackingNumber: order.trackingNumber,
    paymentLink: order.status === "payment_pending" ? order.paymentLink : null,
    invoice: hasInvoice,
    refund: order.status === "cancelled" && order.paymentMethod !== "cod" && (order.paidAt !== null || order.refundDue),
    paymentMethod: order.paymentMethod,
    codFee: paiseToRupees(order.codFeePaise),
    discount: paiseToRupees(order.discountPaise),
    offers: order.offers.map(orderOfferJSON),
  };
}

/** One of a customer's orders in their list (src/server/orders/list-customer-orders.ts). */
export interface CustomerOrderSummary {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  totalPaise: number;
  createdAt: Date;
  hasInvoice: boolean;
}

/** GET /api/order/mine's `orders[]`. */
export function customerOrderJSON(order: CustomerOrderSummary): CustomerOrderJSON {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    totalAmount: paiseToRupees(order.totalPaise),
    status: order.status,
    invoice: order.hasInvoice,
  };
}
