import { describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/api/cart/quote/route";
import { POST as orderRequestRoute } from "@/app/api/order/create/route";
import { POST as paymentOrderRoute } from "@/app/api/payments/create-order/route";
import { formatRupees } from "@/lib/format";
import { CARD_PAYMENT_MAX_PAISE, ORDER_LINE_MAX_PAISE, ORDER_TOTAL_MAX_PAISE } from "@/lib/money-limits";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { call, newEmail } from "./accounts-support";
import { customer, orderBody, pieces } from "./payments-support";

// The shop's ceilings on an order (issue 40, part 1; src/lib/money-limits.ts): no total can
// overflow or pass what the shop takes in one order, and the answer is a 400 in words, never a
// 500: the checkout's payment order and an order request refuse a line above ₹50,00,000 and a
// total above ₹1,00,00,000, and storing nothing. Razorpay's per-order limit (₹5,00,000) refuses a
// card checkout and points to the order request, which takes the same order.

const FORM_MAX_RUPEES = 10_00_000; // the product form's highest price: ₹10,00,000

function orderRequest(email: string, lines: { id: string; quantity: number }[]) {
  return {
    customer: {
      fullname: "Asha Verma",
      email,
      phoneNumber: "9876543210",
      shippingAddress: { street: "12 MG Road, C-Scheme", city: "Jaipur", state: "Rajasthan", pincode: "302001", country: "India" },
    },
    products: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
  };
}

const sendRequest = (body: unknown) => call(orderRequestRoute, { url: "http://localhost/api/order/create", body });
const ordersOf = (email: string) => db.order.count({ where: { customerEmail: email } });

describe("ceilings on an order's lines and total", () => {
  it("refuses 10 each of three ₹10,00,000 pieces in words, at checkout and as an order request, and stores nothing", async () => {
    const three = await pieces(3, { stock: 10, price: FORM_MAX_RUPEES });
    const lines = three.map((p) => ({ id: p.id, quantity: 10 }));
    const lineTotal = formatRupees(10 * FORM_MAX_RUPEES * 100);
    const refusal = SELL_MSG.orderLineAboveLimit(three[0]!.name, lineTotal, formatRupees(ORDER_LINE_MAX_PAISE));

    const email = newEmail("ceiling");
    const checkout = await call(paymentOrderRoute, { body: orderBody(lines, { customer: customer({ email }) }) });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(400);
    expect(checkout.body).toMatchObject({ status: 0, msg: refusal });

    const request = await sendRequest(orderRequest(email, lines));
    expect(request.status, JSON.stringify(request.body)).toBe(400);
    expect(request.body).toMatchObject({ status: 0, msg: refusal });
    expect(await ordersOf(email)).toBe(0);
  });

  it("refuses a total above ₹1,00,00,000 whose lines are each within the line ceiling", async () => {
    const three = await pieces(3, { stock: 10, price: FORM_MAX_RUPEES });
    const lines = three.map((p) => ({ id: p.id, quantity: 4 })); // ₹40,00,000 a line, ₹1,20,00,000 in all
    const refusal = SELL_MSG.orderTotalAboveLimit(formatRupees(12 * FORM_MAX_RUPEES * 100), formatRupees(ORDER_TOTAL_MAX_PAISE));
    const email = newEmail("ceiling");

    const request = await sendRequest(orderRequest(email, lines));
    expect(request.status, JSON.stringify(request.body)).toBe(400);
    expect(request.body).toMatchObject({ status: 0, msg: refusal });
    const checkout = await call(paymentOrderRoute, { body: orderBody(lines, { customer: customer({ email }) }) });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(400);
    expect(checkout.body).toMatchObject({ status: 0, msg: refusal });
    expect(await ordersOf(email)).toBe(0);
  });

  it("prices the same cart for the cart page without a 500: the quote stores nothing and refuses nothing", async () => {
    const three = await pieces(3, { stock: 10, price: FORM_MAX_RUPEES });
    const res = await call(quoteRoute.POST, { body: { state_cart: JSON.stringify(three.map((p) => ({ pId: p.id, qty: 10 }))) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The cart's own rule caps a line at 5: 3 × 5 × ₹10,00,000, above the order ceiling, which checkout and the order request refuse.
    const cart = res.body!.UserCart as { total_price_paise: number };
    expect(cart.total_price_paise).toBe(15 * FORM_MAX_RUPEES * 100);
    expect(cart.total_price_paise).toBeGreaterThan(ORDER_TOTAL_MAX_PAISE);
  });
});

describe("Razorpay's per-order limit for a card payment", () => {
  it("refuses a checkout above ₹5,00,000 in words that offer an order request, which then takes the same order", async () => {
    const [piece] = await pieces(1, { stock: 5, price: 3_00_000 });
    const lines = [{ id: piece!.id, quantity: 2 }]; // ₹6,00,000
    const email = newEmail("card-limit");

    const checkout = await call(paymentOrderRoute, { body: orderBody(lines, { customer: customer({ email }) }) });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(400);
    expect(checkout.body).toMatchObject({ status: 0, msg: SELL_MSG.checkoutAboveCardLimit(formatRupees(6_00_000_00), formatRupees(CARD_PAYMENT_MAX_PAISE)) });
    expect(checkout.body!.msg).toContain("order request");
    expect(await ordersOf(email)).toBe(0);
    expect(await db.payment.count({ where: { order: { customerEmail: email } } })).toBe(0);

    const request = await sendRequest(orderRequest(email, lines));
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const order = await db.order.findFirstOrThrow({ where: { customerEmail: email }, select: { totalPaise: true, status: true } });
    expect([order.totalPaise, order.status]).toEqual([6_00_000_00, "draft"]);
  });

  it("takes a card checkout at exactly ₹5,00,000", async () => {
    const [piece] = await pieces(1, { stock: 5, price: 2_50_000 });
    const res = await call(paymentOrderRoute, { body: orderBody([{ id: piece!.id, quantity: 2 }]) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body!.data as { amount: number }).amount).toBe(CARD_PAYMENT_MAX_PAISE);
  });
});
