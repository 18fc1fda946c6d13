import { describe, expect, it } from "vitest";
import { POST as createOrderRoute } from "@/app/api/payments/create-order/route";
import { POST as authorizeRoute } from "@/app/api/payments/local/authorize/route";
import { POST as verifyRoute } from "@/app/api/payments/verify/route";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { listOrderEvents } from "@/server/orders/get-order";
import { paymentKeySecret } from "@/server/payments/gateway";
import { LOCAL_CHECKOUT_SCRIPT, LOCAL_KEY_ID } from "@/server/payments/local-gateway";
import { PAYMENT_ORDER_RATE_LIMIT } from "@/server/payments/payment-rules";
import { refundPayment } from "@/server/payments/refund-payment";
import { isValidCheckoutSignature } from "@/server/payments/signatures";
import { call, createCustomer, newAddress, sessionOf } from "./accounts-support";
import {
  checkoutSuccess,
  createPaymentOrder,
  customer,
  orderBody,
  orderRow,
  paymentOf,
  pieces,
  startedCheckout,
  stockOf,
  tamper,
  verify,
} from "./payments-support";
import { createColor, createProduct, createCategory } from "../support/factories";

// Card checkout against the local fake gateway, through the real route handlers and database:
// POST /api/payments/create-order (priced from the database, whatever the request says), POST
// /api/payments/verify (the signature against the gateway order WE stored, constant time, once),
// the last piece bought by 20 at once, and the local Checkout stand-in's authorize call.

