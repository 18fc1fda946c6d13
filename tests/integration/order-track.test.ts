import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/order/track/route";
import { SELL_MSG } from "@/lib/messages/selling";
import type { Order, OrderStatus } from "@/lib/types/order";
import { db } from "@/server/db";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { createOrder } from "@/server/orders/create-order";
import { recordOrderEvent } from "@/server/orders/record-order-event";
import { TRACK_ADDRESS_RATE_LIMIT, TRACK_ORDER_RATE_LIMIT } from "@/server/orders/tracking-rules";
import { createCategory, createProduct, uniq } from "../support/factories";
import { type CallResult, call, newAddress } from "./accounts-support";

// POST /api/order/track through the real route handler and database: the order found by its number
// and the e-mail it was placed with, its real history as the timeline; one neutral 404 for an
// unknown number and a wrong e-mail alike; limits per address and per order number; bad bodies.
// The database is shared: every order here is this file's own (its own e-mails and products).

const HOUR = 60 * 60 * 1000;
const START = new Date(Date.now() - 10 * 24 * HOUR);

let shipped: Order;
let shippedEmail: string;
let other: Order;
let otherEmail: string;
let pending: Order;
let pendingEmail: string;

async function placeOrder(email: string, productId: string, quantity = 1, source: "request" | "checkout" = "request") {
  return createOrder({
    source,
    status: source === "request" ? "draft" : "payment_pending",
    customerId: null,
    contact: { name: "Asha Verma", email, phone: "9876543210" },
    address: { street: `${uniq()} Lake View Road`, city: "Pune", state: "Maharashtra", pincode: "411001", country: "India" },
    lines: [{ productId, quantity }],
    actor: "visitor",
    now: START,
  });
}

/** Moves an order along the road, one history step per status, a day apart. */
async function advance(order: Order, statuses: OrderStatus[], data: Record<string, unknown> = {}) {
  await db.$transaction(async (tx) => {
    for (const [i, status] of statuses.entries()) {
      await recordOrderEvent(tx, { orderId: order.id, status, actor: "admin:test", at: new Date(START.getTime() + (i + 1) * 24 * HOUR) });
    }
    await tx.order.update({ where: { id: order.id }, data: { status: statuses.at(-1)!, ...data } });
  });
}

const track = (body: unknown, address = newAddress()) => call(POST, { body, address });

function expectNotFound(res: CallResult) {
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expect(res.body).toEqual({ status: 0, msg: SELL_MSG.trackOrderNotFound });
  expect(res.headers.get("cache-control")).toBe("no-store");
}

beforeAll(async () => {
  const category = await createCategory();
  const ring = await createProduct({ categoryId: category.id, name: `Track Ring ${uniq()}`, price: 2499, stock: 10 });
  const tops = await createProduct({ categoryId: category.id, name: `Track Tops ${uniq()}`, price: 1250.5, stock: 10 });

  shippedEmail = `Asha.Track.${uniq()}@Example.com`;
  shipped = await placeOrder(shippedEmail, ring.id, 2);
  await advance(shipped, ["acknowledged", "payment_pending", "paid", "processing", "shipped"], {
    paymentLink: "https://pay.example.com/old-link",
    paidAt: new Date(START.getTime() + 3 * 24 * HOUR),
    courierName: "Blue Dart",
    trackingNumber: "BD123456789IN",
  });
  await db.$transaction((tx) => issueInvoice(tx, { orderId: shipped.id, buyerState: "Maharashtra", now: new Date(START.getTime() + 3 * 24 * HOUR) }));

  otherEmail = `other.${uniq()}@example.com`;
  other = await placeOrder(otherEmail, tops.id, 3);

  pendingEmail = `pending.${uniq()}@example.com`;
  pending = await placeOrder(pendingEmail, tops.id, 1);
  await advance(pending, ["acknowledged", "payment_pending"], { paymentLink: "https://pay.example.com/pl_123", paymentMethod: "phonepe" });
});

