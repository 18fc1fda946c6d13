import { describe, expect, it } from "vitest";
import { POST as webhookRoute } from "@/app/api/payments/webhook/route";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { listOrderEvents } from "@/server/orders/get-order";
import { webhookSecret } from "@/server/payments/gateway";
import { webhookSignature } from "@/server/payments/signatures";
import { call } from "./accounts-support";
import { checkoutSuccess, newPaymentId, orderRow, paymentEvent, paymentOf, pieces, startedCheckout, stockOf, tamper, verify, webhook } from "./payments-support";
import { uniq } from "../support/factories";

// POST /api/payments/webhook through the real route handler and database: the signature over the
// RAW body checked before anything else, each event processed once however often and however
// concurrently it arrives, the same final state as verify in any order, payment.failed never
// un-paying, amounts checked, unknown events and orders answered 200 with nothing changed.

async function snapshot(orderId: string, razorpayOrderId: string, productId: string) {
  const payment = await paymentOf(razorpayOrderId);
  return {
    order: await orderRow(orderId),
    payment,
    events: await db.paymentEvent.count({ where: { paymentId: payment.id } }),
    allEvents: await db.paymentEvent.count(),
    stock: await stockOf(productId),
  };
}

describe("the webhook's signature", () => {
  it("missing, wrong, one character changed, or over other bytes: 400 and nothing changes or is recorded", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const started = await startedCheckout(ring!.id);
    const event = paymentEvent("payment.captured", { order_id: started.razorpayOrderId, amount: started.amount });
    const raw = JSON.stringify(event);
    const good = webhookSignature(raw, webhookSecret());
    const before = await snapshot(started.orderId, started.razorpayOrderId, ring!.id);

    const attempts = [
      await webhook(event, { signature: null }),
      await webhook(event, { signature: "" }),
      await webhook(event, { signature: tamper(good) }),
      await webhook(event, { signature: good.toUpperCase() }),
      await webhook(event, { signature: webhookSignature(raw, "some-other-secret") }),
      // The signature of the body, sent with the same JSON re-serialised (a space added): the raw bytes count.
      await webhook(event, { raw: raw.replace('"event":', '"event": '), signature: good }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, msg: SELL_MSG.webhookBadSignature });
    }
    const after = await snapshot(started.orderId, started.razorpayOrderId, ring!.id);
    expect(after).toEqual(before);
    expect(after.order.status).toBe("payment_pending");
  });

  it("a signed body that is not an event is a 400 without internals, changing nothing", async () => {
    const before = await db.paymentEvent.count();
    for (const raw of ["{not json", "[]", "null", JSON.stringify({ event: 42 }), JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: 1 } } } })]) {
      const res = await webhook(null, { raw });
      expect(res.status, raw).toBe(400);
      expect(res.body?.status).toBe(0);
      expect(res.body?.msg).not.toMatch(/prisma|stack|TypeError|JSON at position/i);
    }
    expect(await db.paymentEvent.count()).toBe(before);
  });

  it("refuses bodies over 256 KB before reading them", async () => {
    const raw = JSON.stringify({ event: "x", pad: "x".repeat(300 * 1024) });
    const res = await webhook(null, { raw });
    expect(res.status).toBe(413);
  });
});

