import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as addRoute from "@/app/api/cart/add-to-db/[userId]/route";
import * as deleteRoute from "@/app/api/cart/delete-from-db-cart/[userId]/[productId]/route";
import * as getRoute from "@/app/api/cart/get-cart/[userId]/route";
import * as quoteRoute from "@/app/api/cart/quote/route";
import * as mergeRoute from "@/app/api/cart/state-to-cart/[userId]/route";
import { env } from "@/env";
import { CART_MAX_LINES, CART_SYNC_MAX_BODY_BYTES } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { UserCartJSON } from "@/lib/json/cart";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { createCategory, createColor, createProduct, uniq } from "../support/factories";
import { sessionOf } from "./accounts-support";

// The server cart (issue 7 §3, §4; contract "Cart and wishlist") through the real route handlers
// and database: every merge rule, add / update / remove / get, the visitor's quote that stores
// nothing, and what an attacker tries: someone else's {userId}, no or a dead session, cross-site
// posts, malformed and oversized bodies, prices and owners in the body, concurrent merges.
// Each test makes its own customers; products are shared and never changed except where a test
// makes its own.

type Body = { status: 0 | 1; msg: string; UserCart?: UserCartJSON } & Record<string, unknown>;
type Params = Record<string, string>;
type Handler = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;

interface CallOptions {
  customer?: Customer | null;
  params?: Params;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  method?: string;
}

async function call(handler: unknown, { customer, params = {}, body, raw, headers = {}, method = "POST" }: CallOptions = {}) {
  const hasBody = method !== "GET" && method !== "DELETE";
  const request = new NextRequest("http://localhost/api/cart/x", {
    method,
    headers: {
      ...(hasBody && { "content-type": "application/json" }),
      origin: env.siteUrl,
      "sec-fetch-site": "same-origin",
      ...(customer && { cookie: customer.cookie }),
      ...headers,
    },
    body: hasBody ? (raw ?? JSON.stringify(body ?? {})) : undefined,
  });
  const response = await (handler as Handler)(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Body | null };
}
type Answer = Awaited<ReturnType<typeof call>>;

interface Customer {
  id: string;
  cookie: string;
}

async function newCustomer({ active = true }: { active?: boolean } = {}): Promise<Customer> {
  const row = await db.customer.create({ data: { name: "Cart Tester", email: `cart.${uniq()}@example.com`, active } });
  const token = await sessionOf(row); // a signed-in session: its row and token
  return { id: row.id, cookie: `${customerCookieName()}=${token}` };
}

const stateCart = (lines: unknown[]) => ({ state_cart: JSON.stringify(lines) });
const merge = (customer: Customer, lines: unknown[], extra: Record<string, unknown> = {}) =>
  call(mergeRoute.POST, { customer, params: { userId: customer.id }, body: { ...stateCart(lines), ...extra } });
const add = (customer: Customer, body: unknown) => call(addRoute.POST, { customer, params: { userId: customer.id }, body });
const remove = (customer: Customer, productId: string) =>
  call(deleteRoute.DELETE, { customer, method: "DELETE", params: { userId: customer.id, productId } });
const getCart = (customer: Customer) => call(getRoute.GET, { customer, method: "GET", params: { userId: customer.id } });
const quote = (lines: unknown[], customer?: Customer) => call(quoteRoute.POST, { customer, body: stateCart(lines) });

function expectCart(res: Answer): UserCartJSON {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body?.status).toBe(1);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  return res.body!.UserCart!;
}

function expectFailure(res: Answer, status: number, msg?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body?.status).toBe(0);
  if (msg !== undefined) expect(res.body?.msg).toBe(msg);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(JSON.stringify(res.body)).not.toMatch(/prisma|stack|at \w+ \(/i);
}

const res = (answer: Answer) => expectCart(answer);

