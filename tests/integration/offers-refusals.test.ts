import { describe, expect, it } from "vitest";
import { POST as createOrderRoute } from "@/app/api/payments/create-order/route";
import { POST as quoteRoute } from "@/app/api/cart/quote/route";
import { formatRupees } from "@/lib/format";
import { OFFER_MSG } from "@/lib/messages/offers";
import { db } from "@/server/db";
import { call, createCustomer, sessionOf } from "./accounts-support";
import { couponBody, createOffer, newCode } from "./offers-support";
import { pieces } from "./payments-support";
import { createCategory, createProduct } from "../support/factories";

// Every refusal of a typed coupon code (issue 44), at the order (POST /api/payments/create-order,
// which then stores nothing) and in the cart's quote (POST /api/cart/quote, which keeps the typed
// code and says why), on real PostgreSQL.

const HOUR = 60 * 60 * 1000;

async function refused(body: unknown, status: number, message: string, session?: string) {
  const before = await db.order.count();
  const res = await call(createOrderRoute, { body, session });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ msg: message });
  expect(await db.order.count()).toBe(before);
}

async function placed(body: unknown, session?: string) {
  const res = await call(createOrderRoute, { body, session });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.data as { orderId: string; amount: number };
}

async function quote(productId: string, coupon: string) {
  const res = await call(quoteRoute, { body: { state_cart: JSON.stringify([{ pId: productId, qty: 1 }]), coupon_code: coupon } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as unknown as { UserCart: { coupon: { code: string; applied: boolean; message: string | null }; discount_paise: number; payable_paise: number } }).UserCart;
}

describe("a typed code that gives nothing refuses the order, in its own words", () => {
  it("unknown, and a paused code reads as unknown; the quote keeps what was typed", async () => {
    const [ring] = await pieces(1);
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], "NO-SUCH-CODE"), 400, OFFER_MSG.unknown);
    const paused = await createOffer({ paused: true });
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], paused.code!.toLowerCase()), 400, OFFER_MSG.unknown);
    const cart = await quote(ring!.id, ` ${paused.code!.toLowerCase()} `);
    expect(cart.coupon).toEqual({ code: paused.code, applied: false, message: OFFER_MSG.unknown });
    expect(cart.discount_paise).toBe(0);
  });

  it("not started (with its start in IST) and ended", async () => {
    const [ring] = await pieces(1);
    const later = await createOffer({ startsAt: new Date(Date.now() + 2 * HOUR) });
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], later.code), 400, OFFER_MSG.notStarted(later.startsAt));
    const over = await createOffer({ startsAt: new Date(Date.now() - 48 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], over.code), 400, OFFER_MSG.ended);
  });

  it("the minimum not met says how much to add (measured before offers)", async () => {
    const [ring] = await pieces(1, { price: 2499 });
    const offer = await createOffer({ minCartPaise: 500000, amountPaise: 50000 });
    const short = 500000 - 249900;
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], offer.code), 400, OFFER_MSG.minimum(formatRupees(short)));
    expect((await quote(ring!.id, offer.code!)).coupon.message).toBe(`Add ${formatRupees(short)} more to use this code.`);
    // Three of them pass the minimum: ₹500 off.
    const order = await placed(couponBody([{ id: ring!.id, quantity: 3 }], offer.code));
    expect(order.amount).toBe(3 * 249900 - 50000);
  });

  it("used up: a code with one use refuses the second shopper with a 409", async () => {
    const [ring] = await pieces(1);
    const offer = await createOffer({ totalLimit: 1 });
    await placed(couponBody([{ id: ring!.id, quantity: 1 }], offer.code));
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], offer.code), 409, OFFER_MSG.usedUp);
    expect((await quote(ring!.id, offer.code!)).coupon).toEqual({ code: offer.code, applied: false, message: OFFER_MSG.usedUp });
  });

  it("already used by you: by the same e-mail (any case), by the same phone, by the same account", async () => {
    const [ring] = await pieces(1);
    const offer = await createOffer({ perCustomerLimit: 1 });
    const email = `Nisha.${newCode().toLowerCase()}@example.com`;
    await placed(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { email, contact: "98000 11111" }));
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { email: email.toUpperCase(), contact: "97000 22222" }), 409, OFFER_MSG.usedByYou);
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { contact: "+91 98000 11111" }), 409, OFFER_MSG.usedByYou);
    // Someone else is welcome.
    await placed(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { contact: "96000 33333" }));

    const account = await createCustomer();
    const session = await sessionOf(account);
    await placed(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { contact: "95000 44444" }), session);
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { contact: "94000 55555" }), 409, OFFER_MSG.usedByYou, session);
  });

  it("not for these pieces: a code for another category", async () => {
    const [ring] = await pieces(1);
    const other = await createCategory();
    const offer = await createOffer({ kind: "percent_pieces", percentBps: 1000, scope: "categories", categoryIds: [other.id] });
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], offer.code), 400, OFFER_MSG.notForThesePieces);
    const chain = await createProduct({ categoryId: other.id, price: 1000 });
    const order = await placed(couponBody([{ id: ring!.id, quantity: 1 }, { id: chain.id, quantity: 1 }], offer.code));
    expect(order.amount).toBe(249900 + 100000 - 10000);
  });

  it("first order only: a shopper whose earlier order is paid is refused, by phone too", async () => {
    const [ring] = await pieces(1);
    const offer = await createOffer({ kind: "percent_pieces", percentBps: 1000, firstOrderOnly: true });
    const earlier = await placed(couponBody([{ id: ring!.id, quantity: 1 }], null, { contact: "93000 66666" }));
    await db.order.update({ where: { id: earlier.orderId }, data: { status: "paid", paidAt: new Date() } });
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { contact: "093000 66666" }), 400, OFFER_MSG.firstOrderOnly);
    // A newcomer gets it, and while that order waits for payment it counts as their first.
    await placed(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { contact: "92000 77777" }));
    await refused(couponBody([{ id: ring!.id, quantity: 1 }], offer.code, { contact: "92000 77777" }), 400, OFFER_MSG.firstOrderOnly);
  });

  it("less than the automatic offer already applied (they do not stack by default): the cart says so, the order gets the better offer", async () => {
    const [ring] = await pieces(1, { price: 2499 });
    const automatic = await createOffer({ code: null, name: `Festive ${newCode()}`, kind: "percent_pieces", percentBps: 2000, scope: "pieces", productIds: [ring!.id] });
    const small = await createOffer({ amountPaise: 1000 });
    const cart = await quote(ring!.id, small.code!);
    expect(cart.coupon.message).toBe(OFFER_MSG.lessThanAutomatic(automatic.name));
    expect(cart.discount_paise).toBe(49980);
    // The order goes through with the better offer, the code unused; without a code the same.
    const withCode = await placed(couponBody([{ id: ring!.id, quantity: 1 }], small.code));
    expect(withCode.amount).toBe(249900 - 49980);
    expect(await db.orderOffer.findMany({ where: { orderId: withCode.orderId }, select: { offerId: true } })).toEqual([{ offerId: automatic.id }]);
    expect((await placed(couponBody([{ id: ring!.id, quantity: 1 }], ""))).amount).toBe(249900 - 49980);
  });
});