describe("POST /api/payments/create-order", () => {
  it("prices the order from the database and ignores the request's amount, names and prices", async () => {
    const [ring, studs] = await pieces(2, { price: 2499 });
    const silver = await createColor();
    const chain = await createProduct({ categoryId: (await createCategory()).id, price: 1234.5, stock: 3, colorIds: [silver.id] });
    const body = orderBody(
      [
        { id: ring!.id, quantity: 2, price: 1 },
        { id: studs!.id, quantity: 1, price: 1 },
        { id: chain.id, quantity: 1, price: 1, colorId: silver.id },
      ],
      { amount: 100 },
    );
    const res = await call(createOrderRoute, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.body!.data as Record<string, unknown>;
    const total = 2 * 249900 + 249900 + 123450;
    expect(res.body).toMatchObject({ status: 1, msg: SELL_MSG.paymentOrderCreated });
    expect(data).toEqual({
      keyId: LOCAL_KEY_ID,
      amount: total,
      currency: "INR",
      razorpayOrderId: expect.stringMatching(/^order_LOCAL[A-Za-z0-9]{14}$/),
      receipt: expect.stringMatching(/^rcpt_\d{13}_SA-\d{2}-\d{5}$/),
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(/^SA-\d{2}-\d{5}$/),
      checkoutScriptUrl: LOCAL_CHECKOUT_SCRIPT,
    });

    const order = await db.order.findUniqueOrThrow({ where: { id: data.orderId as string }, include: { lines: true, payments: true } });
    expect(order).toMatchObject({
      orderNumber: data.orderNumber,
      status: "payment_pending",
      source: "checkout",
      paymentMethod: "razorpay",
      customerId: null,
      totalPaise: total,
      customerName: "Asha Verma",
      customerPhone: "9876543210",
      shipStreet: "14 Lake View Road",
      shipLine2: "Flat 3B",
      shipState: "Maharashtra",
      shipPincode: "411001",
      shipCountry: "India",
      customerNotes: "Please gift wrap.",
    });
    expect(order.lines.map((l) => l.unitPricePaise).sort()).toEqual([123450, 249900, 249900].sort());
    expect(order.lines.find((l) => l.productId === chain.id)?.colorName).toBe(silver.name);
    // The gateway order is for exactly the database total, and tied to the order.
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({ kind: "checkout", razorpayOrderId: data.razorpayOrderId, amountPaise: total, currency: "INR", status: "created" });
    expect((await listOrderEvents(order.id)).map((e) => e.status)).toEqual(["payment_pending"]);
    // Stock is taken only when paid.
    expect(await stockOf(ring!.id)).toBe(5);
  });

  it("carries the signed-in customer; markup in what the shopper typed is stripped", async () => {
    const [ring] = await pieces(1);
    const shopper = await createCustomer();
    const data = await createPaymentOrder(orderBody([{ id: ring!.id, quantity: 1 }], { customer: customer({ name: "<b>Meera</b> Iyer" }), notes: "<script>x()</script>Ring size 12" }), {
      session: await sessionOf(shopper),
    });
    expect(await orderRow(data.orderId)).toMatchObject({ customerId: shopper.id, customerName: "Meera Iyer", customerNotes: "Ring size 12" });
  });

  it("refuses incomplete checkouts with the spec's messages, creating nothing", async () => {
    const [ring] = await pieces(1);
    const item = [{ id: ring!.id, quantity: 1 }];
    const before = await db.order.count();
    const cases: [unknown, string][] = [
      [orderBody(item, { customer: customer({ name: " " }) }), SELL_MSG.completeContactDetails],
      [orderBody(item, { customer: customer({ email: "" }) }), SELL_MSG.completeContactDetails],
      [orderBody(item, { customer: customer({ contact: undefined }) }), SELL_MSG.completeContactDetails],
      [orderBody([], { customer: customer({ name: "" }) }), SELL_MSG.completeContactDetails],
      [orderBody([]), MSG.cartEmpty],
      [{ ...orderBody(item), metadata: { ...orderBody(item).metadata, items: undefined } }, MSG.cartEmpty],
      [orderBody(item, { customer: customer({ address: { line1: "", city: "Pune", state: "Goa", postalCode: "403001" } }) }), SELL_MSG.enterDeliveryAddress],
      [orderBody(item, { customer: customer({ address: undefined }) }), SELL_MSG.enterDeliveryAddress],
      [orderBody(item, { customer: customer({ address: { line1: "1 Main Rd", city: "Pune", state: "Atlantis", postalCode: "411001" } }) }), SELL_MSG.checkoutStateInvalid],
      [orderBody(item, { customer: customer({ address: { line1: "1 Main Rd", city: "Pune", state: "Goa", postalCode: "12345" } }) }), SELL_MSG.checkoutPostalCodeInvalid],
      [orderBody(item, { customer: customer({ email: "not-an-email" }) }), MSG.contactEmailInvalid],
      [orderBody(item, { customer: customer({ contact: "12345" }) }), MSG.contactPhoneInvalid],
    ];
    for (const [body, msg] of cases) {
      const res = await call(createOrderRoute, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ status: 0, msg });
    }
    expect(await db.order.count()).toBe(before);
  });

  it("answers malformed bodies with a 400 (or 413 / 415) and no internals", async () => {
    const [ring] = await pieces(1);
    const bad: { raw?: string; body?: unknown; headers?: Record<string, string>; status: number }[] = [
      { raw: "{not json", status: 400 },
      { raw: "null", status: 400 },
      { raw: "[]", status: 400 },
      { body: { metadata: "x" }, status: 400 },
      { body: orderBody([{ id: "x'; drop table", quantity: 1 }]), status: 400 },
      { body: orderBody([{ id: ring!.id, quantity: 0 }]), status: 400 },
      { body: orderBody([{ id: ring!.id, quantity: 1.5 }]), status: 400 },
      { body: orderBody([{ id: ring!.id, quantity: 1 }, { id: ring!.id, quantity: 1 }]), status: 400 },
      { raw: JSON.stringify(orderBody([{ id: ring!.id, quantity: 1 }])), headers: { "content-type": "text/plain" }, status: 415 },
      { raw: JSON.stringify({ ...orderBody([{ id: ring!.id, quantity: 1 }]), pad: "x".repeat(40_000) }), status: 413 },
    ];
    for (const { raw, body, headers, status } of bad) {
      const res = await call(createOrderRoute, { raw, body, headers });
      expect(res.status, raw ?? JSON.stringify(body)).toBe(status);
      expect(res.body?.status).toBe(0);
      expect(res.body?.msg).not.toMatch(/prisma|stack|at \w+ \(|TypeError|undefined/i);
    }
  });

  it("refuses a piece that is switched off, sold out or short, naming it", async () => {
    const category = await createCategory();
    const off = await createProduct({ categoryId: category.id, active: false });
    const gone = await createProduct({ categoryId: category.id, stock: 0 });
    const two = await createProduct({ categoryId: category.id, stock: 2 });
    for (const [id, quantity, msg] of [
      [off.id, 1, SELL_MSG.orderPieceInactive(off.name)],
      [gone.id, 1, SELL_MSG.orderPieceSoldOut(gone.name)],
      [two.id, 3, SELL_MSG.orderPieceShort(two.name, 2)],
    ] as const) {
      const res = await call(createOrderRoute, { body: orderBody([{ id, quantity }]) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 0, msg });
    }
  });

  it("limits new payment orders per client address", async () => {
    const [ring] = await pieces(1, { stock: 50 });
    const address = newAddress();
    for (let i = 0; i < PAYMENT_ORDER_RATE_LIMIT.limit; i++) {
      expect((await call(createOrderRoute, { body: orderBody([{ id: ring!.id, quantity: 1 }]), address })).status).toBe(201);
    }
    const refused = await call(createOrderRoute, { body: orderBody([{ id: ring!.id, quantity: 1 }]), address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("POST /api/payments/verify", () => {
  it("pays the order once with a valid signature: stock taken, history, and the spec's answer", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const started = await startedCheckout(ring!.id, 2);
    const success = checkoutSuccess(started.razorpayOrderId);
    const res = await verify({ orderId: started.orderId, ...success, metadata: { anything: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      msg: SELL_MSG.paymentVerified,
      data: { order: { id: started.orderId, orderNumber: started.orderNumber, status: "paid" }, transaction: { razorpayPaymentId: success.razorpayPaymentId } },
    });
    expect(await orderRow(started.orderId)).toMatchObject({ status: "paid", refundDue: false });
    expect(await paymentOf(started.razorpayOrderId)).toMatchObject({ status: "paid", razorpayPaymentId: success.razorpayPaymentId, razorpaySignature: success.razorpaySignature });
    expect(await stockOf(ring!.id)).toBe(1);

    // The same verify again (a reload, a double click): 200, nothing taken twice.
    const again = await verify({ orderId: started.orderId, ...success });
    expect(again.status).toBe(200);
    expect(await stockOf(ring!.id)).toBe(1);
    expect((await listOrderEvents(started.orderId)).map((e) => e.status)).toEqual(["payment_pending", "paid"]);
  });

  it("rejects a signature with one character changed; the order stays payment_pending", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const started = await startedCheckout(ring!.id);
    const success = checkoutSuccess(started.razorpayOrderId);
    for (const razorpaySignature of [tamper(success.razorpaySignature), success.razorpaySignature.toUpperCase(), success.razorpaySignature.slice(1), "", "x".repeat(64)]) {
      const res = await verify({ orderId: started.orderId, ...success, razorpaySignature });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, msg: SELL_MSG.paymentVerifyFailed });
    }
    expect(await orderRow(started.orderId)).toMatchObject({ status: "payment_pending" });
    expect(await paymentOf(started.razorpayOrderId)).toMatchObject({ status: "created", razorpayPaymentId: null });
    expect(await stockOf(ring!.id)).toBe(2);
  });

  it("rejects a valid signature of ANOTHER order, however it is presented", async () => {
    const [ring] = await pieces(1, { stock: 5 });
    const mine = await startedCheckout(ring!.id);
    const other = await startedCheckout(ring!.id);
    const otherSuccess = checkoutSuccess(other.razorpayOrderId);
    // The other order's whole valid triple sent with my order id...
    const swapped = await verify({ orderId: mine.orderId, ...otherSuccess });
    // ...and its signature with my gateway order id.
    const mixed = await verify({ orderId: mine.orderId, razorpayOrderId: mine.razorpayOrderId, razorpayPaymentId: otherSuccess.razorpayPaymentId, razorpaySignature: otherSuccess.razorpaySignature });
    for (const res of [swapped, mixed]) expect(res).toMatchObject({ status: 400, body: { status: 0, msg: SELL_MSG.paymentVerifyFailed } });
    expect(await orderRow(mine.orderId)).toMatchObject({ status: "payment_pending" });
    expect(await orderRow(other.orderId)).toMatchObject({ status: "payment_pending" });
    expect(await stockOf(ring!.id)).toBe(5);
  });

  it("answers malformed bodies with a 400 without internals", async () => {
    const [ring] = await pieces(1);
    const started = await startedCheckout(ring!.id);
    const success = checkoutSuccess(started.razorpayOrderId);
    for (const body of [{}, { orderId: started.orderId }, { ...success, orderId: 42 }, { ...success, orderId: started.orderId, razorpayPaymentId: "nope" }, [success], "text"]) {
      const res = await verify(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body?.status).toBe(0);
      expect(res.body?.msg).not.toMatch(/prisma|stack|TypeError/i);
    }
    const raw = await call(verifyRoute, { raw: "{oops" });
    expect(raw.status).toBe(400);
    expect(await orderRow(started.orderId)).toMatchObject({ status: "payment_pending" });
  });

  it("stock 1 and 20 buyers paying at once: exactly one paid, stock 0, the others 409, flagged and refunded", async () => {
    const [ring] = await pieces(1, { stock: 1 });
    const started = await Promise.all(Array.from({ length: 20 }, () => startedCheckout(ring!.id)));
    expect(new Set(started.map((s) => s.orderId)).size).toBe(20);
    const answers = await Promise.all(started.map((s) => verify({ orderId: s.orderId, ...checkoutSuccess(s.razorpayOrderId) })));

    const paid = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const a of refused) expect(a.body).toEqual({ status: 0, msg: SELL_MSG.paymentSoldOutRefund(ring!.name) });
    expect(await stockOf(ring!.id)).toBe(0);

    const orders = await db.order.findMany({ where: { id: { in: started.map((s) => s.orderId) } }, include: { payments: true } });
    expect(orders.filter((o) => o.status === "paid")).toHaveLength(1);
    const cancelled = orders.filter((o) => o.status === "cancelled");
    expect(cancelled).toHaveLength(19);
    for (const order of cancelled) {
      // Refunded through the (local) gateway, so the flag is cleared again.
      expect(order.payments[0]).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_LOCAL/) });
      expect(order.payments[0]!.refundedAt).not.toBeNull();
      expect(order.refundDue).toBe(false);
    }
  });

  it("a refund the gateway refuses leaves the order flagged refundDue, and the shopper still gets the 409", async () => {
    const [ring] = await pieces(1, { stock: 1 });
    const first = await startedCheckout(ring!.id);
    const second = await startedCheckout(ring!.id);
    expect((await verify({ orderId: first.orderId, ...checkoutSuccess(first.razorpayOrderId) })).status).toBe(200);
    // A payment id the (local) gateway never issued: it refuses to refund it, as Razorpay would.
    const res = await verify({ orderId: second.orderId, ...checkoutSuccess(second.razorpayOrderId, "pay_ELSEWHERE0000001") });
    expect(res).toMatchObject({ status: 409, body: { status: 0, msg: SELL_MSG.paymentSoldOutRefund(ring!.name) } });
    expect(await orderRow(second.orderId)).toMatchObject({ status: "cancelled", refundDue: true });
    expect(await paymentOf(second.razorpayOrderId)).toMatchObject({ status: "paid", refundId: null });
    const payment = await paymentOf(second.razorpayOrderId);
    expect(await refundPayment({ paymentId: payment.id, reason: "retry" })).toMatchObject({ ok: false });
    expect(await orderRow(second.orderId)).toMatchObject({ refundDue: true });
    // A repeat of verify says the same and refunds nothing by itself.
    expect(await verify({ orderId: second.orderId, ...checkoutSuccess(second.razorpayOrderId, "pay_ELSEWHERE0000001") })).toMatchObject({ status: 409 });
  });

  it("refunds a payment once, however often or concurrently it is asked", async () => {
    const [ring] = await pieces(1, { stock: 1 });
    const first = await startedCheckout(ring!.id);
    const second = await startedCheckout(ring!.id);
    expect((await verify({ orderId: first.orderId, ...checkoutSuccess(first.razorpayOrderId) })).status).toBe(200);
    expect((await verify({ orderId: second.orderId, ...checkoutSuccess(second.razorpayOrderId) })).status).toBe(409);
    const payment = await paymentOf(second.razorpayOrderId);
    expect(payment).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_LOCAL/) });
    const again = await Promise.all([refundPayment({ paymentId: payment.id, reason: "x" }), refundPayment({ paymentId: payment.id, reason: "x" })]);
    expect(again).toEqual([
      { ok: true, refundId: payment.refundId, alreadyRefunded: true },
      { ok: true, refundId: payment.refundId, alreadyRefunded: true },
    ]);
    // The order that was paid keeps its payment: refunding it needs the owner, not this path.
    expect(await paymentOf(first.razorpayOrderId)).toMatchObject({ status: "paid" });
  });
});

