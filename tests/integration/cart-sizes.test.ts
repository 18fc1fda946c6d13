import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as addRoute from "@/app/api/cart/add-to-db/[userId]/route";
import * as deleteRoute from "@/app/api/cart/delete-from-db-cart/[userId]/[productId]/route";
import * as getRoute from "@/app/api/cart/get-cart/[userId]/route";
import * as quoteRoute from "@/app/api/cart/quote/route";
import * as mergeRoute from "@/app/api/cart/state-to-cart/[userId]/route";
import { env } from "@/env";
import type { UserCartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { createCategory, createProduct, uniq } from "../support/factories";
import { sessionOf } from "./accounts-support";

// Sizes in the server cart (issue 42 §2) through the real route handlers and PostgreSQL: a piece in
// two sizes is two lines (add, merge, get, quote, remove by ?size=), each capped by its size's stock
// and priced at its size's price; a sized piece without a size, a size it does not offer and a size
// on an unsized piece are refused with a clear msg; a size the owner deletes takes its lines with it.

type Body = { status: 0 | 1; msg: string; UserCart?: UserCartJSON };
type Customer = { id: string; cookie: string };

async function call(handler: unknown, { customer, params = {}, body, method = "POST", query = "" }: { customer?: Customer; params?: Record<string, string>; body?: unknown; method?: string; query?: string }) {
  const hasBody = method === "POST";
  const request = new NextRequest(`http://localhost/api/cart/x${query}`, {
    method,
    headers: {
      ...(hasBody && { "content-type": "application/json" }),
      origin: env.siteUrl,
      "sec-fetch-site": "same-origin",
      ...(customer && { cookie: customer.cookie }),
    },
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
  const response = await (handler as (r: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>)(request, { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as Body };
}

async function newCustomer(): Promise<Customer> {
  const row = await db.customer.create({ data: { name: "Size Tester", email: `size.${uniq()}@example.com` } });
  return { id: row.id, cookie: `${customerCookieName()}=${await sessionOf(row)}` };
}

const add = (me: Customer, body: unknown) => call(addRoute.POST, { customer: me, params: { userId: me.id }, body });
const merge = (me: Customer, lines: unknown[]) => call(mergeRoute.POST, { customer: me, params: { userId: me.id }, body: { state_cart: JSON.stringify(lines) } });
const getCart = (me: Customer) => call(getRoute.GET, { customer: me, method: "GET", params: { userId: me.id } });
const quote = (lines: unknown[]) => call(quoteRoute.POST, { body: { state_cart: JSON.stringify(lines) } });
const remove = (me: Customer, productId: string, size?: string) =>
  call(deleteRoute.DELETE, { customer: me, method: "DELETE", params: { userId: me.id, productId }, query: size ? `?size=${size}` : "" });

function cartOf(answer: { status: number; body: Body }): UserCartJSON {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.UserCart!;
}
const shape = (cart: UserCartJSON) => cart.products.map((line) => [line.product_id._id, line.size_label, line.qty]);

let ringId: string;
let plainId: string;
let s12: string;
let s14: string;
let s16: string;
let s18: string;

beforeAll(async () => {
  const { id: categoryId } = await createCategory();
  const set = await db.sizeSet.create({ data: { name: `Ring sizes ${uniq()}`, kind: "ring" } });
  const size = (label: string, position: number) => db.size.create({ data: { setId: set.id, label, position } });
  [s12, s14, s16, s18] = (await Promise.all([size("12", 12), size("14", 14), size("16", 16), size("18", 18)])).map((s) => s.id) as [string, string, string, string];
  const ring = await createProduct({ categoryId, price: 2000, stock: 0 });
  await db.product.update({ where: { id: ring.id }, data: { sizeSetId: set.id } });
  await db.productSize.createMany({
    data: [
      { productId: ring.id, sizeId: s12, stock: 2, pricePaise: 200_000n, sellingPricePaise: 200_000n },
      { productId: ring.id, sizeId: s14, stock: 6, pricePaise: 220_000n, sellingPricePaise: 220_000n },
      { productId: ring.id, sizeId: s16, stock: 0, pricePaise: 240_000n, sellingPricePaise: 240_000n },
    ],
  });
  ringId = ring.id;
  plainId = (await createProduct({ categoryId, price: 900, stock: 4 })).id;
});

describe("the server cart by size (issue 42)", () => {
  it("one ring in sizes 12 and 14 is two lines, each capped by its size's stock and priced at its size", async () => {
    const me = await newCustomer();
    cartOf(await add(me, { pId: ringId, size: s12, qty: 5 }));
    const cart = cartOf(await add(me, { pId: ringId, size: s14, qty: 3 }));
    expect(shape(cart)).toEqual([
      [ringId, "12", 2],
      [ringId, "14", 3],
    ]);
    expect(cart.products.map((l) => l.size)).toEqual([s12, s14]);
    expect(cart.total_price_paise).toBe(2 * 200_000 + 3 * 220_000);
    expect(shape(cartOf(await getCart(me)))).toEqual(shape(cart));
    const rows = await db.cartItem.findMany({ where: { customerId: me.id }, select: { sizeId: true, qty: true }, orderBy: { createdAt: "asc" } });
    expect(rows).toEqual([
      { sizeId: s12, qty: 2 },
      { sizeId: s14, qty: 3 },
    ]);
  });

  it("refuses a sized piece without a size, a size it does not offer, a sold-out size and a size on an unsized piece", async () => {
    const me = await newCustomer();
    expect(await add(me, { pId: ringId })).toMatchObject({ status: 400, body: { status: 0, msg: MSG.selectSize } });
    expect(await add(me, { pId: ringId, size: s18 })).toMatchObject({ status: 400, body: { msg: MSG.sizeNotOffered } });
    expect(await add(me, { pId: ringId, size: s16 })).toMatchObject({ status: 409, body: { msg: MSG.itemOutOfStock } });
    expect(await add(me, { pId: plainId, size: s12 })).toMatchObject({ status: 400, body: { msg: MSG.notSoldBySize } });
    expect((await add(me, { pId: ringId, size: "12" })).status).toBe(400);
    expect(await db.cartItem.count({ where: { customerId: me.id } })).toBe(0);
  });

  it("removing with ?size= removes that size only; without it the piece's unsized line (none here)", async () => {
    const me = await newCustomer();
    await add(me, { pId: ringId, size: s12 });
    await add(me, { pId: ringId, size: s14 });
    expect(shape(cartOf(await remove(me, ringId)))).toHaveLength(2);
    expect(shape(cartOf(await remove(me, ringId, s12)))).toEqual([[ringId, "14", 1]]);
    expect((await remove(me, ringId, "not-an-id")).status).toBe(400);
  });

  it("the login merge keeps both sizes of one piece, the larger quantity within a size, and drops lines that do not fit", async () => {
    const me = await newCustomer();
    await add(me, { pId: ringId, size: s14, qty: 1 });
    const cart = cartOf(
      await merge(me, [
        { pId: ringId, qty: 2, size: s12 },
        { pId: ringId, qty: 4, size: s14 },
        { pId: ringId, qty: 1 },
        { pId: ringId, qty: 1, size: s18 },
        { pId: plainId, qty: 1, size: s12 },
        { pId: plainId, qty: 2 },
      ]),
    );
    expect(shape(cart)).toEqual([
      [ringId, "14", 4],
      [ringId, "12", 2],
      [plainId, null, 2],
    ]);
    // Stored as merged: merging again changes nothing.
    expect(shape(cartOf(await merge(me, [])))).toEqual(shape(cart));
    expect(await db.cartItem.count({ where: { customerId: me.id } })).toBe(3);
  });

  it("a visitor's quote prices each size and stores nothing", async () => {
    const before = await db.cartItem.count();
    const cart = cartOf(await quote([{ pId: ringId, qty: 9, size: s14 }, { pId: ringId, qty: 1, size: s12 }, { pId: ringId, qty: 1 }]));
    expect(shape(cart)).toEqual([
      [ringId, "14", 5],
      [ringId, "12", 1],
    ]);
    expect(cart.total_price_paise).toBe(5 * 220_000 + 200_000);
    expect(await db.cartItem.count()).toBe(before);
  });

  it("lines of a size the owner stops offering are left out; a deleted size takes its lines with it", async () => {
    const { id: categoryId } = await createCategory();
    const set = await db.sizeSet.create({ data: { name: `Bangles ${uniq()}`, kind: "bangle" } });
    const [a, b] = await Promise.all([db.size.create({ data: { setId: set.id, label: "2-4", position: 1 } }), db.size.create({ data: { setId: set.id, label: "2-6", position: 2 } })]);
    const kada = await createProduct({ categoryId, price: 3000, stock: 0 });
    await db.product.update({ where: { id: kada.id }, data: { sizeSetId: set.id } });
    await db.productSize.createMany({
      data: [
        { productId: kada.id, sizeId: a!.id, stock: 3, pricePaise: 300_000n, sellingPricePaise: 300_000n },
        { productId: kada.id, sizeId: b!.id, stock: 3, pricePaise: 320_000n, sellingPricePaise: 320_000n },
      ],
    });
    const me = await newCustomer();
    await add(me, { pId: kada.id, size: a!.id });
    await add(me, { pId: kada.id, size: b!.id });
    await db.productSize.delete({ where: { productId_sizeId: { productId: kada.id, sizeId: b!.id } } });
    expect(shape(cartOf(await getCart(me)))).toEqual([[kada.id, "2-4", 1]]);
    await db.productSize.delete({ where: { productId_sizeId: { productId: kada.id, sizeId: a!.id } } });
    await db.size.delete({ where: { id: a!.id } });
    expect(await db.cartItem.count({ where: { customerId: me.id, sizeId: a!.id } })).toBe(0);
    expect(shape(cartOf(await getCart(me)))).toEqual([]);
  });
});
