// The JSON of the order endpoints the shopper uses (POST /api/order/track, GET /api/order/mine):
// rupees, ISO dates, `_id`. Built by src/lib/json/order.ts; read by the tracking page and /account.
import type { OrderStatus, PaymentMethod } from "./order";

export interface OrderLineJSON {
  name: string;
  code: string;
  color: string | null;
  /** The size's label ("12", "2-6") for a piece sold by size (issue 42), else null. */
  size: string | null;
  quantity: number;
  /** Rupees. */
  unitPrice: number;
  /** Rupees: unitPrice × quantity (before offers). */
  totalPrice: number;
  /** Rupees: this line's share of the order's offers (0 without). */
  offerDiscount: number;
}

/** An offer an order got (issue 44). */
export interface OrderOfferJSON {
  name: string;
  /** The coupon code, or null for an automatic offer. */
  code: string | null;
  /** Rupees. */
  discount: number;
}

/** One step the order went through, with when (ISO). */
export interface OrderTimelineStepJSON {
  status: OrderStatus;
  label: string;
  at: string;
}

/** An order as the tracking page shows it to whoever gave its number and e-mail. */
export interface TrackedOrderJSON {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  lines: OrderLineJSON[];
  /** Rupees; shipping is free. */
  totalAmount: number;
  /** Oldest first. */
  timeline: OrderTimelineStepJSON[];
  courierName: string | null;
  trackingNumber: string | null;
  /** Only while the order waits for its payment (payment_pending). */
  paymentLink: string | null;
  /** Whether its GST invoice can be downloaded. */
  invoice: boolean;
  /** A paid order that was cancelled since: its payment is refunded. */
  refund: boolean;
  /** How it is paid (its steps depend on it: cash on delivery's are placed, confirmed, shipped, delivered). */
  paymentMethod: PaymentMethod | null;
  /** Rupees: cash on delivery's fee, included in totalAmount (0 otherwise). */
  codFee: number;
  /** The offers' discount in rupees, already taken off totalAmount (0 without offers). */
  discount: number;
  offers: OrderOfferJSON[];
}

/** One of the signed-in customer's orders in the account's list. */
export interface CustomerOrderJSON {
  _id: string;
  orderNumber: string;
  createdAt: string;
  /** Rupees. */
  totalAmount: number;
  status: OrderStatus;
  invoice: boolean;
}