describe("payment.captured and order.paid", () => {
  it("pay the order once, with the gateway as actor", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const started = await startedCheckout(ring!.id, 2);
    const res = await webhook(paymentEvent("payment.captured", { order_id: started.razorpayOrderId, amount: started.amount }));
    expect(res).toMatchObject({ status: 200, body: { status: 1, msg: SELL_MSG.webhookReceived, data: { event: "payment.captured", outcome: "paid" } } });
    expect(await orderRow(started.orderId)).toMatchObject({ status: "paid" });
    expect(await stockOf(ring!.id)).toBe(1);
    const paid = await db.orderEvent.findFirstOrThrow({ where: { orderId: started.orderId, status: "paid" } });
    expect(paid.actor).toBe("gateway");

    // order.paid for the same payment, later: nothing more happens.
    const orderPaid = paymentEvent("order.paid", { order_id: started.razorpayOrderId, amount: started.amount }, { order: { entity: { id: started.razorpayOrderId, amount: started.amount, status: "paid" } } });
    expect((await webhook(orderPaid)).body).toMatchObject({ data: { outcome: "already_paid" } });
    expect(await stockOf(ring!.id)).toBe(1);
  });

  it("the same event three times at once changes state once: one PaymentEvent row, stock taken once", async () => {
    const [ring] = await pieces(1, { stock: 5 });
    const started = await startedCheckout(ring!.id);
    const event = paymentEvent("payment.captured", { order_id: started.razorpayOrderId, amount: started.amount });
    const eventId = `evt_T${uniq()}`;
    const answers = await Promise.all([webhook(event, { eventId }), webhook(event, { eventId }), webhook(event, { eventId })]);
    for (const res of answers) expect(res.status).toBe(200);
    const outcomes = answers.map((a) => (a.body!.data as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(["duplicate_event", "duplicate_event", "paid"]);
    expect(await db.paymentEvent.count({ where: { id: eventId } })).toBe(1);
    expect(await stockOf(ring!.id)).toBe(4);
    expect((await listOrderEvents(started.orderId)).map((e) => e.status)).toEqual(["payment_pending", "paid"]);
  });

  it("without an event id, a redelivery of the same bytes is still recognised", async () => {
    const [ring] = await pieces(1, { stock: 5 });
    const started = await startedCheckout(ring!.id);
    const raw = JSON.stringify(paymentEvent("payment.captured", { order_id: started.razorpayOrderId, amount: started.amount }));
    const first = await webhook(null, { raw, eventId: null });
    const second = await webhook(null, { raw, eventId: null });
    expect([first.body!.data, second.body!.data]).toEqual([
      { event: "payment.captured", outcome: "paid" },
      { event: "payment.captured", outcome: "duplicate_event" },
    ]);
    expect(await stockOf(ring!.id)).toBe(4);
  });

  it("verify and the webhook arriving together pay once, whichever wins", async () => {
    const [ring] = await pieces(1, { stock: 5 });
    for (let round = 0; round < 3; round++) {
      const started = await startedCheckout(ring!.id);
      const success = checkoutSuccess(started.razorpayOrderId);
      const event = paymentEvent("payment.captured", { id: success.razorpayPaymentId, order_id: started.razorpayOrderId, amount: started.amount });
      const [verified, hooked, hookedAgain] = await Promise.all([verify({ orderId: started.orderId, ...success }), webhook(event), webhook(event)]);
      expect(verified.status).toBe(200);
      expect((verified.body!.data as { order: { status: string } }).order.status).toBe("paid");
      expect([hooked.status, hookedAgain.status]).toEqual([200, 200]);
      expect(await db.orderEvent.count({ where: { orderId: started.orderId, status: "paid" } })).toBe(1);
      expect(await paymentOf(started.razorpayOrderId)).toMatchObject({ status: "paid", razorpayPaymentId: success.razorpayPaymentId });
    }
    expect(await stockOf(ring!.id)).toBe(2);
  });

  it("an amount other than the one we asked for is recorded and never paid", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const started = await startedCheckout(ring!.id);
    for (const [amount, currency] of [[started.amount - 100, "INR"], [started.amount, "USD"]] as const) {
      const res = await webhook(paymentEvent("payment.captured", { order_id: started.razorpayOrderId, amount, currency }));
      expect(res).toMatchObject({ status: 200, body: { data: { outcome: "amount_mismatch" } } });
    }
    expect(await orderRow(started.orderId)).toMatchObject({ status: "payment_pending" });
    const payment = await paymentOf(started.razorpayOrderId);
    expect(payment.status).toBe("created");
    expect(payment.failureReason).toMatch(/instead of/);
    expect(await stockOf(ring!.id)).toBe(2);
  });

  it("the last piece: a webhook for a sold-out order cancels it, flags it and refunds the payment", async () => {
    const [ring] = await pieces(1, { stock: 1 });
    const winner = await startedCheckout(ring!.id);
    const loser = await startedCheckout(ring!.id);
    expect((await verify({ orderId: winner.orderId, ...checkoutSuccess(winner.razorpayOrderId) })).status).toBe(200);
    const res = await webhook(paymentEvent("payment.captured", { order_id: loser.razorpayOrderId, amount: loser.amount }));
    expect(res.body).toMatchObject({ data: { outcome: "sold_out" } });
    expect(await orderRow(loser.orderId)).toMatchObject({ status: "cancelled", refundDue: false });
    expect(await paymentOf(loser.razorpayOrderId)).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_LOCAL/) });
    // The shopper's verify arriving afterwards gets the clear 409, and nothing is refunded twice.
    const late = await verify({ orderId: loser.orderId, ...checkoutSuccess(loser.razorpayOrderId) });
    expect(late).toMatchObject({ status: 409, body: { status: 0, msg: SELL_MSG.paymentSoldOutRefund(ring!.name) } });
    expect(await stockOf(ring!.id)).toBe(0);
  });
});

