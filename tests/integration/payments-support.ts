// Helpers of the payment tests (tests/integration/payment*.test.ts): pieces in stock, the checkout's
// create-order body, calls to the payment routes as the browser or Razorpay would make them, and
// Razorpay's signatures made with the running gateway's secrets (the local fake's, in tests), as real
// HMACs.
import { expect } from "vitest";
import { POST as createOrderRoute } from "@/app/api/payments/create-order/route";
import { POST as verifyRoute } from "@/app/api/payments/verify/route";
import { POST as webhookRoute } from "@/app/api/payments/webhook/route";
import { db } from "@/server/db";
import { paymentKeySecret, webhookSecret } from "@/server/payments/gateway";
import { localId } from "@/server/payments/local-gateway";
import { checkoutSignature, webhookSignature } from "@/server/payments/signatures";
import { type CallResult, call } from "./accounts-support";
import { createCategory, createProduct, uniq } from "../support/factories";

export async function pieces(count: number, { stock = 5, price = 2499 }: { stock?: number; price?: number } = {}) {
  const category = await createCategory();
  return Promise.all(Array.from({ length: count }, () => createProduct({ categoryId: category.id, stock, price })));
}

export const customer = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Verma",
  email: `asha.${uniq()}@example.com`,
  contact: "+91 98765 43210",
  address: { line1: "14 Lake View Road", line2: "Flat 3B", city: "Pune", state: "maharashtra", postalCode: "411 001" },
  ...overrides,
});

/** The spec's 'Payment order request', with the page's own amount and prices (which the server ignores). */
export function orderBody(items: { id: string; quantity: number; price?: number; colorId?: string | null }[], overrides: { customer?: unknown; notes?: string; amount?: number } = {}) {
  return {
    amount: overrides.amount ?? 100,
    currency: "INR",
    receipt: `rcpt_${Date.now()}`,
    metadata: {
      notes: overrides.notes ?? "Please gift wrap.",
      items: items.map((item) => ({ id: item.id, name: "Whatever the page said", quantity: item.quantity, price: item.price ?? 1, colorId: item.colorId ?? null })),
      customer: overrides.customer === undefined ? customer() : overrides.customer,
    },
  };
}

export interface PaymentOrderData {
  keyId: string;
  amount: number;
  currency: string;
  razorpayOrderId: string;
  receipt: string;
  orderId: string;
  orderNumber: string;
  checkoutScriptUrl: string;
}

export async function createPaymentOrder(body: unknown, options: { session?: string } = {}): Promise<PaymentOrderData> {
  const res = await call(createOrderRoute, { body, session: options.session });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.data as PaymentOrderData;
}

/** A checkout started for one piece: our order and the gateway's. */
export async function startedCheckout(productId: string, quantity = 1) {
  return createPaymentOrder(orderBody([{ id: productId, quantity }]));
}

/** A payment id as the local gateway issues them (it refunds only its own). */
export const newPaymentId = () => localId("pay");

/** What Checkout hands its handler after a successful payment: signed with the key secret. */
export function checkoutSuccess(razorpayOrderId: string, razorpayPaymentId = newPaymentId()) {
  return { razorpayOrderId, razorpayPaymentId, razorpaySignature: checkoutSignature({ razorpayOrderId, razorpayPaymentId }, paymentKeySecret()) };
}

export function verify(body: unknown): Promise<CallResult> {
  return call(verifyRoute, { body });
}

/** A Razorpay event body for a payment of a gateway order. */
export function paymentEvent(event: string, entity: { id?: string; order_id: string | null; amount: number; currency?: string; error_description?: string }, extra: Record<string, unknown> = {}) {
  return {
    entity: "event",
    account_id: "acc_TEST",
    event,
    contains: ["payment"],
    payload: { payment: { entity: { entity: "payment", status: event === "payment.failed" ? "failed" : "captured", currency: "INR", id: entity.id ?? newPaymentId(), ...entity } }, ...extra },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** POSTs a webhook as Razorpay does (no browser headers): signed with the webhook secret unless told otherwise. */
export function webhook(event: unknown, { eventId = `evt_T${uniq()}`, signature, raw }: { eventId?: string | null; signature?: string | null; raw?: string } = {}): Promise<CallResult> {
  const body = raw ?? JSON.stringify(event);
  const sig = signature === undefined ? webhookSignature(body, webhookSecret()) : signature;
  return call(webhookRoute, {
    raw: body,
    headers: { origin: "", "sec-fetch-site": "", ...(sig === null ? {} : { "x-razorpay-signature": sig }), ...(eventId === null ? {} : { "x-razorpay-event-id": eventId }) },
  });
}

export const stockOf = async (productId: string) => (await db.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } })).stock;
export const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
export const paymentOf = (razorpayOrderId: string) => db.payment.findUniqueOrThrow({ where: { razorpayOrderId } });

/** One character changed (the last, to another hex digit). */
export function tamper(signature: string): string {
  const last = signature.at(-1)!;
  return signature.slice(0, -1) + (last === "0" ? "1" : "0");
}

/** Waits until `check` holds (for work the code under test does without waiting, e.g. a local webhook). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
