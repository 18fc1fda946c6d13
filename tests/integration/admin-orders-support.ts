// Helpers of the back office's order tests (admin-orders.test.ts, admin-order-transitions.test.ts):
// order requests made the way the storefront makes them, the admin calls, and a real payment of an
// order through a payment link and the local gateway's payment_link.paid webhook.
import { expect } from "vitest";
import * as linkRoute from "@/app/api/order/generate-payment-link/[id]/route";
import * as statusRoute from "@/app/api/order/update-status/[id]/route";
import { db } from "@/server/db";
import { createOrder } from "@/server/orders/create-order";
import { uniq } from "../support/factories";
import { callAsAdmin } from "./admin-support";
import { newPaymentId, webhook } from "./payments-support";

export function requestOrder(lines: { productId: string; quantity: number; sizeId?: string | null }[], { name = "Kabir Singh", email = `kabir.${uniq()}@example.com` }: { name?: string; email?: string } = {}) {
  return createOrder({
    source: "request",
    status: "draft",
    customerId: null,
    contact: { name, email, phone: "9123456780" },
    address: { street: "7 Park Street", city: "Kolkata", state: "West Bengal", pincode: "700016", country: "India" },
    lines,
    actor: "visitor",
  });
}

export const setStatus = (token: string, id: string, body: unknown) => callAsAdmin(statusRoute.PATCH, token, { method: "PATCH", params: { id }, body });
export const sendLink = (token: string, id: string, body: unknown = { paymentMethod: "phonepe" }) => callAsAdmin(linkRoute.POST, token, { method: "POST", params: { id }, body });

/** Razorpay's payment_link.paid event for the order's current link, paid in full. */
export async function linkPaidEvent(orderId: string, razorpayPaymentId = newPaymentId()) {
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentLinkId: true, totalPaise: true, orderNumber: true, _count: { select: { payments: true } } } });
  const count = order._count.payments;
  const referenceId = count <= 1 ? order.orderNumber : `${order.orderNumber}-${count}`;
  return {
    entity: "event",
    event: "payment_link.paid",
    contains: ["payment_link", "order", "payment"],
    payload: {
      payment_link: { entity: { id: order.paymentLinkId, amount: order.totalPaise, amount_paid: order.totalPaise, reference_id: referenceId, status: "paid" } },
      order: { entity: { id: `order_T${uniq()}`, amount: order.totalPaise, status: "paid" } },
      payment: { entity: { id: razorpayPaymentId, amount: order.totalPaise, currency: "INR", status: "captured", order_id: null } },
    },
    created_at: 1,
  };
}

/** Acknowledges a draft order, sends it a payment link from the back office, and pays it through the webhook. */
export async function paidOrder(token: string, lines: { productId: string; quantity: number; sizeId?: string | null }[]) {
  const order = await requestOrder(lines);
  expect((await setStatus(token, order.id, { status: "acknowledged" })).status).toBe(200);
  const sent = await sendLink(token, order.id);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const paid = await webhook(await linkPaidEvent(order.id));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
  return order;
}
