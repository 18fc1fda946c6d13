import { describe, expect, it } from "vitest";
import { GET as linkCallback } from "@/app/api/payments/link-callback/route";
import { POST as payLinkRoute } from "@/app/api/payments/local/pay-link/route";
import { absoluteUrl } from "@/env";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { createOrder } from "@/server/orders/create-order";
import { listOrderEvents } from "@/server/orders/get-order";
import { createPaymentLinkForOrder } from "@/server/payments/create-payment-link";
import { paymentKeySecret } from "@/server/payments/gateway";
import { findLocalPaymentLink } from "@/server/payments/local-stand-ins";
import { paymentLinkSignature } from "@/server/payments/signatures";
import { call } from "./accounts-support";
import { eventually, newPaymentId, orderRow, pieces, stockOf, tamper, webhook } from "./payments-support";
import { uniq } from "../support/factories";

// Payment links (the back office's 'Send payment link', built on createPaymentLinkForOrder) against
// the local fake gateway: the link made from the order's own total and contact, its hosted-page
// stand-in, Razorpay's signed redirect to GET /api/payments/link-callback and the payment_link.paid
// webhook racing it, each paying the order exactly once.

async function requestOrder(productId: string, quantity = 1) {
  return createOrder({
    source: "request",
    status: "draft",
    customerId: null,
    contact: { name: "Kabir Singh", email: `kabir.${uniq()}@example.com`, phone: "9123456780" },
    address: { street: "7 Park Street", city: "Kolkata", state: "West Bengal", pincode: "700016", country: "India" },
    lines: [{ productId, quantity }],
    actor: "visitor",
  });
}

function callbackQuery(fields: { paymentLinkId: string; referenceId: string; status: string; razorpayPaymentId: string }, signature?: string) {
  return new URLSearchParams({
    razorpay_payment_id: fields.razorpayPaymentId,
    razorpay_payment_link_id: fields.paymentLinkId,
    razorpay_payment_link_reference_id: fields.referenceId,
    razorpay_payment_link_status: fields.status,
    razorpay_signature: signature ?? paymentLinkSignature(fields, paymentKeySecret()),
  }).toString();
}

async function callback(query: string) {
  const res = await call(linkCallback, { method: "GET", url: `http://localhost/api/payments/link-callback?${query}` });
  return { status: res.status, location: res.headers.get("location") };
}

function linkPaidEvent(link: { linkId: string; amountPaise: number; referenceId: string }, razorpayPaymentId = newPaymentId(), amountPaid = link.amountPaise) {
  return {
    entity: "event",
    event: "payment_link.paid",
    contains: ["payment_link", "order", "payment"],
    payload: {
      payment_link: { entity: { id: link.linkId, amount: link.amountPaise, amount_paid: amountPaid, reference_id: link.referenceId, status: "paid" } },
      order: { entity: { id: "order_LinkInternal01", amount: link.amountPaise, status: "paid" } },
      payment: { entity: { id: razorpayPaymentId, amount: amountPaid, currency: "INR", status: "captured", order_id: "order_LinkInternal01" } },
    },
    created_at: 1,
  };
}

