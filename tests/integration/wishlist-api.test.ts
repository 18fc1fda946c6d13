import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as addRoute from "@/app/api/wishlist/add-to-db-wishlist/[userId]/[productId]/route";
import * as deleteRoute from "@/app/api/wishlist/delete-from-db-wishlist/[userId]/[productId]/route";
import * as getRoute from "@/app/api/wishlist/get-wishlist/[userId]/route";
import * as quoteRoute from "@/app/api/wishlist/quote/route";
import * as mergeRoute from "@/app/api/wishlist/state-to-db/[userId]/route";
import { env } from "@/env";
import { CART_SYNC_MAX_BODY_BYTES, WISHLIST_MAX_ITEMS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { UserWishlistJSON } from "@/lib/json/wishlist";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { createCategory, createProduct, uniq } from "../support/factories";
import { sessionOf } from "./accounts-support";

// The server wishlist (issue 7 §3, §4; contract "Cart and wishlist") through the real route
// handlers and database: the merge after login (union, duplicates, deleted and inactive products
// dropped), add / remove / get, the visitor's quote that stores nothing, and the same refusals as
// the cart: someone else's {userId}, no or a dead session, cross-site requests, malformed bodies.

type Body = { status: 0 | 1; msg: string; UserWishlist?: UserWishlistJSON } & Record<string, unknown>;
type Params = Record<string, string>;
type Handler = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;

interface Customer {
  id: string;
  cookie: string;
}

interface CallOptions {
  customer?: Customer | null;
  params?: Params;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  method?: string;
}

async function call(handler: unknown, { customer, params = {}, body, raw, headers = {}, method = "POST" }: CallOptions = {}) {
  const hasBody = (method === "POST" && (body !== undefined || raw !== undefined)) || method === "PUT";
  const request = new NextRequest("http://localhost/api/wishlist/x", {
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

async function newCustomer(): Promise<Customer> {
  const row = await db.customer.create({ data: { name: "Wishlist Tester", email: `wish.${uniq()}@example.com` } });
  const token = await sessionOf(row); // a signed-in session: its row and token
  return { id: row.id, cookie: `${customerCookieName()}=${token}` };
}

const stateWishlist = (ids: unknown[]) => ({ state_wishlist: JSON.stringify(ids.map((id) => (typeof id === "string" ? { pId: id } : id))) });
const merge = (customer: Customer, ids: unknown[], extra: Record<string, unknown> = {}) =>
  call(mergeRoute.POST, { customer, params: { userId: customer.id }, body: { ...stateWishlist(ids), ...extra } });
const add = (customer: Customer, productId: string) => call(addRoute.POST, { customer, params: { userId: customer.id, productId } });
const remove = (customer: Customer, productId: string) =>
  call(deleteRoute.DELETE, { customer, method: "DELETE", params: { userId: customer.id, productId } });
const getWishlist = (customer: Customer) => call(getRoute.GET, { customer, method: "GET", params: { userId: customer.id } });

function expectWishlist(res: Answer): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body?.status).toBe(1);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  return res.body!.UserWishlist!.product_id.map((p) => p._id);
}

function expectFailure(res: Answer, status: number, msg?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body?.status).toBe(0);
  if (msg !== undefined) expect(res.body?.msg).toBe(msg);
  expect(res.headers.get("cache-control")).toBe("no-store");
}

const storedIds = async (customerId: string) =>
  (await db.wishlistItem.findMany({ where: { customerId }, select: { productId: true } })).map((row) => row.productId).sort();

let categoryId: string;
let a: { id: string };
let b: { id: string };
let c: { id: string };
let soldOut: { id: string };
let inactive: { id: string };
let deletedId: string;

beforeAll(async () => {
  categoryId = (await createCategory()).id;
  a = await createProduct({ categoryId, price: 1000, discountPercent: 20 });
  b = await createProduct({ categoryId, price: 2000 });
  c = await createProduct({ categoryId, price: 3000 });
  soldOut = await createProduct({ categoryId, stock: 0 });
  inactive = await createProduct({ categoryId, active: false });
  const doomed = await createProduct({ categoryId });
  deletedId = doomed.id;
  await db.product.delete({ where: { id: doomed.id } });
});

describe("POST /api/wishlist/state-to-db/{userId}: the merge after login", () => {
  it("stores the union, each product once, newest first (the browser's last item newest), as products of now", async () => {
    const me = await newCustomer();
    expectWishlist(await add(me, a.id));
    const ids = expectWishlist(await merge(me, [b.id, a.id, c.id, b.id]));
    expect(ids).toEqual([c.id, b.id, a.id]);
    expect(await storedIds(me.id)).toEqual([a.id, b.id, c.id].sort());
    const answer = await merge(me, []);
    expect(expectWishlist(answer)).toEqual([c.id, b.id, a.id]);
    expect(answer.body!.UserWishlist!.product_id.find((p) => p._id === a.id)).toMatchObject({ price: 1000, discount: 20, total_price: 800 });
    expect(expectWishlist(await getWishlist(me))).toEqual([c.id, b.id, a.id]);
  });

  it("drops deleted, unknown and inactive products silently and keeps sold-out ones", async () => {
    const me = await newCustomer();
    const ids = expectWishlist(await merge(me, [deletedId, `c${"x".repeat(24)}`, inactive.id, soldOut.id]));
    expect(ids).toEqual([soldOut.id]);
    expect(await storedIds(me.id)).toEqual([soldOut.id]);
  });

  it("ignores an owner, a price or a status in the body", async () => {
    const me = await newCustomer();
    const victim = await newCustomer();
    await merge(me, [{ pId: a.id, price: 1, status: false, customerId: victim.id }], { customerId: victim.id, userId: victim.id });
    expect(await storedIds(me.id)).toEqual([a.id]);
    expect(await storedIds(victim.id)).toEqual([]);
    expect(await db.product.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ pricePaise: 100000, active: true });
  });

  it("concurrent merges leave one row per product", async () => {
    const me = await newCustomer();
    await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 3 === 2 ? add(me, b.id) : merge(me, [a.id, b.id, c.id]))));
    expect(await storedIds(me.id)).toEqual([a.id, b.id, c.id].sort());
  });

  it(`keeps at most ${WISHLIST_MAX_ITEMS} items; a full wishlist refuses a new one (409) and takes a known one`, async () => {
    const me = await newCustomer();
    const tag = uniq();
    await db.product.createMany({
      data: Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => ({
        categoryId,
        name: `Wish bulk ${tag} ${i}`,
        code: `W${tag.toUpperCase()}${i}`,
        slug: `wish-bulk-${tag}-${i}`,
        pricePaise: 10000,
        sellingPricePaise: 10000,
        weightGrams: 1,
      })),
    });
    const bulk = (await db.product.findMany({ where: { name: { startsWith: `Wish bulk ${tag} ` } }, select: { id: true } })).map((p) => p.id);
    await add(me, a.id);
    expect(expectWishlist(await merge(me, bulk))).toHaveLength(WISHLIST_MAX_ITEMS);
    expectFailure(await add(me, c.id), 409, MSG.wishlistFull(WISHLIST_MAX_ITEMS));
    expect(expectWishlist(await add(me, a.id))).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(await db.wishlistItem.count({ where: { customerId: me.id } })).toBe(WISHLIST_MAX_ITEMS);
  });
});