describe("payment.failed", () => {
  it("notes the failure on an unpaid payment, once", async () => {
    const [ring] = await pieces(1);
    const started = await startedCheckout(ring!.id);
    const event = paymentEvent("payment.failed", { order_id: started.razorpayOrderId, amount: started.amount, error_description: "Card declined by the issuer" });
    const eventId = `evt_T${uniq()}`;
    const [a, b] = await Promise.all([webhook(event, { eventId }), webhook(event, { eventId })]);
    expect([(a.body!.data as { outcome: string }).outcome, (b.body!.data as { outcome: string }).outcome].sort()).toEqual(["duplicate_event", "failure_recorded"]);
    expect(await paymentOf(started.razorpayOrderId)).toMatchObject({ status: "failed", failureReason: "Card declined by the issuer" });
    expect(await orderRow(started.orderId)).toMatchObject({ status: "payment_pending" });
  });

  it("never un-pays a paid payment, even arriving after (or with) the payment", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const started = await startedCheckout(ring!.id);
    const success = checkoutSuccess(started.razorpayOrderId);
    const failed = paymentEvent("payment.failed", { id: newPaymentId(), order_id: started.razorpayOrderId, amount: started.amount, error_description: "An earlier attempt failed" });
    const [verified] = await Promise.all([verify({ orderId: started.orderId, ...success }), webhook(failed)]);
    expect(verified.status).toBe(200);
    const late = await webhook(paymentEvent("payment.failed", { id: newPaymentId(), order_id: started.razorpayOrderId, amount: started.amount }));
    expect(late.status).toBe(200);
    expect(await paymentOf(started.razorpayOrderId)).toMatchObject({ status: "paid", razorpayPaymentId: success.razorpayPaymentId });
    expect(await orderRow(started.orderId)).toMatchObject({ status: "paid" });
    expect(await stockOf(ring!.id)).toBe(2);
  });
});

describe("events that change nothing", () => {
  it("an unknown event type: 200, recorded once, nothing else changed", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const started = await startedCheckout(ring!.id);
    const before = await snapshot(started.orderId, started.razorpayOrderId, ring!.id);
    const eventId = `evt_T${uniq()}`;
    const event = { entity: "event", event: "refund.processed", payload: { refund: { entity: { id: "rfnd_X", payment_id: "pay_X" } } }, created_at: 1 };
    const res = await webhook(event, { eventId });
    expect(res).toMatchObject({ status: 200, body: { status: 1, data: { event: "refund.processed", outcome: "ignored" } } });
    expect((await webhook(event, { eventId })).body).toMatchObject({ data: { outcome: "duplicate_event" } });
    const after = await snapshot(started.orderId, started.razorpayOrderId, ring!.id);
    expect({ ...after, allEvents: 0 }).toEqual({ ...before, allEvents: 0 });
  });

  it("a payment of an order we do not know: 200, nothing paid", async () => {
    const orders = await db.order.count({ where: { status: "paid" } });
    const res = await webhook(paymentEvent("payment.captured", { order_id: "order_SomeoneElses01", amount: 100 }));
    expect(res).toMatchObject({ status: 200, body: { data: { outcome: "unknown_payment" } } });
    const link = await webhook({ event: "payment_link.paid", payload: { payment_link: { entity: { id: "plink_Unknown0001", amount_paid: 100 } }, payment: { entity: { id: newPaymentId(), amount: 100, currency: "INR", order_id: "order_X" } } } });
    expect(link).toMatchObject({ status: 200, body: { data: { outcome: "unknown_payment" } } });
    expect(await db.order.count({ where: { status: "paid" } })).toBe(orders);
  });

  it("comes only by POST (405 with Allow otherwise)", async () => {
    const { GET } = await import("@/app/api/payments/webhook/route");
    const res = await call(GET, { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("POST");
    void webhookRoute;
  });
});
