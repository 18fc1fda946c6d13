// The shop's own order types (integer paise, ids, camelCase), returned by src/server/orders/* and
// src/server/payments/*. Route handlers turn them into the spec's JSON (src/lib/json/order.ts).
import type { ORDER_STATUSES } from "@/lib/constants";
import type { AppliedOffer } from "@/lib/offers/types";
import type { PriceBreakup } from "@/lib/pricing/by-weight";

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderSource = "request" | "checkout";
export type PaymentMethod = "phonepe" | "paytm" | "razorpay" | "cod";

/** Who ordered: as typed in the form (the order keeps this copy whatever the account says later). */
export interface OrderContact {
  name: string;
  email: string;
  phone: string;
}

export interface OrderAddress {
  street: string;
  line2?: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

/** A line as a shopper asks for it: never a price (the server prices it from the database). */
export interface OrderLineRequest {
  productId: string;
  quantity: number;
  colorId?: string | null;
  /** The Size's id, for a piece sold by size (required for one, refused for a piece without sizes). */
  sizeId?: string | null;
}

/** A line as stored: a snapshot, readable after the product changes or is deleted. */
export interface OrderLine {
  productId: string | null;
  productName: string;
  productCode: string;
  colorName: string | null;
  /** Sold by size (issue 42): the Size's id (stock goes back to it), its label ("12", "2-6") and its code; else null. */
  sizeId: string | null;
  sizeLabel: string | null;
  sizeSku: string | null;
  quantity: number;
  unitPricePaise: number;
  linePricePaise: number;
  /** The piece's BIS purity grade (925…) and hallmark HUID when the order was placed; null on older orders. */
  purity: number | null;
  huid: string | null;
  /** Priced by weight: one piece's price breakup when the order was placed (before any discount); else null. */
  priceBreakup: PriceBreakup | null;
  /** This line's share of the order's offers (issue 44): the line pays linePricePaise − offerDiscountPaise. */
  offerDiscountPaise: number;
}

/** One step of the order's history (the tracking timeline). */
export interface OrderEventEntry {
  status: OrderStatus;
  at: Date;
  note: string | null;
}

export interface Order {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  source: OrderSource;
  customerId: string | null;
  contact: OrderContact;
  address: OrderAddress;
  lines: OrderLine[];
  /** The sum of what the lines pay (linePricePaise − offerDiscountPaise) plus codFeePaise. Shipping is free. */
  totalPaise: number;
  /** The offers' discount: Σ lines' offerDiscountPaise (0 without offers). */
  discountPaise: number;
  /** The offers the order got, in order of application (snapshots: an edit of the offer never changes them). */
  offers: AppliedOffer[];
  /** Cash on delivery's fee (0 for an order paid online). */
  codFeePaise: number;
  paymentMethod: PaymentMethod | null;
  paymentLink: string | null;
  customerNotes: string | null;
  refundDue: boolean;
  courierName: string | null;
  trackingNumber: string | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A cash-on-delivery order just placed (POST /api/order/cod's data). */
export interface PlacedCodOrder {
  orderId: string;
  orderNumber: string;
  /** Paise: the lines at the database's prices plus the fee. */
  totalPaise: number;
  codFeePaise: number;
  /** The phone the shop will call to confirm (as stored: 10 digits). */
  phone: string;
}