/** The cart as [productId, qty, color] for compact assertions. */
const lines = (cart: UserCartJSON) => cart.products.map((line) => [line.product_id._id, line.qty, line.color]);
const rowsOf = (customerId: string) =>
  db.cartItem.findMany({ where: { customerId }, select: { productId: true, qty: true, colorId: true }, orderBy: { createdAt: "asc" } });

let silver: { id: string };
let gold: { id: string };
let offColour: { id: string };
/** ₹1,000 less 10 % = ₹900, stock 10, silver or gold. */
let ring: { id: string };
/** ₹2,500, stock 3, no colours. */
let chain: { id: string };
/** Stock 2. */
let scarce: { id: string };
let soldOut: { id: string };
let inactive: { id: string };
let deletedId: string;
let categoryId: string;

beforeAll(async () => {
  const category = await createCategory();
  categoryId = category.id;
  silver = await createColor();
  gold = await createColor();
  offColour = await createColor({ active: false });
  ring = await createProduct({ categoryId, price: 1000, discountPercent: 10, stock: 10, colorIds: [silver.id, gold.id, offColour.id] });
  chain = await createProduct({ categoryId, price: 2500, stock: 3 });
  scarce = await createProduct({ categoryId, price: 400, stock: 2 });
  soldOut = await createProduct({ categoryId, price: 700, stock: 0 });
  inactive = await createProduct({ categoryId, price: 800, stock: 9, active: false });
  const doomed = await createProduct({ categoryId, price: 300 });
  deletedId = doomed.id;
  await db.product.delete({ where: { id: doomed.id } });
});

