import { z } from "zod";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { CUID } from "@/lib/schemas/query-values";
import type { OrderOfferJSON } from "@/lib/types/order-json";

// The bodies and paths of the back office's order calls (back office §7). Unknown keys are
// refused (strict), so a body can never carry a total, a customer or a payment of its own.

export const ADMIN_ORDER_STATUSES = ["draft", "acknowledged", "payment_pending", "paid", "processing", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
/**
 * The list's status filter: every status, and "awaiting_confirmation" (a cash-on-delivery order
 * placed and not yet confirmed by the owner: status draft, method cod). "draft" finds the other drafts.
 */
export const ADMIN_ORDER_STATUS_FILTERS = ["awaiting_confirmation", ...ADMIN_ORDER_STATUSES] as const;
export type AdminOrderStatusFilter = (typeof ADMIN_ORDER_STATUS_FILTERS)[number];

export const ZOrderIdParams = z.object({ id: z.string().regex(CUID, { error: ORDER_ADMIN_MSG.badId }) });

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : null));

/** PATCH /api/order/update-status/{id}. */
export const ZUpdateOrderStatus = z.strictObject({
  status: z.enum(ADMIN_ORDER_STATUSES, { error: ORDER_ADMIN_MSG.badStatus }),
  courierName: optionalLine(100),
  trackingNumber: optionalLine(100),
  note: optionalLine(500),
});
export type UpdateOrderStatusInput = z.infer<typeof ZUpdateOrderStatus>;

/** POST /api/order/generate-payment-link/{id}; no body means phonepe. */
export const ZGeneratePaymentLink = z.strictObject({
  paymentMethod: z.enum(["phonepe", "paytm"], { error: ORDER_ADMIN_MSG.badMethod }).default("phonepe"),
});

/** PATCH /api/admin/orders/{id}: the owner's own notes on the order (never shown to the customer). */
export const ZAdminOrderNotes = z.strictObject({
  adminNotes: z.string().max(5000, { error: "must be at most 5000 characters" }),
});

// ---- The answers' JSON (the back office's pages import these types) ----

/** GET /api/order/all's query: 20 a page by default, newest first. */
export const ADMIN_ORDER_SORTS = ["createdAt", "totalAmount"] as const;
export const ADMIN_ORDERS_MAX_LIMIT = 100;

export interface AdminOrderLineJSON {
  product_id: { _id: string; name: string } | null;
  name: string;
  code: string;
  color: string | null;
  /** Sold by size (issue 42): the size's label and its code as ordered; null without one. */
  size: string | null;
  sizeSku: string | null;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
}

/** One order as the list and the status buttons answer it (the spec's Order (read), plus ours). */
export interface AdminOrderJSON {
  _id: string;
  orderNumber: string;
  status: AdminOrderStatus;
  source: "request" | "checkout";
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  customer: {
    fullname: string;
    email: string;
    phoneNumber: string;
    shippingAddress: { street: string; line2: string | null; city: string; state: string; pincode: string; country: string };
  };
  products: AdminOrderLineJSON[];
  totalAmount: number;
  payment: { method: "phonepe" | "paytm" | "razorpay" | "cod" | null; paymentLink: string | null; /** Rupees: cash on delivery's fee (0 otherwise). */ codFee: number };
  customerNotes: string | null;
  courierName: string | null;
  trackingNumber: string | null;
  refundDue: boolean;
}

export interface AdminOrderStatsJSON {
  total: number;
  /** Rupees: the sum of delivered orders' totals. */
  revenue: number;
  pending: number;
  completed: number;
}

export interface AdminOrderListJSON {
  orders: AdminOrderJSON[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  stats: AdminOrderStatsJSON;
}

export interface AdminOrderPaymentJSON {
  _id: string;
  kind: "checkout" | "payment_link" | "cod";
  status: "created" | "paid" | "failed" | "refunded";
  amount: number;
  razorpayOrderId: string | null;
  paymentLinkId: string | null;
  razorpayPaymentId: string | null;
  refundId: string | null;
  refundedAt: string | null;
  failureReason: string | null;
  createdAt: string;
}

/** One step of the order's history: its status events and the owner's audited changes, oldest first. */
export interface AdminOrderEventJSON {
  /** status: a step of the order; return: a step of one of its return requests; audit: another change the back office made. */
  kind: "status" | "return" | "audit";
  status: AdminOrderStatus | null;
  actor: string;
  note: string | null;
  at: string;
}

/** GET /api/admin/orders/{id}'s `order`. */
export interface AdminOrderDetailJSON extends AdminOrderJSON {
  adminNotes: string;
  payments: AdminOrderPaymentJSON[];
  events: AdminOrderEventJSON[];
  /** The GST invoice, once issued; url: the owner's PDF download. */
  invoice: { number: string; issuedAt: string; url: string } | null;
  /** One per refund of a return (amount in rupees); url: the owner's PDF download. */
  creditNotes: Array<{ number: string; issuedAt: string; amount: number; url: string }>;
  /** The offers the order got (issue 44), each with its discount in rupees (already off totalAmount). */
  offers: OrderOfferJSON[];
}
