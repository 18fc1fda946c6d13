import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderRoute } from "@/app/api/payments/create-order/route";
import { POST as orderRequestRoute } from "@/app/api/order/create/route";
import { env } from "@/env";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { call, newEmail } from "./accounts-support";
import * as adminOrderRoute from "@/app/api/admin/orders/[id]/route";
import type { AdminOrderDetailJSON } from "@/lib/schemas/admin-order";
import { adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";
import { paidOrder, requestOrder, setStatus } from "./admin-orders-support";
import { createSizedProduct, sizeStock } from "./orders-sizes-support";
import { checkoutSuccess, createPaymentOrder, orderBody, pieces, stockOf, verify } from "./payments-support";

// Pieces sold by size through orders and payments (issue 42 §1, §3), on the real routes and
// database: priceOrderLines checks and prices a line's size (required for a sized piece, refused
// for one without sizes or a size it is not offered in, the size's own stock, price and snapshot);
// the checkout's sizeId and the order request's size_id / sizeId reach it; 20 buyers paying at once
// for the last size-12 ring; cancelling and cash-on-delivery moves put back or take the size's stock.

let token: string;
let outbox: string;
let originalOutbox: string;

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "orders-sizes-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

type Item = { id: string; quantity: number; sizeId?: string | null };
const checkoutBody = (items: Item[]) => {
  const body = orderBody(items);
  body.metadata.items = body.metadata.items.map((item, index) => ({ ...item, ...(items[index]!.sizeId !== undefined ? { sizeId: items[index]!.sizeId } : {}) }));
  return body;
};

const ring = () =>
  createSizedProduct({
    name: "Twisted Band Ring",
    sizes: [
      { label: "10", stock: 3, price: 2400, sku: "TBR-10" },
      { label: "12", stock: 1, price: 2600, sku: "TBR-12" },
      { label: "14", stock: 0, price: 2800 },
    ],
  });

describe("priceOrderLines with sizes (checkout create-order)", () => {
  it("prices each size at its own price: one piece in two sizes is two lines with their size snapshots", async () => {
    const piece = await ring();
    const res = await call(createOrderRoute, { body: checkoutBody([{ id: piece.id, quantity: 2, sizeId: piece.sizeId("10") }, { id: piece.id, quantity: 1, sizeId: piece.sizeId("12") }]) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = res.body!.data as { orderId: string; amount: number };
    expect(data.amount).toBe(2 * 240000 + 260000);
    const lines = await db.orderLine.findMany({ where: { orderId: data.orderId }, orderBy: { unitPricePaise: "asc" } });
    expect(lines.map((line) => [line.sizeId, line.sizeLabel, line.sizeSku, line.quantity, Number(line.unitPricePaise)])).toEqual([
      [piece.sizeId("10"), "10", piece.sku("TBR-10"), 2, 240000],
      [piece.sizeId("12"), "12", piece.sku("TBR-12"), 1, 260000],
    ]);
  });

  it("refuses a sized piece without a size, a size it is not offered in, and a size on a piece without sizes (400)", async () => {
    const piece = await ring();
    const other = await ring();
    const [plain] = await pieces(1);
    const cases: [Item[], string][] = [
      [[{ id: piece.id, quantity: 1 }], SELL_MSG.orderPieceSelectSize(piece.name)],
      [[{ id: piece.id, quantity: 1, sizeId: null }], SELL_MSG.orderPieceSelectSize(piece.name)],
      [[{ id: piece.id, quantity: 1, sizeId: other.sizeId("10") }], SELL_MSG.orderPieceSizeNotOffered(piece.name)],
      [[{ id: plain!.id, quantity: 1, sizeId: piece.sizeId("10") }], SELL_MSG.orderPieceNoSizes(plain!.name)],
      [[{ id: piece.id, quantity: 1, sizeId: piece.sizeId("10") }, { id: piece.id, quantity: 2, sizeId: piece.sizeId("10") }], SELL_MSG.orderDuplicateSizeLine],
    ];
    for (const [items, msg] of cases) {
      const res = await call(createOrderRoute, { body: checkoutBody(items) });
      expect(res, JSON.stringify(items)).toMatchObject({ status: 400, body: { status: 0, msg } });
    }
    const malformed = await call(createOrderRoute, { body: checkoutBody([{ id: piece.id, quantity: 1, sizeId: "12" }]) });
    expect(malformed).toMatchObject({ status: 400, body: { status: 0, msg: "items.0.sizeId: must be a size id or null" } });
  });

  it("checks the size's own stock: a sold-out size and a quantity above it are 409s naming piece and size", async () => {
    const piece = await ring();
    const soldOut = await call(createOrderRoute, { body: checkoutBody([{ id: piece.id, quantity: 1, sizeId: piece.sizeId("14") }]) });
    expect(soldOut).toMatchObject({ status: 409, body: { status: 0, msg: SELL_MSG.orderSizeSoldOut(piece.name, "14") } });
    const short = await call(createOrderRoute, { body: checkoutBody([{ id: piece.id, quantity: 2, sizeId: piece.sizeId("12") }]) });
    expect(short).toMatchObject({ status: 409, body: { status: 0, msg: SELL_MSG.orderSizeShort(piece.name, "12", 1) } });
    // The piece's own stock (4) would have allowed 2: it is the size's that counts.
    expect(await stockOf(piece.id)).toBe(4);
  });

  it("a by-weight piece: the line's breakup is the size's own net weight", async () => {
    const piece = await createSizedProduct({ sizes: [{ label: "8", stock: 2, price: 3000, netWeightMg: 4_000 }, { label: "16", stock: 2, price: 3600, netWeightMg: 5_000 }] });
    await db.product.update({ where: { id: piece.id }, data: { pricingMode: "by_weight", netWeightMg: 4_000, purity: 925, makingChargeKind: "per_gram", makingChargeValue: 1200 } });
    if (!(await db.silverRate.findFirst())) await db.silverRate.create({ data: { paisePerGram: 9_500, setBy: "test" } });
    const started = await createPaymentOrder(checkoutBody([{ id: piece.id, quantity: 1, sizeId: piece.sizeId("16") }]));
    const line = await db.orderLine.findFirstOrThrow({ where: { orderId: started.orderId } });
    expect(Number(line.unitPricePaise)).toBe(360_000);
    expect(line.priceBreakup).toMatchObject({ netWeightMg: 5_000, purity: 925 });
  });

  it("keeps pieces without sizes exactly as before: no size on the line", async () => {
    const [plain] = await pieces(1, { stock: 2 });
    const started = await createPaymentOrder(checkoutBody([{ id: plain!.id, quantity: 1 }]));
    const line = await db.orderLine.findFirstOrThrow({ where: { orderId: started.orderId } });
    expect([line.sizeId, line.sizeLabel, line.sizeSku]).toEqual([null, null, null]);
  });
});

describe("order requests with sizes (POST /api/order/create)", () => {
  const requestBody = (products: Record<string, unknown>[]) => ({
    customer: { fullname: "Asha Verma", email: newEmail("sized"), phoneNumber: "9876543210", shippingAddress: { street: "12 MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302001", country: "India" } },
    products,
  });

  it("takes size_id (one piece) and sizeId (the cart's lines), and requires a size for a sized piece", async () => {
    const piece = await ring();
    const single = await call(orderRequestRoute, { url: "http://localhost/api/order/create", body: requestBody([{ product_id: piece.id, quantity: 1, size_id: piece.sizeId("12") }]) });
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    const cart = await call(orderRequestRoute, {
      url: "http://localhost/api/order/create",
      body: requestBody([
        { product_id: piece.id, quantity: 1, sizeId: piece.sizeId("10") },
        { product_id: piece.id, quantity: 1, sizeId: piece.sizeId("12") },
      ]),
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const lines = await db.orderLine.findMany({ where: { order: { orderNumber: (cart.body!.order as { orderNumber: string }).orderNumber } }, orderBy: { sizeLabel: "asc" } });
    expect(lines.map((line) => line.sizeLabel)).toEqual(["10", "12"]);
    const without = await call(orderRequestRoute, { url: "http://localhost/api/order/create", body: requestBody([{ product_id: piece.id, quantity: 1 }]) });
    expect(without).toMatchObject({ status: 400, body: { status: 0, msg: SELL_MSG.orderPieceSelectSize(piece.name) } });
  });
});

describe("stock per size when paid, cancelled or confirmed", () => {
  it("20 buyers pay at once for the last size-12 ring: exactly one sale, size 12 at 0, the others refunded, other sizes untouched", async () => {
    const piece = await ring();
    const started = await Promise.all(Array.from({ length: 20 }, () => createPaymentOrder(checkoutBody([{ id: piece.id, quantity: 1, sizeId: piece.sizeId("12") }]))));
    const answers = await Promise.all(started.map((s) => verify({ orderId: s.orderId, ...checkoutSuccess(s.razorpayOrderId) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    for (const a of refused) expect(a.body).toEqual({ status: 0, msg: SELL_MSG.paymentSoldOutRefund(SELL_MSG.pieceInSize(piece.name, "12")) });
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 3, "12": 0, "14": 0 }, total: 3 });

    const orders = await db.order.findMany({ where: { id: { in: started.map((s) => s.orderId) } }, include: { payments: true } });
    expect(orders.filter((o) => o.status === "paid")).toHaveLength(1);
    const cancelled = orders.filter((o) => o.status === "cancelled");
    expect(cancelled).toHaveLength(19);
    for (const order of cancelled) expect(order.payments[0]).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_LOCAL/) });
  });

  it("cancelling a paid order puts each line back to its own size, once", async () => {
    const piece = await ring();
    const order = await paidOrder(token, [
      { productId: piece.id, quantity: 2, sizeId: piece.sizeId("10") },
      { productId: piece.id, quantity: 1, sizeId: piece.sizeId("12") },
    ]);
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 1, "12": 0, "14": 0 }, total: 1 });
    // The owner's order page says which size to pack.
    const detail = await callAsAdmin(adminOrderRoute.GET, token, { method: "GET", params: { id: order.id } });
    const lines = (detail.body!.order as AdminOrderDetailJSON).products.map((line) => [line.size, line.sizeSku, line.quantity]).sort();
    expect(lines).toEqual([["10", piece.sku("TBR-10"), 2], ["12", piece.sku("TBR-12"), 1]]);
    const [first, second] = await Promise.all([setStatus(token, order.id, { status: "cancelled" }), setStatus(token, order.id, { status: "cancelled" })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 3, "12": 1, "14": 0 }, total: 4 });
  });

  it("a line whose size the owner removed is treated like a deleted piece: the payment is refunded, nothing taken", async () => {
    const piece = await ring();
    const started = await createPaymentOrder(checkoutBody([{ id: piece.id, quantity: 1, sizeId: piece.sizeId("12") }]));
    await db.productSize.delete({ where: { productId_sizeId: { productId: piece.id, sizeId: piece.sizeId("12") } } });
    const res = await verify({ orderId: started.orderId, ...checkoutSuccess(started.razorpayOrderId) });
    expect(res).toMatchObject({ status: 409, body: { status: 0, msg: SELL_MSG.paymentSoldOutRefund(SELL_MSG.pieceInSize(piece.name, "12")) } });
    expect(await db.order.findUniqueOrThrow({ where: { id: started.orderId } })).toMatchObject({ status: "cancelled" });
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 3, "14": 0 }, total: 3 });
  });

  it("cash on delivery: confirming takes the size's stock, cancelling puts it back", async () => {
    const piece = await ring();
    const order = await requestOrder([{ productId: piece.id, quantity: 2, sizeId: piece.sizeId("10") }]);
    await db.order.update({ where: { id: order.id }, data: { paymentMethod: "cod" } });
    const confirmed = await setStatus(token, order.id, { status: "confirmed" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 1, "12": 1, "14": 0 }, total: 2 });
    expect((await setStatus(token, order.id, { status: "cancelled", note: "Customer changed plans" })).status).toBe(200);
    expect(await sizeStock(piece.id)).toEqual({ sizes: { "10": 3, "12": 1, "14": 0 }, total: 4 });
  });
});
