import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as codRoute } from "@/app/api/order/cod/route";
import { POST as createOrderRoute } from "@/app/api/payments/create-order/route";
import { POST as orderRequestRoute } from "@/app/api/order/create/route";
import * as offerRoute from "@/app/api/admin/orders/[id]/offer/route";
import { POST as addToCartRoute } from "@/app/api/cart/add-to-db/[userId]/route";
import { GET as getCartRoute } from "@/app/api/cart/get-cart/[userId]/route";
import { POST as quoteRoute } from "@/app/api/cart/quote/route";
import type { UserCartJSON } from "@/lib/json/cart";
import { OFFER_MSG } from "@/lib/messages/offers";
import { db } from "@/server/db";
import { call, createCustomer, sessionOf } from "./accounts-support";
import { adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";
import { linkPaidEvent, sendLink, setStatus } from "./admin-orders-support";
import { couponBody, createOffer, liveUses } from "./offers-support";
import { checkoutSuccess, paymentOf, pieces, verify, webhook } from "./payments-support";
import { createCategory, createProduct, uniq } from "../support/factories";

// Orders with offers (issue 44), on real PostgreSQL: the lines' shares add up to the order's total
// exactly, the order keeps a snapshot of its offers, a card payment confirms the use, cash on
// delivery confirms it at once and the owner's cancel gives it back, an order request holds its use
// until its link expires, and the owner adds or removes a code on a request before its link.

let token: string;
const COD_PIN = "411001";
let zoneId: string;

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  const zone = await db.deliveryZone.create({ data: { name: `Offers COD zone ${uniq()}`, transitDaysMin: 2, transitDaysMax: 4, codAvailable: true } });
  zoneId = zone.id;
  await db.deliveryPin.upsert({ where: { prefix: COD_PIN }, create: { prefix: COD_PIN, zoneId }, update: { zoneId } });
  const data = { codEnabled: true, codFeePaise: 4900, codLimitPaise: 2_000_000, codOpenOrdersLimit: 5 };
  await db.deliverySettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
});

afterAll(async () => {
  await db.deliveryPin.deleteMany({ where: { prefix: COD_PIN } });
  await db.deliveryZone.deleteMany({ where: { id: zoneId } });
  await db.deliverySettings.deleteMany({ where: { id: 1 } });
});

const lineRows = (orderId: string) => db.orderLine.findMany({ where: { orderId }, orderBy: { id: "asc" }, select: { linePricePaise: true, offerDiscountPaise: true } });