describe("add, remove, get", () => {
  it("adds (again: no change), removes (again: fine), and get lists active products newest first", async () => {
    const me = await newCustomer();
    expect(expectWishlist(await add(me, a.id))).toEqual([a.id]);
    const second = await add(me, b.id);
    expect(second.body?.msg).toBe(MSG.addedToWishlist);
    expect(expectWishlist(second)).toEqual([b.id, a.id]);
    expect(expectWishlist(await add(me, a.id))).toEqual([b.id, a.id]);
    expect(await storedIds(me.id)).toHaveLength(2);

    const removed = await remove(me, b.id);
    expect(removed.body?.msg).toBe(MSG.removedFromWishlist);
    expect(expectWishlist(removed)).toEqual([a.id]);
    expect(expectWishlist(await remove(me, b.id))).toEqual([a.id]);
  });

  it("unknown, deleted or inactive product → 404 'Product not found'; a bad id → 400", async () => {
    const me = await newCustomer();
    for (const id of [deletedId, inactive.id, `c${"y".repeat(24)}`]) expectFailure(await add(me, id), 404, MSG.productNotFound);
    expectFailure(await add(me, "1 OR 1=1"), 400, "Invalid path. productId: must be a product id");
    expectFailure(await remove(me, "x"), 400, "Invalid path. productId: must be a product id");
    expect(await storedIds(me.id)).toEqual([]);
  });

  it("get hides a product switched off since, without deleting it", async () => {
    const me = await newCustomer();
    const fading = await createProduct({ categoryId });
    await merge(me, [a.id, fading.id]);
    await db.product.update({ where: { id: fading.id }, data: { active: false } });
    expect(expectWishlist(await getWishlist(me))).toEqual([a.id]);
    expect(await storedIds(me.id)).toEqual([a.id, fading.id].sort());
    await db.product.update({ where: { id: fading.id }, data: { active: true } });
    expect(expectWishlist(await getWishlist(me))).toEqual([fading.id, a.id]);
  });
});

