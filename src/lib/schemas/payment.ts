import { z } from "zod";
import { CART_MAX_LINES, ORDER_QTY_MAX } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import { ORDER_REQUEST_MSG } from "@/lib/messages/order-request";
import { ZCheckoutCustomer, ZCheckoutNotes, firstCheckoutError } from "./checkout";
import { CUID } from "./query-values";

// Bodies of the payment API (back office §3 'Payment order request', 'Verify request'), read by
// POST /api/payments/create-order and /api/payments/verify, and the local gateway's stand-ins.
// The shopper's contact and address follow the checkout form's own rules (./checkout.ts).
//
// create-order reads ONLY the item ids, quantities, colour ids and size ids, the customer and the notes:
// `amount`, `currency`, `receipt` and each item's `name` and `price` are part of the spec's
// request but ignored (the server prices the lines from the database), so the schema drops them.

const productId = z.string({ error: "must be a product id" }).max(30, { error: "must be a product id" }).regex(CUID, { error: "must be a product id" });
const quantity = z
  .number({ error: ORDER_REQUEST_MSG.orderQuantityRange(ORDER_QTY_MAX) })
  .int({ error: ORDER_REQUEST_MSG.orderQuantityRange(ORDER_QTY_MAX) })
  .min(1, { error: ORDER_REQUEST_MSG.orderQuantityRange(ORDER_QTY_MAX) })
  .max(ORDER_QTY_MAX, { error: ORDER_REQUEST_MSG.orderQuantityRange(ORDER_QTY_MAX) });

/** A piece sold by size: the Size's id (issue 42); null or absent for a piece without sizes. */
const sizeId = z.string({ error: "must be a size id or null" }).max(30, { error: "must be a size id or null" }).regex(CUID, { error: "must be a size id or null" }).nullish();

/** A coupon code as typed (issue 44): at most 40 characters, "" or absent for none. */
export const ZCouponCode = z
  .string({ error: "couponCode must be text" })
  .max(40, { error: "A coupon code has at most 40 characters." })
  .nullish();

/** One line: { id, quantity, colorId?, sizeId? } (name and price are dropped). */
export const ZPaymentItem = z.object(
  { id: productId, quantity, colorId: z.string({ error: "must be a colour id or null" }).max(120).nullish(), sizeId },
  { error: "must be an item {id, quantity}" },
);

export const ZPaymentOrderRequest = z.object(
  {
    metadata: z.object(
      {
        notes: ZCheckoutNotes,
        items: z
          .array(ZPaymentItem, { error: MSG.cartEmpty })
          .min(1, { error: MSG.cartEmpty })
          .max(CART_MAX_LINES, { error: ORDER_REQUEST_MSG.orderTooManyLines(CART_MAX_LINES) }),
        customer: ZCheckoutCustomer,
        /** The coupon code as typed (issue 44): optional, "" for none; createOrder judges it. */
        couponCode: ZCouponCode,
      },
      { error: CHECKOUT_MSG.completeContactDetails },
    ),
  },
  { error: "Send the payment order as a JSON object." },
);
export type PaymentOrderRequest = z.infer<typeof ZPaymentOrderRequest>;

/**
 * The msg of a refused payment order, in the checkout's order (back office §5): missing contact
 * details first ('Please complete contact details'), then an empty cart ('Your cart is empty'),
 * then the address and the other fields, then anything else.
 */
export function firstPaymentOrderError(error: z.ZodError): string {
  const customerIssues = error.issues.filter((issue) => issue.path[0] === "metadata" && (issue.path.length === 1 || issue.path[1] === "customer"));
  const customerProblem = customerIssues.length > 0 ? firstCheckoutError(new z.ZodError(customerIssues)) : null;
  if (customerProblem === CHECKOUT_MSG.completeContactDetails) return customerProblem;
  const itemIssue = error.issues.find((issue) => issue.path[0] === "metadata" && issue.path[1] === "items");
  if (itemIssue) return itemIssue.path.length <= 2 ? itemIssue.message : `items.${itemIssue.path.slice(2).join(".")}: ${itemIssue.message}`;
  if (customerProblem) return customerProblem;
  const issue = error.issues[0];
  if (!issue) return "Invalid payment order.";
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** Razorpay's ids: a prefix and letters and digits (order_…, pay_…, plink_…). */
const gatewayId = (prefix: string) =>
  z
    .string({ error: `must be a Razorpay ${prefix}_ id` })
    .max(64, { error: `must be a Razorpay ${prefix}_ id` })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), { error: `must be a Razorpay ${prefix}_ id` });

export const ZRazorpayOrderId = gatewayId("order");
export const ZRazorpayPaymentId = gatewayId("pay");
export const ZPaymentLinkId = gatewayId("plink");

/** A hex HMAC-SHA256 as Razorpay sends it (whether it is the right one is checked in constant time). */
export const ZSignature = z.string({ error: "must be the payment's signature" }).max(128, { error: "must be the payment's signature" });

/** POST /api/payments/verify (back office §3 'Verify request'); metadata is accepted and ignored. */
export const ZVerifyPaymentRequest = z.object(
  {
    orderId: z.string({ error: "must be the order id" }).max(30, { error: "must be the order id" }).regex(CUID, { error: "must be the order id" }),
    razorpayOrderId: ZRazorpayOrderId,
    razorpayPaymentId: ZRazorpayPaymentId,
    razorpaySignature: ZSignature,
  },
  { error: "Send the payment verification as a JSON object." },
);
export type VerifyPaymentRequest = z.infer<typeof ZVerifyPaymentRequest>;

const outcome = z.enum(["success", "failure"], { error: 'outcome must be "success" or "failure"' });

/** POST /api/payments/local/authorize: the local Checkout stand-in's Pay / Fail payment. */
export const ZLocalAuthorizeRequest = z.object({ razorpayOrderId: ZRazorpayOrderId, outcome }, { error: "Send a JSON object." });

/** POST /api/payments/local/pay-link: the local payment-link page's Pay / Fail payment. */
export const ZLocalPayLinkRequest = z.object({ linkId: ZPaymentLinkId, outcome }, { error: "Send a JSON object." });