describe("a card checkout with a code", () => {
  it("spreads ₹500 over the lines to the paisa, the total is what the lines pay, the gateway asks that, and the order keeps its snapshot", async () => {
    const category = await createCategory();
    const a = await createProduct({ categoryId: category.id, price: 1000.01 });
    const b = await createProduct({ categoryId: category.id, price: 999.99 });
    const c = await createProduct({ categoryId: category.id, price: 333.33 });
    const offer = await createOffer({ amountPaise: 50000, name: "₹500 off" });
    const res = await call(createOrderRoute, { body: couponBody([{ id: a.id, quantity: 1 }, { id: b.id, quantity: 2 }, { id: c.id, quantity: 3 }], offer.code!.toLowerCase()) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = res.body!.data as { orderId: string; amount: number; razorpayOrderId: string };

    const lines = await lineRows(data.orderId);
    const gross = 100001 + 2 * 99999 + 3 * 33333;
    expect(lines.reduce((sum, line) => sum + line.linePricePaise, 0)).toBe(gross);
    expect(lines.reduce((sum, line) => sum + line.offerDiscountPaise, 0)).toBe(50000);
    for (const line of lines) {
      expect(line.offerDiscountPaise).toBeGreaterThan(0);
      expect(line.offerDiscountPaise).toBeLessThanOrEqual(line.linePricePaise);
      // Largest remainder: each share within a paisa of its exact proportion.
      expect(Math.abs(line.offerDiscountPaise - (50000 * line.linePricePaise) / gross)).toBeLessThan(1);
    }
    const order = await db.order.findUniqueOrThrow({ where: { id: data.orderId }, include: { offers: true } });
    expect(order.totalPaise).toBe(gross - 50000);
    expect(order.discountPaise).toBe(50000);
    expect(data.amount).toBe(order.totalPaise);
    expect((await paymentOf(data.razorpayOrderId)).amountPaise).toBe(order.totalPaise);
    expect(order.offers).toMatchObject([{ offerId: offer.id, code: offer.code, name: "₹500 off", kind: "fixed_cart", amountPaise: 50000, discountPaise: 50000, position: 0 }]);

    // An edit of the offer never alters the placed order.
    await db.offer.update({ where: { id: offer.id }, data: { amountPaise: 100000, name: "₹1,000 off" } });
    expect(await db.orderOffer.findFirstOrThrow({ where: { orderId: data.orderId } })).toMatchObject({ name: "₹500 off", amountPaise: 50000, discountPaise: 50000 });

    // Paid: the use is confirmed.
    expect(await verify({ orderId: data.orderId, ...checkoutSuccess(data.razorpayOrderId) })).toMatchObject({ status: 200 });
    expect(await db.offerUse.findFirstOrThrow({ where: { orderId: data.orderId } })).toMatchObject({ state: "confirmed", discountPaise: 50000, heldUntil: null });
  });

  it("a limited automatic offer, once used up, is simply not given (the order goes on at full price)", async () => {
    const [ring] = await pieces(1, { price: 2499 });
    const automatic = await createOffer({ code: null, kind: "percent_pieces", percentBps: 1000, scope: "pieces", productIds: [ring!.id], totalLimit: 1 });
    const first = await call(createOrderRoute, { body: couponBody([{ id: ring!.id, quantity: 1 }], null) });
    expect((first.body!.data as { amount: number }).amount).toBe(249900 - 24990);
    const second = await call(createOrderRoute, { body: couponBody([{ id: ring!.id, quantity: 1 }], null) });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect((second.body!.data as { amount: number }).amount).toBe(249900);
    expect(await liveUses(automatic.id)).toBe(1);
  });

  it("refuses a card total below ₹1 after the offer, in words", async () => {
    const [ring] = await pieces(1, { price: 400 });
    const offer = await createOffer({ amountPaise: 39950 });
    const res = await call(createOrderRoute, { body: couponBody([{ id: ring!.id, quantity: 1 }], offer.code) });
    expect(res).toMatchObject({ status: 400, body: { msg: OFFER_MSG.totalBelowMinimum } });
  });
});

describe("cash on delivery with a code", () => {
  it("confirms the use at placing; the owner's cancel gives it back", async () => {
    const [ring] = await pieces(1, { price: 2499 });
    const offer = await createOffer({ totalLimit: 1, amountPaise: 20000 });
    const who = { contact: "9812345670", address: { line1: `${uniq()} Lake Road`, line2: "", city: "Pune", state: "maharashtra", postalCode: COD_PIN } };
    const res = await call(codRoute, { body: couponBody([{ id: ring!.id, quantity: 1 }], offer.code, who) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { orderId, totalPaise } = res.body!.data as { orderId: string; totalPaise: number };
    expect(totalPaise).toBe(249900 - 20000 + 4900);
    expect(await db.offerUse.findFirstOrThrow({ where: { orderId } })).toMatchObject({ state: "confirmed", heldUntil: null });
    expect(await liveUses(offer.id)).toBe(1);

    const cancelled = await setStatus(token, orderId, { status: "cancelled", note: "Customer did not answer the call." });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await db.offerUse.findFirstOrThrow({ where: { orderId } })).toMatchObject({ state: "released", releaseReason: "order_cancelled" });
    expect(await liveUses(offer.id)).toBe(0);
  });
});

describe("order requests", () => {
  const requestBody = (productId: string, coupon_code?: string) => ({
    customer: {
      fullname: "Kabir Singh",
      email: `kabir.${uniq()}@example.com`,
      phoneNumber: "9123456780",
      shippingAddress: { street: "7 Park Street", city: "Kolkata", state: "West Bengal", pincode: "700016", country: "India" },
    },
    products: [{ product_id: productId, quantity: 1 }],
    ...(coupon_code === undefined ? {} : { coupon_code }),
  });

  it("take a code: the use is held with no expiry, until a payment link sets the link's, and the link's payment confirms it", async () => {
    const [ring] = await pieces(1, { price: 2499 });
    const offer = await createOffer({ kind: "percent_pieces", percentBps: 1000 });
    const res = await call(orderRequestRoute, { body: requestBody(ring!.id, offer.code!.toLowerCase()) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await db.order.findFirstOrThrow({ where: { offers: { some: { offerId: offer.id } } }, select: { id: true, totalPaise: true } });
    expect(order.totalPaise).toBe(249900 - 24990);
    expect(await db.offerUse.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ state: "held", heldUntil: null });

    expect((await setStatus(token, order.id, { status: "acknowledged" })).status).toBe(200);
    const sent = await sendLink(token, order.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const use = await db.offerUse.findFirstOrThrow({ where: { orderId: order.id } });
    expect(use.heldUntil).not.toBeNull();
    expect((await db.payment.findFirstOrThrow({ where: { orderId: order.id, kind: "payment_link" } })).amountPaise).toBe(249900 - 24990);

    expect((await webhook(await linkPaidEvent(order.id))).status).toBe(200);
    expect(await db.offerUse.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ state: "confirmed" });
  });

  it("a refused code refuses the request in words", async () => {
    const [ring] = await pieces(1);
    const res = await call(orderRequestRoute, { body: requestBody(ring!.id, "NOT-A-REAL-CODE") });
    expect(res).toMatchObject({ status: 400, body: { msg: OFFER_MSG.unknown } });
  });

  it("the owner adds a code before the link (PUT), removes it (DELETE), and cannot once the link is sent (409)", async () => {
    const [ring] = await pieces(1, { price: 2499 });
    const offer = await createOffer({ amountPaise: 30000, totalLimit: 5 });
    const res = await call(orderRequestRoute, { body: requestBody(ring!.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id } = (await db.order.findFirstOrThrow({ where: { lines: { some: { productId: ring!.id } } }, select: { id: true } }));

    const unknown = await callAsAdmin(offerRoute.PUT, token, { method: "PUT", params: { id }, body: { code: "NOPE-NOPE" } });
    expect(unknown).toMatchObject({ status: 400, body: { msg: OFFER_MSG.unknown } });

    const put = await callAsAdmin(offerRoute.PUT, token, { method: "PUT", params: { id }, body: { code: ` ${offer.code!.toLowerCase()} ` } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ msg: OFFER_MSG.requestOfferSaved(offer.code!) });
    const withCode = await db.order.findUniqueOrThrow({ where: { id }, include: { offers: true, lines: true } });
    expect(withCode).toMatchObject({ totalPaise: 249900 - 30000, discountPaise: 30000 });
    expect(withCode.lines[0]!.offerDiscountPaise).toBe(30000);
    expect(withCode.offers.map((o) => o.code)).toEqual([offer.code]);
    expect(await liveUses(offer.id)).toBe(1);
    expect(await db.auditLog.count({ where: { entity: "order", entityId: id, summary: { contains: offer.code! } } })).toBe(1);

    const del = await callAsAdmin(offerRoute.DELETE, token, { method: "DELETE", params: { id } });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id }, select: { totalPaise: true, discountPaise: true } })).toEqual({ totalPaise: 249900, discountPaise: 0 });
    expect(await db.orderOffer.count({ where: { orderId: id } })).toBe(0);
    expect(await liveUses(offer.id)).toBe(0);

    expect((await callAsAdmin(offerRoute.PUT, token, { method: "PUT", params: { id }, body: { code: offer.code } })).status).toBe(200);
    expect((await setStatus(token, id, { status: "acknowledged" })).status).toBe(200);
    const sent = await sendLink(token, id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const late = await callAsAdmin(offerRoute.DELETE, token, { method: "DELETE", params: { id } });
    expect(late).toMatchObject({ status: 409, body: { msg: OFFER_MSG.requestOfferLocked } });
  });
});

describe("the cart's offers", () => {
  it("the quote gives each line its share, a sold-out line none, the applied code and what is payable; nothing is stored", async () => {
    const category = await createCategory();
    const a = await createProduct({ categoryId: category.id, price: 1000 });
    const b = await createProduct({ categoryId: category.id, price: 2000 });
    const gone = await createProduct({ categoryId: category.id, price: 3000, stock: 0 });
    const offer = await createOffer({ amountPaise: 30000, name: "₹300 off" });
    const uses = await db.offerUse.count();
    const res = await call(quoteRoute, { body: { state_cart: JSON.stringify([{ pId: a.id, qty: 1 }, { pId: gone.id, qty: 1 }, { pId: b.id, qty: 1 }]), coupon_code: offer.code!.toLowerCase() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = (res.body as unknown as { UserCart: UserCartJSON }).UserCart;
    expect(cart.products.map((line) => line.offer_discount_paise)).toEqual([10000, 0, 20000]);
    expect(cart).toMatchObject({ total_price_paise: 300000, discount_paise: 30000, payable_paise: 270000, offers: [{ name: "₹300 off", code: offer.code, discount_paise: 30000 }], coupon: { code: offer.code, applied: true, message: null } });
    expect(await db.offerUse.count()).toBe(uses);
  });

  it("the signed-in cart judges ?coupon= for this customer (used by you)", async () => {
    const [ring] = await pieces(1, { price: 2499 });
    const offer = await createOffer({ perCustomerLimit: 1, amountPaise: 10000 });
    const me = await createCustomer();
    const session = await sessionOf(me);
    expect((await call(addToCartRoute, { body: { pId: ring!.id }, session, params: { userId: me.id } })).status).toBe(200);
    const url = `http://localhost/api/cart/get-cart/${me.id}?coupon=${offer.code!.toLowerCase()}`;
    const first = await call(getCartRoute, { method: "GET", session, params: { userId: me.id }, url });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body as unknown as { UserCart: UserCartJSON }).UserCart).toMatchObject({ discount_paise: 10000, coupon: { applied: true } });

    const placed = await call(createOrderRoute, { body: couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { email: me.email }), session });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const again = await call(getCartRoute, { method: "GET", session, params: { userId: me.id }, url });
    expect((again.body as unknown as { UserCart: UserCartJSON }).UserCart).toMatchObject({ discount_paise: 0, payable_paise: 249900, coupon: { code: offer.code, applied: false, message: OFFER_MSG.usedByYou } });
  });
});
