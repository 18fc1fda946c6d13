// The checkout's calls to our own API from the browser (back office §3 'Payment order request /
// response', 'Verify request', §7): create-order, then verify after Razorpay's window. Loaded with
// the pay flow only when the shopper presses Pay.
import { ApiError, callApi } from "@/lib/api/client";
import type { CheckoutCustomer } from "@/lib/schemas/checkout";

export const paymentPaths = {
  createOrder: "/api/payments/create-order",
  verify: "/api/payments/verify",
} as const;

/** A line as the checkout sends it. The server prices it from the database: `price` is for show only. */
export interface PaymentItem {
  id: string;
  name: string;
  quantity: number;
  /** Paise, as the page showed it; ignored by the server. */
  price: number;
  colorId: string | null;
  /** The Size's id for a piece sold by size (issue 42; the server checks and prices it), else null. */
  sizeId: string | null;
}

export interface PaymentMetadata {
  notes: string;
  items: PaymentItem[];
  customer: CheckoutCustomer;
  /** The cart's coupon code (issue 44), when it has one; the server applies or refuses it (409/400 with its words). */
  couponCode?: string;
}

/** POST /api/payments/create-order. `amount` (paise) is what the page showed; the server computes its own. */
export interface PaymentOrderRequest {
  amount: number;
  currency: "INR";
  receipt: string;
  metadata: PaymentMetadata;
}

/** Its answer's `data`: our order and the gateway's, and how to open Checkout for it. */
export interface PaymentOrder {
  keyId: string;
  /** Paise, computed by the server from the database. */
  amount: number;
  currency: string;
  razorpayOrderId: string;
  receipt: string;
  orderId: string;
  orderNumber: string;
  checkoutScriptUrl: string;
}

export interface VerifyRequest {
  orderId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
  metadata: PaymentMetadata;
}

export interface VerifiedPayment {
  order: { id: string; orderNumber: string; status: string };
  transaction: { razorpayPaymentId: string };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/** An answer without the expected data counts as a failed call (the page shows 'Payment failed'). */
function malformed(): ApiError {
  return new ApiError("", 200);
}

function readPaymentOrder(data: unknown): PaymentOrder {
  if (!isObject(data)) throw malformed();
  const { keyId, amount, currency, razorpayOrderId, receipt, orderId, orderNumber, checkoutScriptUrl } = data;
  if (!isText(keyId) || typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) throw malformed();
  if (!isText(currency) || !isText(razorpayOrderId) || !isText(orderId) || !isText(orderNumber) || !isText(checkoutScriptUrl)) throw malformed();
  return { keyId, amount, currency, razorpayOrderId, receipt: typeof receipt === "string" ? receipt : "", orderId, orderNumber, checkoutScriptUrl };
}

function readVerifiedPayment(data: unknown): VerifiedPayment {
  if (!isObject(data) || !isObject(data.order) || !isObject(data.transaction)) throw malformed();
  const { id, orderNumber, status } = data.order;
  const { razorpayPaymentId } = data.transaction;
  if (!isText(id) || !isText(orderNumber) || !isText(razorpayPaymentId)) throw malformed();
  return { order: { id, orderNumber, status: typeof status === "string" ? status : "" }, transaction: { razorpayPaymentId } };
}

export async function createPaymentOrder(body: PaymentOrderRequest): Promise<PaymentOrder> {
  return readPaymentOrder((await callApi(paymentPaths.createOrder, { body })).data);
}

export async function verifyPayment(body: VerifyRequest): Promise<VerifiedPayment> {
  return readVerifiedPayment((await callApi(paymentPaths.verify, { body })).data);
}