describe("POST /api/cart/state-to-cart/{userId}: the merge after login", () => {
  it("stores the union of the stored cart and the browser's lines, priced from the database", async () => {
    const me = await newCustomer();
    expectCart(await add(me, { pId: chain.id, qty: 2 }));
    const cart = expectCart(await merge(me, [{ pId: ring.id, qty: 3, color: silver.id }]));
    expect(lines(cart)).toEqual([
      [chain.id, 2, null],
      [ring.id, 3, silver.id],
    ]);
    expect(cart.products[1]!.product_id).toMatchObject({ _id: ring.id, price: 1000, discount: 10, total_price: 900, total_price_paise: 90000, quantity: 10 });
    expect(cart.total_price_paise).toBe(2 * 250000 + 3 * 90000);
    expect(cart.total_price).toBe(7700);
    expect(await rowsOf(me.id)).toEqual([
      { productId: chain.id, qty: 2, colorId: null },
      { productId: ring.id, qty: 3, colorId: silver.id },
    ]);
    expect(res(await getCart(me))).toEqual(cart);
  });

  it("merges the same product into one line: the larger quantity, the browser's colour if it set one", async () => {
    const me = await newCustomer();
    await add(me, { pId: ring.id, qty: 2, color: silver.id });
    await add(me, { pId: chain.id, qty: 3 });
    const cart = expectCart(
      await merge(me, [
        { pId: ring.id, qty: 4, color: gold.id },
        { pId: chain.id, qty: 1, color: null },
      ]),
    );
    expect(lines(cart)).toEqual([
      [ring.id, 4, gold.id],
      [chain.id, 3, null],
    ]);

    // Stored larger, browser without a colour: both kept from the stored line.
    const cart2 = expectCart(await merge(me, [{ pId: ring.id, qty: 1 }]));
    expect(lines(cart2)).toEqual([
      [ring.id, 4, gold.id],
      [chain.id, 3, null],
    ]);
    expect(await rowsOf(me.id)).toHaveLength(2);
  });

  it("merges a product listed twice by the browser the same way", async () => {
    const me = await newCustomer();
    const cart = expectCart(
      await merge(me, [
        { pId: ring.id, qty: 1, color: silver.id },
        { pId: chain.id, qty: 1 },
        { pId: ring.id, qty: 3 },
      ]),
    );
    expect(lines(cart)).toEqual([
      [ring.id, 3, silver.id],
      [chain.id, 1, null],
    ]);
  });

  it("caps quantities at 5 and at the stock; a sold-out line stays with qty 1, shown sold out and not counted", async () => {
    const me = await newCustomer();
    const cart = expectCart(
      await merge(me, [
        { pId: ring.id, qty: 9 },
        { pId: scarce.id, qty: 4 },
        { pId: soldOut.id, qty: 3 },
      ]),
    );
    expect(lines(cart)).toEqual([
      [ring.id, 5, null],
      [scarce.id, 2, null],
      [soldOut.id, 1, null],
    ]);
    expect(cart.products[2]!.product_id).toMatchObject({ quantity: 0, inStock: false });
    expect(cart.total_price_paise).toBe(5 * 90000 + 2 * 40000);
    expect((await rowsOf(me.id)).map((row) => row.qty)).toEqual([5, 2, 1]);
  });

  it("drops deleted, unknown and inactive products silently, and stores nothing for them", async () => {
    const me = await newCustomer();
    const unknown = `c${"z".repeat(24)}`;
    const cart = expectCart(
      await merge(me, [
        { pId: deletedId, qty: 1 },
        { pId: unknown, qty: 1 },
        { pId: inactive.id, qty: 2 },
        { pId: chain.id, qty: 1 },
      ]),
    );
    expect(lines(cart)).toEqual([[chain.id, 1, null]]);
    expect((await rowsOf(me.id)).map((row) => row.productId)).toEqual([chain.id]);
  });

  it("drops a colour the product does not offer (switched off, another product's, made up) and keeps a good stored one", async () => {
    const me = await newCustomer();
    const other = await createColor();
    const cart = expectCart(
      await merge(me, [
        { pId: ring.id, qty: 1, color: offColour.id },
        { pId: chain.id, qty: 1, color: silver.id },
        { pId: scarce.id, qty: 1, color: "not-a-colour" },
      ]),
    );
    expect(lines(cart)).toEqual([
      [ring.id, 1, null],
      [chain.id, 1, null],
      [scarce.id, 1, null],
    ]);
    expect((await rowsOf(me.id)).map((row) => row.colorId)).toEqual([null, null, null]);

    await add(me, { pId: ring.id, color: gold.id });
    const after = expectCart(await merge(me, [{ pId: ring.id, qty: 2, color: other.id }]));
    expect(lines(after)[0]).toEqual([ring.id, 2, gold.id]);
  });

  it("ignores any price, total or owner the browser sends", async () => {
    const me = await newCustomer();
    const victim = await newCustomer();
    await add(victim, { pId: chain.id, qty: 1 });
    const cart = expectCart(
      await merge(me, [{ pId: ring.id, qty: 2, total_price: 1, price: 1, pricePaise: 1, customerId: victim.id }], {
        total_price: 1,
        total_price_paise: 1,
        customerId: victim.id,
        userId: victim.id,
        status: 1,
      }),
    );
    expect(cart.products[0]!.product_id.total_price).toBe(900);
    expect(cart.total_price_paise).toBe(2 * 90000);
    expect(await rowsOf(victim.id)).toEqual([{ productId: chain.id, qty: 1, colorId: null }]);
    expect((await rowsOf(me.id)).map((row) => row.productId)).toEqual([ring.id]);
  });

  it("an empty browser cart returns the stored cart unchanged", async () => {
    const me = await newCustomer();
    await add(me, { pId: chain.id, qty: 2 });
    expect(lines(expectCart(await merge(me, [])))).toEqual([[chain.id, 2, null]]);
  });

  it("concurrent merges of the same cart leave one row per product within the caps", async () => {
    const me = await newCustomer();
    const local = [
      { pId: ring.id, qty: 5, color: silver.id },
      { pId: chain.id, qty: 2 },
      { pId: scarce.id, qty: 5 },
    ];
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => merge(me, i % 2 ? local : [...local].reverse())));
    for (const answer of answers) expectCart(answer);
    const rows = await rowsOf(me.id);
    expect(rows).toHaveLength(3);
    expect(Object.fromEntries(rows.map((row) => [row.productId, row.qty]))).toEqual({ [ring.id]: 5, [chain.id]: 2, [scarce.id]: 2 });
  });

  it("concurrent adds and merges of the same product leave one row", async () => {
    const me = await newCustomer();
    await Promise.all([
      merge(me, [{ pId: ring.id, qty: 2 }]),
      add(me, { pId: ring.id, qty: 3 }),
      merge(me, [{ pId: ring.id, qty: 1 }]),
      add(me, { pId: ring.id }),
    ]);
    expect(await rowsOf(me.id)).toHaveLength(1);
  });

  it("keeps at most CART_MAX_LINES lines", async () => {
    const me = await newCustomer();
    const ids = await manyProducts(CART_MAX_LINES + 1);
    // The browser can send at most CART_MAX_LINES; the stored line makes one more.
    await add(me, { pId: ring.id });
    const cart = expectCart(await merge(me, ids.slice(0, CART_MAX_LINES).map((pId) => ({ pId, qty: 1 }))));
    expect(cart.products).toHaveLength(CART_MAX_LINES);
    expect(cart.products[0]!.product_id._id).toBe(ring.id);
    expect(await db.cartItem.count({ where: { customerId: me.id } })).toBe(CART_MAX_LINES);
  });
});