describe("the right order number and e-mail", () => {
  it("answer the order with its lines in rupees, its real timeline, courier, tracking number and invoice", async () => {
    const res = await track({ orderNumber: shipped.orderNumber, email: shippedEmail });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toMatchObject({ status: 1, msg: SELL_MSG.trackOrderFound });
    const order = res.body!.order as Record<string, unknown>;
    expect(order).toMatchObject({
      orderNumber: shipped.orderNumber,
      status: "shipped",
      createdAt: START.toISOString(),
      totalAmount: 4998,
      courierName: "Blue Dart",
      trackingNumber: "BD123456789IN",
      paymentLink: null, // paid long ago: the old link is not offered
      invoice: true,
      refund: false,
    });
    expect(order.lines).toEqual([{ name: shipped.lines[0]!.productName, code: shipped.lines[0]!.productCode, color: null, size: null, quantity: 2, unitPrice: 2499, totalPrice: 4998, offerDiscount: 0 }]);
    // Without offers (issue 44): no discount, no offers.
    expect(order).toMatchObject({ discount: 0, offers: [] });
    const timeline = order.timeline as Array<{ status: string; label: string; at: string }>;
    expect(timeline.map((s) => s.status)).toEqual(["draft", "acknowledged", "payment_pending", "paid", "processing", "shipped"]);
    expect(timeline.map((s) => s.label)).toEqual(["Order placed", "Acknowledged", "Payment pending", "Paid", "Processing", "Shipped"]);
    expect(timeline.map((s) => s.at)).toEqual([0, 1, 2, 3, 4, 5].map((days) => new Date(START.getTime() + days * 24 * HOUR).toISOString()));
  });

  it("carries the order's offers (issue 44): each by name and code with its discount, the lines' shares, and the net total", async () => {
    const email = `offers.${uniq()}@example.com`;
    const placed = await placeOrder(email, other.lines[0]!.productId!, 3);
    const line = await db.orderLine.findFirstOrThrow({ where: { orderId: placed.id }, select: { id: true, linePricePaise: true } });
    await db.$transaction(async (tx) => {
      await tx.orderLine.update({ where: { id: line.id }, data: { offerDiscountPaise: 500_00 } });
      await tx.orderOffer.create({ data: { orderId: placed.id, offerId: null, code: "DIWALI500", name: "₹500 off above ₹3,000", kind: "fixed_cart", amountPaise: 500_00, discountPaise: 500_00, position: 0 } });
      await tx.order.update({ where: { id: placed.id }, data: { discountPaise: 500_00, totalPaise: line.linePricePaise - 500_00 } });
    });
    const res = await track({ orderNumber: placed.orderNumber, email });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.order).toMatchObject({ totalAmount: (line.linePricePaise - 500_00) / 100, discount: 500, offers: [{ name: "₹500 off above ₹3,000", code: "DIWALI500", discount: 500 }] });
    expect((res.body!.order as { lines: { offerDiscount: number }[] }).lines[0]!.offerDiscount).toBe(500);
  });

  it("finds it whatever the case of the e-mail, with spaces around, and a lower-case order number", async () => {
    const res = await track({ orderNumber: `  ${shipped.orderNumber.toLowerCase()} `, email: ` ${shippedEmail.toUpperCase()}  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body!.order as { orderNumber: string }).orderNumber).toBe(shipped.orderNumber);
  });

  it("never carries the address, the phone, the e-mail or another order's data", async () => {
    const res = await track({ orderNumber: shipped.orderNumber, email: shippedEmail });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(shipped.address.street);
    expect(text).not.toContain("9876543210");
    expect(text.toLowerCase()).not.toContain(shippedEmail.toLowerCase());
    expect(text).not.toContain(other.orderNumber);
    expect(text).not.toContain(other.lines[0]!.productName);
    expect(Object.keys(res.body!.order as object).sort()).toEqual(
      ["codFee", "courierName", "createdAt", "discount", "invoice", "lines", "offers", "orderNumber", "paymentLink", "paymentMethod", "refund", "status", "timeline", "totalAmount", "trackingNumber"].sort(),
    );
  });

  it("offers the payment link while the payment is pending, and no invoice before payment", async () => {
    const res = await track({ orderNumber: pending.orderNumber, email: pendingEmail });
    expect(res.status).toBe(200);
    const order = res.body!.order as Record<string, unknown>;
    expect(order).toMatchObject({ status: "payment_pending", paymentLink: "https://pay.example.com/pl_123", invoice: false, courierName: null, trackingNumber: null });
    expect((order.timeline as Array<{ status: string }>).map((s) => s.status)).toEqual(["draft", "acknowledged", "payment_pending"]);
  });

  it("shows a new order as placed, and a checkout order awaiting payment as placed too", async () => {
    const res = await track({ orderNumber: other.orderNumber, email: otherEmail });
    expect(res.status).toBe(200);
    const order = res.body!.order as Record<string, unknown>;
    expect(order).toMatchObject({ status: "draft", totalAmount: 3751.5, invoice: false, paymentLink: null });
    expect(order.timeline).toEqual([{ status: "draft", label: "Order placed", at: START.toISOString() }]);

    const email = `checkout.${uniq()}@example.com`;
    const checkout = await placeOrder(email, other.lines[0]!.productId!, 1, "checkout");
    const answer = await track({ orderNumber: checkout.orderNumber, email });
    expect((answer.body!.order as { timeline: unknown }).timeline).toEqual([{ status: "payment_pending", label: "Order placed", at: START.toISOString() }]);
  });

  it("says a paid order cancelled since is refunded, and offers no invoice for it", async () => {
    const email = `cancelled.${uniq()}@example.com`;
    const order = await placeOrder(email, other.lines[0]!.productId!);
    await advance(order, ["acknowledged", "payment_pending", "paid", "cancelled"], { paidAt: new Date() });
    await db.$transaction((tx) => issueInvoice(tx, { orderId: order.id, buyerState: "Maharashtra" }));
    const res = await track({ orderNumber: order.orderNumber, email });
    expect(res.body!.order).toMatchObject({ status: "cancelled", refund: true, invoice: false });
    expect((res.body!.order as { timeline: Array<{ status: string }> }).timeline.at(-1)).toMatchObject({ status: "cancelled", label: "Cancelled" });
  });
});

describe("a wrong pair", () => {
  it("gets the same neutral 404 for a wrong e-mail and for an unknown number", async () => {
    const wrongEmail = await track({ orderNumber: shipped.orderNumber, email: otherEmail });
    const unknownNumber = await track({ orderNumber: "SA-26-99999", email: shippedEmail });
    const neither = await track({ orderNumber: "SA-99-00001", email: "nobody@example.com" });
    for (const res of [wrongEmail, unknownNumber, neither]) expectNotFound(res);
    expect(JSON.stringify(wrongEmail.body)).toBe(JSON.stringify(unknownNumber.body));
    expect([...wrongEmail.headers.keys()].sort()).toEqual([...unknownNumber.headers.keys()].sort());
  });

  it("never mixes two orders: one order's number with another order's e-mail finds nothing", async () => {
    expectNotFound(await track({ orderNumber: other.orderNumber, email: shippedEmail }));
    expectNotFound(await track({ orderNumber: shipped.orderNumber, email: pendingEmail }));
  });

  it("an e-mail that only contains the right one is wrong", async () => {
    expectNotFound(await track({ orderNumber: shipped.orderNumber, email: `x${shippedEmail}` }));
  });
});

describe("rate limits", () => {
  it("allows 10 look-ups per address in 10 minutes, then 429 with Retry-After, even for the right pair", async () => {
    const address = newAddress();
    for (let i = 0; i < TRACK_ADDRESS_RATE_LIMIT.limit; i++) {
      expectNotFound(await track({ orderNumber: `SA-26-9${String(i).padStart(4, "0")}`, email: shippedEmail }, address));
    }
    const refused = await track({ orderNumber: shipped.orderNumber, email: shippedEmail }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 0, msg: SELL_MSG.trackOrderTooMany(10) });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(TRACK_ADDRESS_RATE_LIMIT.windowMs / 1000);
    // Another address is not affected.
    expect((await track({ orderNumber: shipped.orderNumber, email: shippedEmail })).status).toBe(200);
  });

  it("allows 20 look-ups of one order number an hour from any addresses, so e-mails cannot be guessed for it", async () => {
    const email = `guessed.${uniq()}@example.com`;
    const order = await placeOrder(email, other.lines[0]!.productId!);
    for (let i = 0; i < TRACK_ORDER_RATE_LIMIT.limit; i++) {
      expectNotFound(await track({ orderNumber: order.orderNumber, email: `guess${i}@example.com` }));
    }
    // The 21st, from a fresh address and even with the right e-mail, is refused: a guesser learns nothing.
    const refused = await track({ orderNumber: order.orderNumber.toLowerCase(), email });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 0, msg: SELL_MSG.trackOrderTooMany(60) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(10 * 60);
    // Other orders are not affected.
    expect((await track({ orderNumber: other.orderNumber, email: otherEmail })).status).toBe(200);
  });

  it("does not count malformed requests", async () => {
    const address = newAddress();
    for (let i = 0; i < TRACK_ADDRESS_RATE_LIMIT.limit + 2; i++) expect((await track({ orderNumber: "", email: "x" }, address)).status).toBe(400);
    expect((await track({ orderNumber: shipped.orderNumber, email: shippedEmail }, address)).status).toBe(200);
  });
});

describe("malformed requests", () => {
  it("400 with the form's message for a missing, empty or wrongly typed field", async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: shippedEmail }, SELL_MSG.trackOrderNumberRequired],
      [{ orderNumber: "   ", email: shippedEmail }, SELL_MSG.trackOrderNumberRequired],
      [{ orderNumber: 42, email: shippedEmail }, SELL_MSG.trackOrderNumberRequired],
      [{ orderNumber: "SA-26-<script>", email: shippedEmail }, SELL_MSG.trackOrderNumberInvalid],
      [{ orderNumber: `SA-26-${"1".repeat(40)}`, email: shippedEmail }, SELL_MSG.trackOrderNumberInvalid],
      [{ orderNumber: shipped.orderNumber }, SELL_MSG.trackOrderEmailRequired],
      [{ orderNumber: shipped.orderNumber, email: "not-an-email" }, SELL_MSG.trackOrderEmailInvalid],
      [{ orderNumber: shipped.orderNumber, email: ["a@example.com"] }, SELL_MSG.trackOrderEmailRequired],
      [[shipped.orderNumber, shippedEmail], SELL_MSG.trackOrderNotObject],
      [null, SELL_MSG.trackOrderNotObject],
    ];
    for (const [body, msg] of cases) {
      const res = await call(POST, { raw: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ status: 0, msg });
    }
  });

  it("400 for a body that is not JSON, 415 for another type, 413 past 2 KB, all without internals", async () => {
    const bad = await call(POST, { raw: "{orderNumber:" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 0, msg: "The request body is not valid JSON." });
    const form = await call(POST, { raw: "orderNumber=SA-26-00001", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    const huge = await call(POST, { body: { orderNumber: shipped.orderNumber, email: shippedEmail, padding: "x".repeat(4000) } });
    expect(huge.status).toBe(413);
    for (const res of [bad, form, huge]) expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|prisma|node_modules/i);
  });

  it("refuses a cross-site post", async () => {
    const res = await call(POST, { body: { orderNumber: shipped.orderNumber, email: shippedEmail }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 0, msg: CROSS_SITE_MSG });
  });

  it("answers 405 with Allow to other methods", async () => {
    const { GET } = await import("@/app/api/order/track/route");
    const res = await call(GET, { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
