import { describe, expect, it } from "vitest";
import { priceByWeight } from "@/lib/pricing/by-weight";
import { SELL_MSG } from "@/lib/messages/selling";
import type { OrderLineRequest } from "@/lib/types/order";
import { db } from "@/server/db";
import { createOrder } from "@/server/orders/create-order";
import { getOrderByNumber, listOrderEvents } from "@/server/orders/get-order";
import { formatOrderNumber, ORDER_NUMBER_PATTERN } from "@/server/orders/order-number";
import { recordPaymentEvent } from "@/server/orders/record-payment-event";
import { settlePayment } from "@/server/orders/settle-payment";
import { invalidatedTags } from "../support/next-cache-shim";
import { createCategory, createColor, createProduct, uniq } from "../support/factories";

// The order core (src/server/orders): orders priced from the database with readable numbers and a
// history, and settlePayment, the one path that pays an order: exactly once, whatever arrives
// how often, and never selling a piece twice.

const contact = () => ({ name: "Asha Verma", email: `asha.${uniq()}@example.com`, phone: "9876543210" });
const address = { street: "14 Lake View Road", city: "Pune", state: "Maharashtra", pincode: "411001", country: "India" };

async function order(lines: OrderLineRequest[], status: "draft" | "payment_pending" = "payment_pending") {
  return createOrder({ source: "checkout", status, customerId: null, contact: contact(), address, lines, actor: "visitor" });
}

async function paymentFor(orderId: string, amountPaise: number) {
  return db.payment.create({ data: { orderId, kind: "checkout", razorpayOrderId: `order_T${uniq()}`, amountPaise } });
}

describe("createOrder", () => {
  it("keeps each piece's purity and HUID, and a by-weight piece's price breakup, as they were when it was placed", async () => {
    const category = await createCategory();
    const fixed = await createProduct({ categoryId: category.id, price: 999 });
    await db.product.update({ where: { id: fixed.id }, data: { purity: 990, huid: "ZX98YW" } });
    await db.silverRate.create({ data: { paisePerGram: 9_900, setBy: "test" } });
    const gstBps = (await db.siteSettings.findUnique({ where: { id: 1 } }))?.gstRateBps ?? 300;
    const breakup = priceByWeight({ ratePaisePerGram: 9_900, purity: 925, netWeightMg: 8_000, making: { kind: "percent", basisPoints: 2_000 }, otherPaise: 5_000, gstBps, roundToRupee: true });
    const weighed = await createProduct({ categoryId: category.id, price: breakup.totalPaise / 100 });
    await db.product.update({
      where: { id: weighed.id },
      data: { pricingMode: "by_weight", netWeightMg: 8_000, makingChargeKind: "percent", makingChargeValue: 2_000, otherChargesPaise: 5_000, huid: "AB12CD" },
    });
    const created = await order([
      { productId: fixed.id, quantity: 1 },
      { productId: weighed.id, quantity: 2 },
    ]);
    const byId = new Map(created.lines.map((line) => [line.productId, line]));
    expect(byId.get(fixed.id)).toMatchObject({ purity: 990, huid: "ZX98YW", priceBreakup: null });
    expect(byId.get(weighed.id)).toMatchObject({ purity: 925, huid: "AB12CD", priceBreakup: breakup, unitPricePaise: breakup.totalPaise });
    // Kept: a later rate changes the piece, not the order.
    await db.silverRate.create({ data: { paisePerGram: 12_000, setBy: "test" } });
    expect((await getOrderByNumber(created.orderNumber))?.lines.find((line) => line.productId === weighed.id)?.priceBreakup).toEqual(breakup);
  });


  it("prices every line from the database and keeps snapshots, a readable number and the first step", async () => {
    const category = await createCategory();
    const silver = await createColor();
    const ring = await createProduct({ categoryId: category.id, price: 2000, discountPercent: 10, stock: 4, colorIds: [silver.id] });
    const studs = await createProduct({ categoryId: category.id, price: 999, stock: 9 });
    const created = await order([
      { productId: ring.id, quantity: 2, colorId: silver.id },
      { productId: studs.id, quantity: 1 },
    ]);
    expect(created.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(created.status).toBe("payment_pending");
    expect(created.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: ring.id, productName: ring.name, productCode: ring.code, colorName: silver.name, quantity: 2, unitPricePaise: 180000, linePricePaise: 360000 }),
        expect.objectContaining({ productId: studs.id, colorName: null, quantity: 1, unitPricePaise: 99900, linePricePaise: 99900 }),
      ]),
    );
    expect(created.totalPaise).toBe(459900);
    expect((await listOrderEvents(created.id)).map((e) => e.status)).toEqual(["payment_pending"]);
    // Stock is taken at payment, not at ordering.
    expect((await db.product.findUniqueOrThrow({ where: { id: ring.id } })).stock).toBe(4);
    expect((await getOrderByNumber(created.orderNumber))?.id).toBe(created.id);
  });

  it("gives concurrent orders distinct consecutive numbers", async () => {
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id, stock: 50 });
    const orders = await Promise.all(Array.from({ length: 8 }, () => order([{ productId: product.id, quantity: 1 }])));
    const sequences = orders.map((o) => Number(o.orderNumber.split("-")[2])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(8);
    expect(sequences.at(-1)! - sequences[0]!).toBe(7);
    expect(formatOrderNumber(2026, 42)).toBe("SA-26-00042");
  });

  it("refuses what cannot be sold, with a message naming the piece, and stores nothing", async () => {
    const category = await createCategory();
    const off = await createProduct({ categoryId: category.id, active: false });
    const soldOut = await createProduct({ categoryId: category.id, stock: 0 });
    const two = await createProduct({ categoryId: category.id, stock: 2 });
    const other = await createColor();
    const before = await db.order.count();
    await expect(order([{ productId: off.id, quantity: 1 }])).rejects.toMatchObject({ status: 409, message: SELL_MSG.orderPieceInactive(off.name) });
    await expect(order([{ productId: soldOut.id, quantity: 1 }])).rejects.toMatchObject({ status: 409, message: SELL_MSG.orderPieceSoldOut(soldOut.name) });
    await expect(order([{ productId: two.id, quantity: 3 }])).rejects.toMatchObject({ status: 409, message: SELL_MSG.orderPieceShort(two.name, 2) });
    await expect(order([{ productId: "no-such-product", quantity: 1 }])).rejects.toMatchObject({ status: 404 });
    await expect(order([{ productId: two.id, quantity: 1, colorId: other.id }])).rejects.toMatchObject({ status: 400 });
    await expect(order([{ productId: two.id, quantity: 1 }, { productId: two.id, quantity: 1 }])).rejects.toMatchObject({ status: 400 });
    await expect(order([{ productId: two.id, quantity: 11 }])).rejects.toMatchObject({ status: 400 });
    await expect(order([])).rejects.toMatchObject({ status: 400 });
    expect(await db.order.count()).toBe(before);
  });
});