/** n cheap products in one statement (ids returned in creation order). */
async function manyProducts(n: number): Promise<string[]> {
  const tag = uniq();
  const data = Array.from({ length: n }, (_, i) => ({
    categoryId,
    name: `Bulk ${tag} ${i}`,
    code: `B${tag.toUpperCase()}${i}`,
    slug: `bulk-${tag}-${i}`,
    pricePaise: 10000,
    sellingPricePaise: 10000,
    stock: 5,
    weightGrams: 1,
  }));
  await db.product.createMany({ data });
  const rows = await db.product.findMany({ where: { name: { startsWith: `Bulk ${tag} ` } }, select: { id: true, name: true } });
  const index = (name: string) => Number(name.split(" ").at(-1));
  return rows.sort((a, b) => index(a.name) - index(b.name)).map((row) => row.id);
}


describe("POST /api/cart/add-to-db/{userId}", () => {
  it("adds a product with qty 1 and no colour by default (the card's add)", async () => {
    const me = await newCustomer();
    const answer = await add(me, { pId: chain.id });
    expect(answer.body?.msg).toBe(MSG.addedToCartToast);
    expect(lines(expectCart(answer))).toEqual([[chain.id, 1, null]]);
  });

  it("adds with the detail page's qty and colour, and updates the line's qty and colour later", async () => {
    const me = await newCustomer();
    expect(lines(res(await add(me, { pId: ring.id, qty: 2, color: silver.id })))).toEqual([[ring.id, 2, silver.id]]);
    // The cart page's quantity select: qty only, the colour stays.
    expect(lines(res(await add(me, { pId: ring.id, qty: 4 })))).toEqual([[ring.id, 4, silver.id]]);
    expect(lines(res(await add(me, { pId: ring.id, color: gold.id })))).toEqual([[ring.id, 4, gold.id]]);
    expect(lines(res(await add(me, { pId: ring.id, qty: 1, color: null })))).toEqual([[ring.id, 1, null]]);
    expect(await rowsOf(me.id)).toEqual([{ productId: ring.id, qty: 1, colorId: null }]);
  });

  it("cuts a quantity over the stock to the stock and says so", async () => {
    const me = await newCustomer();
    const answer = await add(me, { pId: scarce.id, qty: 5 });
    expect(lines(expectCart(answer))).toEqual([[scarce.id, 2, null]]);
    expect(answer.body?.msg).toBe(MSG.purchaseOnly(2));
  });

  it.each([
    [{ qty: 0 }, "Invalid request. qty: must be a whole number from 1 to 5"],
    [{ qty: 6 }, "Invalid request. qty: must be a whole number from 1 to 5"],
    [{ qty: 1.5 }, "Invalid request. qty: must be a whole number from 1 to 5"],
    [{ qty: "2" }, "Invalid request. qty: must be a whole number from 1 to 5"],
    [{ qty: -1 }, "Invalid request. qty: must be a whole number from 1 to 5"],
    [{ color: 7 }, "Invalid request. color: must be a colour id or null"],
    [{ pId: "' OR 1=1 --" }, "Invalid request. pId: must be a product id"],
    [{ pId: 12 }, "Invalid request. pId: must be a product id"],
    [{ pId: undefined }, "Invalid request. pId: must be a product id"],
  ])("%j → 400 %s, nothing stored", async (overrides, msg) => {
    const me = await newCustomer();
    expectFailure(await add(me, { pId: ring.id, ...overrides }), 400, msg);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("refuses a colour the product does not offer: 'Please select a color.'", async () => {
    const me = await newCustomer();
    expectFailure(await add(me, { pId: ring.id, color: offColour.id }), 400, MSG.selectColor);
    expectFailure(await add(me, { pId: chain.id, color: silver.id }), 400, MSG.selectColor);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("unknown, deleted or inactive product → 404 'Product not found'", async () => {
    const me = await newCustomer();
    for (const pId of [deletedId, `c${"q".repeat(24)}`, inactive.id]) expectFailure(await add(me, { pId }), 404, MSG.productNotFound);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("out of stock → 409 with the spec's message; an existing line stays, shown sold out", async () => {
    const me = await newCustomer();
    expectFailure(await add(me, { pId: soldOut.id }), 409, MSG.itemOutOfStock);
    expect(await rowsOf(me.id)).toEqual([]);

    const fading = await createProduct({ categoryId, price: 500, stock: 3 });
    await add(me, { pId: fading.id, qty: 3 });
    await db.product.update({ where: { id: fading.id }, data: { stock: 0 } });
    expectFailure(await add(me, { pId: fading.id, qty: 1 }), 409, MSG.itemOutOfStock);
    const cart = res(await getCart(me));
    expect(lines(cart)).toEqual([[fading.id, 1, null]]);
    expect(cart.products[0]!.product_id).toMatchObject({ quantity: 0, inStock: false });
    expect(cart.total_price_paise).toBe(0);
  });

  it("a full cart → 409; changing a line already in it still works", async () => {
    const me = await newCustomer();
    const ids = await manyProducts(CART_MAX_LINES);
    await db.cartItem.createMany({ data: ids.map((productId) => ({ customerId: me.id, productId })) });
    expectFailure(await add(me, { pId: ring.id }), 409, MSG.cartFull(CART_MAX_LINES));
    expect(res(await add(me, { pId: ids[0]!, qty: 3 })).products[0]!.qty).toBe(3);
  });

  it("concurrent adds to a cart one line short of full: exactly one gets in", async () => {
    const me = await newCustomer();
    const ids = await manyProducts(CART_MAX_LINES - 1 + 6);
    await db.cartItem.createMany({ data: ids.slice(0, CART_MAX_LINES - 1).map((productId) => ({ customerId: me.id, productId })) });
    const answers = await Promise.all(ids.slice(CART_MAX_LINES - 1).map((pId) => add(me, { pId })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await db.cartItem.count({ where: { customerId: me.id } })).toBe(CART_MAX_LINES);
  });

  it("mass assignment: a body with customerId, price, total_price and status changes only qty and colour of my line", async () => {
    const me = await newCustomer();
    const victim = await newCustomer();
    const cart = res(
      await add(me, { pId: ring.id, qty: 2, price: 1, total_price: 1, total_price_paise: 1, customerId: victim.id, userId: victim.id, status: false, stock: 999 }),
    );
    expect(cart.total_price_paise).toBe(2 * 90000);
    expect(await rowsOf(victim.id)).toEqual([]);
    const product = await db.product.findUniqueOrThrow({ where: { id: ring.id } });
    expect(product).toMatchObject({ sellingPricePaise: 90000, stock: 10, active: true });
  });
});

describe("DELETE /api/cart/delete-from-db-cart/{userId}/{productId}", () => {
  it("removes the line and returns the rest; removing it again is fine", async () => {
    const me = await newCustomer();
    const victim = await newCustomer();
    await merge(me, [{ pId: ring.id }, { pId: chain.id }]);
    await add(victim, { pId: ring.id });
    const answer = await remove(me, ring.id);
    expect(answer.body?.msg).toBe(MSG.removedFromCart);
    expect(lines(expectCart(answer))).toEqual([[chain.id, 1, null]]);
    expect(lines(res(await remove(me, ring.id)))).toEqual([[chain.id, 1, null]]);
    expect(await rowsOf(victim.id)).toHaveLength(1);
  });

  it("a productId that is not an id → 400", async () => {
    const me = await newCustomer();
    expectFailure(await remove(me, "../../etc"), 400, "Invalid path. productId: must be a product id");
  });
});

describe("GET /api/cart/get-cart/{userId}", () => {
  it("prices the stored cart as the products are now, without writing", async () => {
    const me = await newCustomer();
    const changing = await createProduct({ categoryId, price: 1200, stock: 5 });
    const leaving = await createProduct({ categoryId, price: 600, stock: 5 });
    await merge(me, [
      { pId: changing.id, qty: 4 },
      { pId: leaving.id, qty: 1 },
    ]);
    expect(res(await getCart(me)).total_price).toBe(4 * 1200 + 600);

    await db.product.update({ where: { id: changing.id }, data: { pricePaise: 150000, sellingPricePaise: 150000, stock: 2 } });
    await db.product.update({ where: { id: leaving.id }, data: { active: false } });
    const cart = res(await getCart(me));
    expect(lines(cart)).toEqual([[changing.id, 2, null]]);
    expect(cart.products[0]!.product_id.total_price).toBe(1500);
    expect(cart.total_price).toBe(3000);
    // GET never changes anything: the stored rows are as they were.
    expect((await rowsOf(me.id)).map((row) => [row.productId, row.qty])).toEqual([
      [changing.id, 4],
      [leaving.id, 1],
    ]);

    await db.product.update({ where: { id: leaving.id }, data: { active: true } });
    expect(lines(res(await getCart(me)))).toEqual([
      [changing.id, 2, null],
      [leaving.id, 1, null],
    ]);
  });

  it("an empty cart", async () => {
    const me = await newCustomer();
    expect(res(await getCart(me))).toEqual({ products: [], total_price: 0, total_price_paise: 0, offers: [], discount_paise: 0, payable_paise: 0, coupon: null });
  });
});

describe("POST /api/cart/quote (a visitor's cart page)", () => {
  it("prices the lines by the same rules and stores nothing, with or without a session", async () => {
    const before = await db.cartItem.count();
    const answer = await quote([
      { pId: ring.id, qty: 9, color: gold.id, total_price: 1 },
      { pId: inactive.id, qty: 1 },
      { pId: soldOut.id, qty: 2 },
      { pId: chain.id, qty: 2, color: silver.id },
      { pId: ring.id, qty: 1 },
    ]);
    const cart = expectCart(answer);
    expect(lines(cart)).toEqual([
      [ring.id, 5, gold.id],
      [soldOut.id, 1, null],
      [chain.id, 2, null],
    ]);
    expect(cart.total_price_paise).toBe(5 * 90000 + 2 * 250000);
    const me = await newCustomer();
    expectCart(await quote([{ pId: chain.id }], me));
    expect(await db.cartItem.count()).toBe(before);
  });

  it("refuses cross-site posts and malformed lists like the merge", async () => {
    expectFailure(await call(quoteRoute.POST, { body: stateCart([]), headers: { "sec-fetch-site": "cross-site" } }), 403, CROSS_SITE_MSG);
    expectFailure(await call(quoteRoute.POST, { body: { state_cart: "nope" } }), 400, "Invalid request. state_cart: must be the cart as JSON text");
  });
});

interface Endpoint {
  name: string;
  handler: unknown;
  method: string;
  params: Params;
  body?: unknown;
}

describe("who may call", () => {
  const endpoints = (owner: Customer): Endpoint[] => [
    { name: "state-to-cart", handler: mergeRoute.POST, method: "POST", params: { userId: owner.id }, body: stateCart([{ pId: chain.id }]) },
    { name: "add-to-db", handler: addRoute.POST, method: "POST", params: { userId: owner.id }, body: { pId: chain.id } },
    { name: "delete-from-db-cart", handler: deleteRoute.DELETE, method: "DELETE", params: { userId: owner.id, productId: ring.id } },
    { name: "get-cart", handler: getRoute.GET, method: "GET", params: { userId: owner.id } },
  ];

  it("another customer's {userId} → 403 on every endpoint, and the owner's cart is untouched", async () => {
    const victim = await newCustomer();
    const attacker = await newCustomer();
    await add(victim, { pId: ring.id, qty: 2 });
    for (const e of endpoints(victim)) {
      expectFailure(await call(e.handler, { customer: attacker, method: e.method, params: e.params, body: e.body }), 403, MSG.notYourAccount);
    }
    expect(await rowsOf(victim.id)).toEqual([{ productId: ring.id, qty: 2, colorId: null }]);
    expect(await rowsOf(attacker.id)).toEqual([]);
  });

  it("no session, a forged cookie, a deactivated customer or an ended session → 401", async () => {
    const owner = await newCustomer();
    const deactivated = await newCustomer();
    await db.customer.update({ where: { id: deactivated.id }, data: { active: false } });
    const ended = await newCustomer();
    await db.customer.update({ where: { id: ended.id }, data: { sessionVersion: { increment: 1 } } });
    const forged = { id: owner.id, cookie: `${customerCookieName()}=eyJhbGciOiJub25lIn0.e30.` };
    for (const [who, customer] of [
      ["nobody", null],
      ["forged", forged],
      ["deactivated", deactivated],
      ["ended", ended],
    ] as const) {
      const target = customer ?? owner;
      for (const e of endpoints(target)) {
        const answer = await call(e.handler, { customer, method: e.method, params: e.params, body: e.body });
        expect(answer.status, `${who} ${e.name}`).toBe(401);
        expectFailure(answer, 401, MSG.loginFirst);
      }
    }
    expect(await db.cartItem.count({ where: { customerId: { in: [owner.id, deactivated.id, ended.id] } } })).toBe(0);
  });

  it("a cross-site POST or DELETE with the customer's cookie → 403, nothing changed", async () => {
    const me = await newCustomer();
    await add(me, { pId: ring.id });
    for (const e of endpoints(me).filter((x) => x.method !== "GET")) {
      for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }]) {
        expectFailure(await call(e.handler, { customer: me, method: e.method, params: e.params, body: e.body, headers }), 403, CROSS_SITE_MSG);
      }
    }
    const evilOrigin = await call(mergeRoute.POST, {
      customer: me,
      params: { userId: me.id },
      body: stateCart([{ pId: chain.id }]),
      headers: { origin: "https://evil.example", "sec-fetch-site": "" },
    });
    expect(evilOrigin.status).toBe(403);
    expect(await rowsOf(me.id)).toEqual([{ productId: ring.id, qty: 1, colorId: null }]);
  });
});

describe("malformed bodies are 4xx envelopes, never a 500", () => {
  it.each([
    [{ raw: "{ state_cart: " }, 400, "The request body is not valid JSON."],
    [{ raw: "[]" }, 400, "Invalid request. Send a JSON object with state_cart."],
    [{ body: {} }, 400, "Invalid request. state_cart: must be the cart as JSON text"],
    [{ body: { state_cart: [{ pId: "x" }] } }, 400, "Invalid request. state_cart: must be the cart as JSON text"],
    [{ body: { state_cart: "{not json" } }, 400, "Invalid request. state_cart: must be the cart as JSON text"],
    [{ body: { state_cart: "{}" } }, 400, "Invalid request. state_cart: must be a list of cart lines"],
    [{ body: { state_cart: "null" } }, 400, "Invalid request. state_cart: must be a list of cart lines"],
    [{ body: { state_cart: '["abc"]' } }, 400, "Invalid request. state_cart.0: must be a cart line {pId, qty, color, size}"],
    [{ body: { state_cart: '[{"pId":"abc","qty":1}]' } }, 400, "Invalid request. state_cart.0.pId: must be a product id"],
    [{ body: { state_cart: '[{"qty":1}]' } }, 400, "Invalid request. state_cart.0.pId: must be a product id"],
    [{ body: { state_cart: '[{"pId":"cccccccccccccccccccccccccc","qty":"two"}]' } }, 400, "Invalid request. state_cart.0.qty: must be a whole number, 1 or more"],
    [{ body: { state_cart: '[{"pId":"cccccccccccccccccccccccccc","qty":0}]' } }, 400, "Invalid request. state_cart.0.qty: must be a whole number, 1 or more"],
    [{ body: { state_cart: '[{"pId":"cccccccccccccccccccccccccc","qty":1e400}]' } }, 400, "Invalid request. state_cart.0.qty: must be a whole number, 1 or more"],
    [{ body: { state_cart: '[{"pId":"cccccccccccccccccccccccccc","color":{"$ne":null}}]' } }, 400, "Invalid request. state_cart.0.color: must be a colour id or null"],
    [{ raw: "pId=1", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415, "Send the request as JSON (Content-Type: application/json)."],
  ] as const)("%j → %i", async (options, status, msg) => {
    const me = await newCustomer();
    expectFailure(await call(mergeRoute.POST, { customer: me, params: { userId: me.id }, ...options }), status, msg);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it(`more than ${CART_MAX_LINES} lines → 400`, async () => {
    const me = await newCustomer();
    const many = Array.from({ length: CART_MAX_LINES + 1 }, () => ({ pId: ring.id, qty: 1 }));
    expectFailure(await merge(me, many), 400, `Invalid request. state_cart: must have at most ${CART_MAX_LINES} lines`);
  });

  it(`a body over ${CART_SYNC_MAX_BODY_BYTES / 1024} KB → 413`, async () => {
    const me = await newCustomer();
    const raw = JSON.stringify({ state_cart: JSON.stringify([{ pId: ring.id, note: "x".repeat(CART_SYNC_MAX_BODY_BYTES) }]) });
    expectFailure(await call(mergeRoute.POST, { customer: me, params: { userId: me.id }, raw }), 413, "The request is too large (at most 64 KB).");
    expectFailure(await call(addRoute.POST, { customer: me, params: { userId: me.id }, raw }), 413);
  });
});

describe("other methods", () => {
  it("answer 405 with Allow", async () => {
    const me = await newCustomer();
    const answer = await call(mergeRoute.GET, { customer: me, method: "GET", params: { userId: me.id } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("OPTIONS, POST");
    expect((await call(getRoute.POST, { customer: me, params: { userId: me.id } })).headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await call(deleteRoute.GET, { method: "GET" })).headers.get("allow")).toBe("DELETE, OPTIONS");
  });
});