describe("createPaymentLinkForOrder", () => {
  it("makes a link for the order's own total and contact, and moves the order to payment_pending", async () => {
    const [ring] = await pieces(1, { stock: 4, price: 3100 });
    const order = await requestOrder(ring!.id, 2);
    const created = await createPaymentLinkForOrder({ orderId: order.id, method: "paytm", actor: "admin:test" });

    expect(created.paymentLinkId).toMatch(/^plink_LOCAL[A-Za-z0-9]{14}$/);
    expect(created.shortUrl).toBe(absoluteUrl(`/pay/${created.paymentLinkId}`));
    expect(created.order).toMatchObject({ status: "payment_pending", paymentMethod: "paytm", paymentLink: created.shortUrl });
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
    expect(row.paymentLinkId).toBe(created.paymentLinkId);
    expect(row.payments).toEqual([expect.objectContaining({ kind: "payment_link", paymentLinkId: created.paymentLinkId, amountPaise: 620000, status: "created", razorpayOrderId: null })]);
    const steps = await db.orderEvent.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(steps.map((s) => [s.status, s.actor])).toEqual([
      ["draft", "visitor"],
      ["payment_pending", "admin:test"],
    ]);
    expect(steps[1]!.note).toBe(SELL_MSG.paymentLinkSent("paytm"));
    expect(await findLocalPaymentLink(created.paymentLinkId)).toMatchObject({ referenceId: order.orderNumber, amountPaise: 620000, orderNumber: order.orderNumber, current: true });
  });

  it("sending again replaces the order's link with a new one (its own reference)", async () => {
    const [ring] = await pieces(1);
    const order = await requestOrder(ring!.id);
    await db.order.update({ where: { id: order.id }, data: { status: "acknowledged" } });
    const first = await createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" });
    const second = await createPaymentLinkForOrder({ orderId: order.id, method: "paytm", actor: "admin:test" });
    expect(second.paymentLinkId).not.toBe(first.paymentLinkId);
    expect(await orderRow(order.id)).toMatchObject({ paymentLinkId: second.paymentLinkId, paymentLink: second.shortUrl, paymentMethod: "paytm", status: "payment_pending" });
    expect(await findLocalPaymentLink(first.paymentLinkId)).toMatchObject({ current: false, referenceId: order.orderNumber });
    expect(await findLocalPaymentLink(second.paymentLinkId)).toMatchObject({ current: true, referenceId: `${order.orderNumber}-2` });
  });

  it("refuses orders that are paid, on their way or cancelled (409), and unknown ones (404)", async () => {
    const [ring] = await pieces(1);
    for (const status of ["paid", "processing", "shipped", "delivered", "cancelled"] as const) {
      const order = await requestOrder(ring!.id);
      await db.order.update({ where: { id: order.id }, data: { status } });
      await expect(createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" })).rejects.toMatchObject({ status: 409 });
      expect(await db.payment.count({ where: { orderId: order.id } })).toBe(0);
    }
    await expect(createPaymentLinkForOrder({ orderId: "cnosuchorder0000000000000", method: "phonepe", actor: "admin:test" })).rejects.toMatchObject({ status: 404 });
  });
});

describe("paying a link: the local hosted page, Razorpay's callback and the payment_link.paid webhook", () => {
  it("Pay redirects to our signed callback, which shows the success page, while the webhook races it: paid once", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await requestOrder(ring!.id);
    const { paymentLinkId } = await createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" });

    const res = await call(payLinkRoute, { body: { linkId: paymentLinkId, outcome: "success" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body!.data as { outcome: string; redirectUrl: string };
    expect(data.outcome).toBe("success");
    const redirect = new URL(data.redirectUrl, "http://localhost");
    expect(redirect.pathname).toBe("/api/payments/link-callback");
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_LOCAL/),
      razorpay_payment_link_id: paymentLinkId,
      razorpay_payment_link_reference_id: order.orderNumber,
      razorpay_payment_link_status: "paid",
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const landed = await callback(redirect.search.slice(1));
    expect(landed).toEqual({ status: 303, location: absoluteUrl(`/payment-success?order=${order.orderNumber}`) });
    // The webhook, delivered without waiting, arrives too; together they paid once.
    await eventually(async () => (await db.paymentEvent.count({ where: { type: "payment_link.paid", payment: { paymentLinkId } } })) === 1);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid" });
    expect(await stockOf(ring!.id)).toBe(2);
    expect(await db.orderEvent.count({ where: { orderId: order.id, status: "paid" } })).toBe(1);
    expect(await db.payment.findUniqueOrThrow({ where: { paymentLinkId } })).toMatchObject({ status: "paid", razorpayPaymentId: redirect.searchParams.get("razorpay_payment_id") });

    // The page cannot be paid again.
    expect((await call(payLinkRoute, { body: { linkId: paymentLinkId, outcome: "success" } })).status).toBe(409);
  });

  it("Fail payment changes nothing and the link stays payable", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await requestOrder(ring!.id);
    const { paymentLinkId } = await createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" });
    const res = await call(payLinkRoute, { body: { linkId: paymentLinkId, outcome: "failure" } });
    expect(res.body).toMatchObject({ status: 1, data: { outcome: "failure", description: SELL_MSG.localPaymentDeclined } });
    expect(await orderRow(order.id)).toMatchObject({ status: "payment_pending" });
    expect(await stockOf(ring!.id)).toBe(3);
    expect((await call(payLinkRoute, { body: { linkId: paymentLinkId, outcome: "success" } })).status).toBe(200);
  });

  it("the callback never pays without a valid signature and status paid, and never errors", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await requestOrder(ring!.id);
    const { paymentLinkId } = await createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" });
    const fields = { paymentLinkId, referenceId: order.orderNumber, status: "paid", razorpayPaymentId: newPaymentId() };
    const good = paymentLinkSignature(fields, paymentKeySecret());
    const track = absoluteUrl("/track-order");

    const refused = [
      await callback(callbackQuery(fields, tamper(good))),
      await callback(callbackQuery(fields, "")),
      await callback(callbackQuery({ ...fields, referenceId: "SA-00-00000" }, good)),
      await callback(callbackQuery({ ...fields, razorpayPaymentId: newPaymentId() }, good)),
      await callback(`${callbackQuery(fields)}&razorpay_signature=${good}`), // a repeated parameter
      await callback(""),
      await callback("razorpay_payment_link_id=%00&razorpay_signature=x"),
    ];
    for (const res of refused) expect(res).toEqual({ status: 303, location: track });
    // A valid signature of a status other than paid: the tracking page, nothing paid.
    const pending = await callback(callbackQuery({ ...fields, status: "partially_paid" }));
    expect(pending).toEqual({ status: 303, location: absoluteUrl(`/track-order?order=${order.orderNumber}`) });
    expect(await orderRow(order.id)).toMatchObject({ status: "payment_pending" });
    expect(await stockOf(ring!.id)).toBe(3);

    // The genuine redirect pays, and coming back to it again is harmless.
    expect(await callback(callbackQuery(fields))).toEqual({ status: 303, location: absoluteUrl(`/payment-success?order=${order.orderNumber}`) });
    expect(await callback(callbackQuery(fields))).toEqual({ status: 303, location: absoluteUrl(`/payment-success?order=${order.orderNumber}`) });
    expect(await stockOf(ring!.id)).toBe(2);
  });

  it("payment_link.paid three times at once, with the callback alongside, pays once", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await requestOrder(ring!.id, 2);
    const { paymentLinkId } = await createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" });
    const link = (await findLocalPaymentLink(paymentLinkId))!;
    const razorpayPaymentId = newPaymentId();
    const event = linkPaidEvent(link, razorpayPaymentId);
    const eventId = `evt_T${uniq()}`;
    const [a, b, c, landed] = await Promise.all([
      webhook(event, { eventId }),
      webhook(event, { eventId }),
      webhook(event, { eventId }),
      callback(callbackQuery({ paymentLinkId, referenceId: order.orderNumber, status: "paid", razorpayPaymentId })),
    ]);
    for (const res of [a, b, c]) expect(res.status).toBe(200);
    expect(landed.location).toBe(absoluteUrl(`/payment-success?order=${order.orderNumber}`));
    expect(await db.paymentEvent.count({ where: { id: eventId } })).toBe(1);
    expect(await stockOf(ring!.id)).toBe(1);
    expect((await listOrderEvents(order.id)).map((e) => e.status)).toEqual(["draft", "payment_pending", "paid"]);
  });

  it("a payment_link.paid for less than the link's amount is recorded and not paid", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await requestOrder(ring!.id);
    const { paymentLinkId } = await createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" });
    const link = (await findLocalPaymentLink(paymentLinkId))!;
    const res = await webhook(linkPaidEvent(link, newPaymentId(), link.amountPaise - 1));
    expect(res.body).toMatchObject({ data: { outcome: "amount_mismatch" } });
    expect(await orderRow(order.id)).toMatchObject({ status: "payment_pending" });
  });

  it("an old link paid after a new one was sent pays the order; paying the new one too is refunded", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await requestOrder(ring!.id);
    const old = await createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" });
    const current = await createPaymentLinkForOrder({ orderId: order.id, method: "phonepe", actor: "admin:test" });
    const oldLink = (await findLocalPaymentLink(old.paymentLinkId))!;
    expect((await webhook(linkPaidEvent(oldLink))).body).toMatchObject({ data: { outcome: "paid" } });
    const currentLink = (await findLocalPaymentLink(current.paymentLinkId))!;
    expect((await webhook(linkPaidEvent(currentLink))).body).toMatchObject({ data: { outcome: "not_payable" } });
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", refundDue: false });
    expect(await db.payment.findUniqueOrThrow({ where: { paymentLinkId: current.paymentLinkId } })).toMatchObject({ status: "refunded" });
    expect(await db.payment.findUniqueOrThrow({ where: { paymentLinkId: old.paymentLinkId } })).toMatchObject({ status: "paid" });
    expect(await stockOf(ring!.id)).toBe(2);
  });

  it("the local page's API refuses unknown links and bad bodies", async () => {
    expect((await call(payLinkRoute, { body: { linkId: "plink_LOCALnothing00000", outcome: "success" } })).status).toBe(404);
    for (const body of [{}, { linkId: "x", outcome: "success" }, { linkId: "plink_A", outcome: "later" }]) {
      const res = await call(payLinkRoute, { body });
      expect(res.status).toBe(400);
      expect(res.body?.status).toBe(0);
    }
  });
});