describe("POST /api/wishlist/quote (a visitor's wishlist page)", () => {
  it("returns the active products, each once, newest first, and stores nothing", async () => {
    const before = await db.wishlistItem.count();
    const answer = await call(quoteRoute.POST, { body: stateWishlist([a.id, inactive.id, b.id, deletedId, a.id, soldOut.id]) });
    expect(expectWishlist(answer)).toEqual([soldOut.id, b.id, a.id]);
    const me = await newCustomer();
    expectWishlist(await call(quoteRoute.POST, { customer: me, body: stateWishlist([c.id]) }));
    expect(await db.wishlistItem.count()).toBe(before);
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
    { name: "state-to-db", handler: mergeRoute.POST, method: "POST", params: { userId: owner.id }, body: stateWishlist([b.id]) },
    { name: "add-to-db-wishlist", handler: addRoute.POST, method: "POST", params: { userId: owner.id, productId: b.id } },
    { name: "delete-from-db-wishlist", handler: deleteRoute.DELETE, method: "DELETE", params: { userId: owner.id, productId: a.id } },
    { name: "get-wishlist", handler: getRoute.GET, method: "GET", params: { userId: owner.id } },
  ];

  it("another customer's {userId} → 403 on every endpoint, and the owner's wishlist is untouched", async () => {
    const victim = await newCustomer();
    const attacker = await newCustomer();
    await add(victim, a.id);
    for (const e of endpoints(victim)) {
      expectFailure(await call(e.handler, { customer: attacker, method: e.method, params: e.params, body: e.body }), 403, MSG.notYourAccount);
    }
    expect(await storedIds(victim.id)).toEqual([a.id]);
    expect(await storedIds(attacker.id)).toEqual([]);
  });

  it("no session or a deactivated customer → 401", async () => {
    const owner = await newCustomer();
    const deactivated = await newCustomer();
    await db.customer.update({ where: { id: deactivated.id }, data: { active: false } });
    for (const e of [...endpoints(owner).map((x) => ({ ...x, customer: null })), ...endpoints(deactivated).map((x) => ({ ...x, customer: deactivated }))]) {
      const answer = await call(e.handler, { customer: e.customer, method: e.method, params: e.params, body: e.body });
      expect(answer.status, e.name).toBe(401);
      expectFailure(answer, 401, MSG.loginFirst);
    }
    expect(await storedIds(owner.id)).toEqual([]);
    expect(await storedIds(deactivated.id)).toEqual([]);
  });

  it("a cross-site POST or DELETE with the customer's cookie → 403, nothing changed", async () => {
    const me = await newCustomer();
    await add(me, a.id);
    for (const e of endpoints(me).filter((x) => x.method !== "GET")) {
      const answer = await call(e.handler, { customer: me, method: e.method, params: e.params, body: e.body, headers: { "sec-fetch-site": "cross-site" } });
      expectFailure(answer, 403, CROSS_SITE_MSG);
    }
    expectFailure(await call(quoteRoute.POST, { body: stateWishlist([a.id]), headers: { "sec-fetch-site": "cross-site" } }), 403, CROSS_SITE_MSG);
    expect(await storedIds(me.id)).toEqual([a.id]);
  });
});

describe("malformed bodies are 4xx envelopes, never a 500", () => {
  it.each([
    [{ raw: "{" }, 400, "The request body is not valid JSON."],
    [{ body: [] }, 400, "Invalid request. Send a JSON object with state_wishlist."],
    [{ body: { state_wishlist: [{ pId: "x" }] } }, 400, "Invalid request. state_wishlist: must be the wishlist as JSON text"],
    [{ body: { state_wishlist: "not json" } }, 400, "Invalid request. state_wishlist: must be the wishlist as JSON text"],
    [{ body: { state_wishlist: '{"pId":"x"}' } }, 400, "Invalid request. state_wishlist: must be a list of wishlist items"],
    [{ body: { state_wishlist: '["ccccccccccccccccccccccccc"]' } }, 400, "Invalid request. state_wishlist.0: must be a wishlist item {pId}"],
    [{ body: { state_wishlist: '[{"pId":{"$gt":""}}]' } }, 400, "Invalid request. state_wishlist.0.pId: must be a product id"],
    [{ raw: "x", headers: { "content-type": "text/plain" } }, 415, "Send the request as JSON (Content-Type: application/json)."],
  ] as const)("%j → %i", async (options, status, msg) => {
    const me = await newCustomer();
    expectFailure(await call(mergeRoute.POST, { customer: me, params: { userId: me.id }, ...options }), status, msg);
    expect(await storedIds(me.id)).toEqual([]);
  });

  it(`more than ${WISHLIST_MAX_ITEMS} items → 400; over ${CART_SYNC_MAX_BODY_BYTES / 1024} KB → 413`, async () => {
    const me = await newCustomer();
    const many = Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, () => a.id);
    expectFailure(await merge(me, many), 400, `Invalid request. state_wishlist: must have at most ${WISHLIST_MAX_ITEMS} items`);
    const raw = JSON.stringify({ state_wishlist: "x".repeat(CART_SYNC_MAX_BODY_BYTES) });
    expectFailure(await call(mergeRoute.POST, { customer: me, params: { userId: me.id }, raw }), 413, "The request is too large (at most 64 KB).");
    expectFailure(await call(quoteRoute.POST, { raw }), 413);
  });

  it("other methods → 405 with Allow", async () => {
    const me = await newCustomer();
    const answer = await call(addRoute.GET, { customer: me, method: "GET", params: { userId: me.id, productId: a.id } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