describe("settlePayment", () => {
  it("pays once: takes the stock, records the step, expires the piece's pages; a repeat changes nothing", async () => {
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id, stock: 3 });
    const created = await order([{ productId: product.id, quantity: 2 }]);
    const payment = await paymentFor(created.id, created.totalPaise);
    invalidatedTags.length = 0;

    const first = await settlePayment({ paymentId: payment.id, razorpayPaymentId: `pay_${uniq()}`, actor: "customer" });
    expect(first.outcome).toBe("paid");
    expect(first.order.status).toBe("paid");
    expect(first.order.paidAt).not.toBeNull();
    expect(invalidatedTags).toEqual(expect.arrayContaining([`product:${product.id}`, "products"]));
    const again = await settlePayment({ paymentId: payment.id, razorpayPaymentId: `pay_${uniq()}`, actor: "gateway" });
    expect(again.outcome).toBe("already_paid");
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(1);
    expect((await listOrderEvents(created.id)).map((e) => e.status)).toEqual(["payment_pending", "paid"]);
    // The GST invoice is issued in the paying transaction, once.
    expect(await db.invoice.count({ where: { orderId: created.id } })).toBe(1);
  });

  it("the same webhook event delivered three times at once, and verify alongside, pay once", async () => {
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id, stock: 5 });
    const created = await order([{ productId: product.id, quantity: 1 }]);
    const payment = await paymentFor(created.id, created.totalPaise);
    const razorpayPaymentId = `pay_${uniq()}`;
    const event = { id: `evt_${uniq()}`, type: "payment.captured" };
    const results = await Promise.all([
      settlePayment({ paymentId: payment.id, razorpayPaymentId, actor: "gateway", event }),
      settlePayment({ paymentId: payment.id, razorpayPaymentId, actor: "gateway", event }),
      settlePayment({ paymentId: payment.id, razorpayPaymentId, actor: "gateway", event }),
      settlePayment({ paymentId: payment.id, razorpayPaymentId, actor: "customer" }),
    ]);
    expect(results.filter((r) => r.outcome === "paid")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "duplicate_event").length).toBeGreaterThanOrEqual(1);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(4);
    expect(await db.paymentEvent.count({ where: { id: event.id } })).toBe(1);
    expect(await db.orderEvent.count({ where: { orderId: created.id, status: "paid" } })).toBe(1);
  });

  it("stock 1 and 20 buyers paying at once: exactly one order is paid, the others are flagged for refund", async () => {
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id, stock: 1 });
    const orders = await Promise.all(Array.from({ length: 20 }, () => order([{ productId: product.id, quantity: 1 }])));
    const payments = await Promise.all(orders.map((o) => paymentFor(o.id, o.totalPaise)));
    const results = await Promise.all(payments.map((p) => settlePayment({ paymentId: p.id, razorpayPaymentId: `pay_${uniq()}`, actor: "customer" })));
    expect(results.filter((r) => r.outcome === "paid")).toHaveLength(1);
    const soldOut = results.filter((r) => r.outcome === "sold_out");
    expect(soldOut).toHaveLength(19);
    for (const r of soldOut) expect(r.order).toMatchObject({ status: "cancelled", refundDue: true });
    expect(await db.invoice.count({ where: { orderId: { in: orders.map((o) => o.id) } } })).toBe(1);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
  });

  it("a payment for a cancelled order is kept as paid and flagged for refund; the order stays cancelled", async () => {
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id, stock: 2 });
    const created = await order([{ productId: product.id, quantity: 1 }]);
    const payment = await paymentFor(created.id, created.totalPaise);
    await db.order.update({ where: { id: created.id }, data: { status: "cancelled" } });
    const result = await settlePayment({ paymentId: payment.id, razorpayPaymentId: `pay_${uniq()}`, actor: "gateway" });
    expect(result.outcome).toBe("not_payable");
    expect(result.order).toMatchObject({ status: "cancelled", refundDue: true });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(2);
  });

  it("recordPaymentEvent recognises a redelivery", async () => {
    const id = `evt_${uniq()}`;
    expect(await recordPaymentEvent({ id, type: "refund.created" })).toBe(true);
    expect(await recordPaymentEvent({ id, type: "refund.created" })).toBe(false);
  });
});