describe("POST /api/payments/local/authorize (the local Checkout window)", () => {
  it("Pay answers a success signed like Razorpay's, which verify accepts", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const started = await startedCheckout(ring!.id);
    const res = await call(authorizeRoute, { body: { razorpayOrderId: started.razorpayOrderId, outcome: "success" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body!.data as Record<string, string>;
    expect(data).toEqual({
      outcome: "success",
      razorpay_payment_id: expect.stringMatching(/^pay_LOCAL[A-Za-z0-9]{14}$/),
      razorpay_order_id: started.razorpayOrderId,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(isValidCheckoutSignature({ razorpayOrderId: started.razorpayOrderId, razorpayPaymentId: data.razorpay_payment_id! }, data.razorpay_signature, paymentKeySecret())).toBe(true);
    // Authorising alone pays nothing: the shop's verify does.
    expect(await orderRow(started.orderId)).toMatchObject({ status: "payment_pending" });
    const verified = await verify({ orderId: started.orderId, razorpayOrderId: data.razorpay_order_id, razorpayPaymentId: data.razorpay_payment_id, razorpaySignature: data.razorpay_signature });
    expect(verified.status).toBe(200);
    // A paid order cannot be paid again in the window.
    const again = await call(authorizeRoute, { body: { razorpayOrderId: started.razorpayOrderId, outcome: "success" } });
    expect(again).toMatchObject({ status: 409, body: { status: 0, msg: SELL_MSG.paymentAlreadyPaid } });
  });

  it("Fail payment answers Razorpay's error and records the failure as the payment.failed webhook would", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const started = await startedCheckout(ring!.id);
    const res = await call(authorizeRoute, { body: { razorpayOrderId: started.razorpayOrderId, outcome: "failure" } });
    expect(res.status).toBe(200);
    expect(res.body!.data).toEqual({
      outcome: "failure",
      error: {
        code: "BAD_REQUEST_ERROR",
        description: SELL_MSG.localPaymentDeclined,
        source: "bank",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: started.razorpayOrderId, payment_id: expect.stringMatching(/^pay_LOCAL/) },
      },
    });
    const payment = await paymentOf(started.razorpayOrderId);
    expect(payment).toMatchObject({ status: "failed", failureReason: SELL_MSG.localPaymentDeclined });
    expect(await db.paymentEvent.count({ where: { paymentId: payment.id, type: "payment.failed" } })).toBe(1);
    expect(await orderRow(started.orderId)).toMatchObject({ status: "payment_pending" });
    // The shopper may try again in the same window, and succeed.
    const retry = await call(authorizeRoute, { body: { razorpayOrderId: started.razorpayOrderId, outcome: "success" } });
    const data = retry.body!.data as Record<string, string>;
    expect((await verify({ orderId: started.orderId, razorpayOrderId: started.razorpayOrderId, razorpayPaymentId: data.razorpay_payment_id, razorpaySignature: data.razorpay_signature })).status).toBe(200);
    expect(await paymentOf(started.razorpayOrderId)).toMatchObject({ status: "paid", failureReason: null });
  });

  it("refuses unknown orders and bad bodies", async () => {
    expect((await call(authorizeRoute, { body: { razorpayOrderId: "order_LOCALnothingHere000", outcome: "success" } })).status).toBe(404);
    expect((await call(authorizeRoute, { body: { razorpayOrderId: "order_x", outcome: "maybe" } })).status).toBe(400);
    expect((await call(authorizeRoute, { body: { outcome: "success" } })).status).toBe(400);
  });
});
