import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCartView, cartLineKey, orderDraft, reconcileWithQuote, stateCartText } from "@/lib/api/cart";
import { reconcileWishlist, visibleWishlist } from "@/lib/api/wishlist";
import { addToCart, removeFromCart, setCartQty, toggleWishlist } from "@/hooks/sync-actions";
import { clearAfterLogout } from "@/hooks/clear-after-logout";
import { syncAfterLogin } from "@/hooks/use-account-sync";
import { cartQueryKey, getSyncQueryClient } from "@/hooks/server-sync";
import { customerCartQuery } from "@/components/cart/use-server-cart";
import type { UserCartJSON } from "@/lib/json/cart";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { type CartLine, cartStore } from "@/stores/cart-store";
import { userStore } from "@/stores/user-store";
import { wishlistStore } from "@/stores/wishlist-store";

// The browser side of the cart and wishlist sync: the pure rules that put the server's prices on
// the local lines, and the actions against a fake server (global fetch stubbed: the network is the
// boundary here; the stores, the sync module and TanStack Query are the real ones).

const product = (id: string, over: Partial<ProductJSON> = {}): ProductJSON =>
  ({
    _id: id,
    name: `Ring ${id}`,
    code: id.toUpperCase(),
    price: 2000,
    discount: 10,
    total_price: 1800,
    price_paise: 200_000,
    total_price_paise: 180_000,
    quantity: 10,
    status: true,
    inStock: true,
    images: [],
    image: null,
    colors: [{ _id: "silver", name: "Silver", hex: "#c0c0c0" }],
    ...over,
  }) as ProductJSON;

const line = (pId: string, over: Partial<CartLine> = {}): CartLine => ({ pId, qty: 1, color: null, pricePaise: 1, ...over });
const userCart = (...lines: Array<[ProductJSON, number, string | null]>): UserCartJSON => ({
  products: lines.map(([p, qty, color]) => ({ product_id: p, qty, color, size: null, size_label: null, offer_discount_paise: 0 })),
  total_price: 0,
  total_price_paise: 0,
  offers: [],
  discount_paise: 0,
  payable_paise: 0,
  coupon: null,
});

describe("the cart page's numbers come from the server (storefront §2.10)", () => {
  it("prices each line at the server's price, whatever the browser stored", () => {
    const view = buildCartView([line("a", { qty: 2, pricePaise: 1 })], new Map([["a", product("a")]]));
    expect(view.lines[0]?.lineTotalPaise).toBe(360_000);
    expect(view.subtotalPaise).toBe(360_000);
    expect(view.priced).toBe(true);
  });

  it("caps a quantity at the stock and says so; a sold-out line is marked and not counted", () => {
    const products = new Map([
      ["low", product("low", { quantity: 2 })],
      ["gone", product("gone", { quantity: 0, inStock: false })],
    ]);
    const view = buildCartView([line("low", { qty: 5 }), line("gone", { qty: 1 })], products);
    expect(view.lines[0]).toMatchObject({ qty: 2, maxQty: 2, overStock: true, soldOut: false, lineTotalPaise: 360_000 });
    expect(view.lines[1]).toMatchObject({ soldOut: true, lineTotalPaise: 0 });
    expect(view.subtotalPaise).toBe(360_000);
    expect(orderDraft(view)).toEqual([{ pId: "low", qty: 2, color: null }]);
  });

  it("is not priced until every line has its server price", () => {
    const view = buildCartView([line("a"), line("b")], new Map([["a", product("a")]]));
    expect(view.priced).toBe(false);
    expect(view.orderable.map((l) => l.pId)).toEqual(["a"]);
  });

  it("sends lines without prices", () => {
    expect(JSON.parse(stateCartText([line("a", { qty: 3, color: "silver", pricePaise: 5 })]))).toEqual([{ pId: "a", qty: 3, color: "silver" }]);
  });

  it("a visitor's quote drops asked products the server no longer sells, updates prices and keeps later lines", () => {
    const local = [line("a", { qty: 3 }), line("deleted"), line("added-since")];
    const next = reconcileWithQuote(local, userCart([product("a"), 1, null]), new Set(["a", "deleted"].map((pId) => cartLineKey({ pId }))));
    expect(next).toEqual([line("a", { qty: 3, pricePaise: 180_000 }), line("added-since")]);
    // Nothing to change: the same array, so the store is not written.
    expect(reconcileWithQuote(next, userCart([product("a"), 1, null]), new Set([cartLineKey({ pId: "a" })]))).toBe(next);
  });

  it("the wishlist page shows the server's products still saved locally; gone ones leave the list", () => {
    const products = [product("new"), product("old")];
    expect(visibleWishlist(products, [{ pId: "old" }]).map((p) => p._id)).toEqual(["old"]);
    expect(reconcileWishlist([{ pId: "old" }, { pId: "gone" }, { pId: "later" }], products, new Set(["old", "gone"]))).toEqual([
      { pId: "old" },
      { pId: "later" },
    ]);
  });
});

/** A fake shop server: answers by path; records every request. */
type Handler = (path: string, init: RequestInit) => { status: number; body: unknown } | "network";
function fakeServer(handler: Handler) {
  const calls: Array<{ path: string; method: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = handler(path, init);
    if (answer === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

const customer = { _id: "cust1", name: "Priya Sharma", email: "priya@example.com", phone: null };
const ok = (key: string, value: unknown) => ({ status: 200, body: { status: 1, msg: "ok", [key]: value } });
const refused = (status: number, msg: string) => ({ status, body: { status: 0, msg } });

beforeEach(async () => {
  await Promise.all([cartStore.persist.rehydrate(), wishlistStore.persist.rehydrate(), userStore.persist.rehydrate()]);
  clearAfterLogout();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("login merges this device's lists with the server's (storefront §4, §7.2)", () => {
  it("sends the local cart and wishlist and replaces them with the server's answers", async () => {
    cartStore.getState().add({ pId: "a", pricePaise: 1, qty: 9 });
    wishlistStore.getState().add("w1");
    const calls = fakeServer((path) =>
      path.includes("state-to-cart")
        ? ok("UserCart", userCart([product("a", { quantity: 2 }), 2, null], [product("b"), 1, "silver"]))
        : ok("UserWishlist", { product_id: [product("w2"), product("w1")] }),
    );
    await syncAfterLogin(customer);

    expect(userStore.getState().user?._id).toBe("cust1");
    const cartCall = calls.find((c) => c.path === "/api/cart/state-to-cart/cust1");
    expect(JSON.parse((cartCall?.body as { state_cart: string }).state_cart)).toEqual([{ pId: "a", qty: 5, color: null }]);
    expect(calls.find((c) => c.path === "/api/wishlist/state-to-db/cust1")?.body).toEqual({ state_wishlist: JSON.stringify([{ pId: "w1" }]) });
    // Line a was added here at ₹0.01: it remembers that price for the cart's "Price updated" notice (issue 21); b is new here.
    expect(cartStore.getState().data).toEqual([line("a", { qty: 2, pricePaise: 180_000, seenPricePaise: 1 }), line("b", { color: "silver", pricePaise: 180_000 })]);
    expect(wishlistStore.getState().data).toEqual([{ pId: "w2" }, { pId: "w1" }]);
  });

  it("a refused merge keeps the local lists (the spec's message is shown as a toast)", async () => {
    cartStore.getState().add({ pId: "a", pricePaise: 1 });
    fakeServer(() => refused(500, "Something went wrong"));
    await syncAfterLogin(customer);
    expect(cartStore.getState().data.map((l) => l.pId)).toEqual(["a"]);
  });

  it("logout forgets the customer, the cart and the wishlist", () => {
    userStore.getState().setUser(customer);
    cartStore.getState().add({ pId: "a", pricePaise: 1 });
    wishlistStore.getState().add("w");
    clearAfterLogout();
    expect([userStore.getState().user, cartStore.getState().data, wishlistStore.getState().data]).toEqual([null, [], []]);
  });
});

describe("changes go to the server for a customer only (storefront §4 Product card)", () => {
  it("a visitor's changes stay local: no request at all", () => {
    const calls = fakeServer(() => refused(500, "should not be called"));
    addToCart({ pId: "a", pricePaise: 1 });
    setCartQty("a", 3);
    toggleWishlist("w");
    removeFromCart("a");
    expect(calls).toEqual([]);
    expect(wishlistStore.getState().data).toEqual([{ pId: "w" }]);
  });

  it("a card's add sends the id only; the server's answer replaces the local cart", async () => {
    userStore.getState().setUser(customer);
    const calls = fakeServer(() => ok("UserCart", userCart([product("a"), 1, null])));
    expect(addToCart({ pId: "a", pricePaise: 1 })).toBe(true);
    expect(cartStore.getState().data).toEqual([line("a")]); // at once, before the answer
    // The card's price (₹0.01 here) stays as the one the shopper saw, for the cart's notice (issue 21).
    await vi.waitFor(() => expect(cartStore.getState().data).toEqual([line("a", { pricePaise: 180_000, seenPricePaise: 1 })]));
    expect(calls).toEqual([{ path: "/api/cart/add-to-db/cust1", method: "POST", body: { pId: "a" } }]);
  });

  it("the detail page sends quantity and colour; a refusal is undone", async () => {
    userStore.getState().setUser(customer);
    const calls = fakeServer(() => refused(404, "Product not found"));
    addToCart({ pId: "a", pricePaise: 1, qty: 2, color: "silver" }, { withChoice: true, notify: true });
    expect(cartStore.getState().data).toHaveLength(1);
    await vi.waitFor(() => expect(cartStore.getState().data).toEqual([]));
    expect(calls[0]?.body).toEqual({ pId: "a", qty: 2, color: "silver" });
  });

  it("a quantity change the server refuses goes back to the old quantity", async () => {
    userStore.getState().setUser(customer);
    cartStore.getState().add({ pId: "a", pricePaise: 1, qty: 2 });
    const calls = fakeServer(() => refused(400, "qty: must be a whole number from 1 to 5"));
    setCartQty("a", 4);
    expect(cartStore.getState().data[0]?.qty).toBe(4);
    await vi.waitFor(() => expect(cartStore.getState().data[0]?.qty).toBe(2));
    expect(calls[0]).toMatchObject({ path: "/api/cart/add-to-db/cust1", body: { pId: "a", qty: 4, color: null } });
  });

  it("a network failure is retried, and the change then lands", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    userStore.getState().setUser(customer);
    cartStore.getState().add({ pId: "a", pricePaise: 1 });
    let attempts = 0;
    const calls = fakeServer(() => (++attempts === 1 ? "network" : ok("UserCart", userCart())));
    removeFromCart("a");
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(calls).toHaveLength(2);
    });
    expect(calls.every((c) => c.method === "DELETE" && c.path === "/api/cart/delete-from-db-cart/cust1/a")).toBe(true);
    expect(cartStore.getState().data).toEqual([]);
  });

  it("wishlist toggles go to the server, and a refused add is taken back", async () => {
    userStore.getState().setUser(customer);
    const calls = fakeServer((path, init) =>
      init.method === "DELETE" ? ok("UserWishlist", { product_id: [] }) : refused(404, "Product not found"),
    );
    expect(toggleWishlist("w")).toBe(true);
    await vi.waitFor(() => expect(wishlistStore.getState().data).toEqual([]));
    expect(calls[0]).toMatchObject({ path: "/api/wishlist/add-to-db-wishlist/cust1/w", method: "POST" });
  });

  it("a get-cart answered late, from before a change, never puts the older cart back", async () => {
    // The browser's one query client (the server makes one per render): the page's read and the change share it.
    vi.stubGlobal("window", globalThis);
    userStore.getState().setUser(customer);
    let answerGetCart: (cart: UserCartJSON) => void = () => undefined;
    const lateGetCart = new Promise<UserCartJSON>((resolve) => (answerGetCart = resolve));
    vi.stubGlobal("fetch", async (path: string) => {
      // get-cart was asked before the add reached the server: it answers the empty cart, after the add's answer.
      const cart = path.includes("get-cart") ? await lateGetCart : userCart([product("a"), 1, null]);
      return new Response(JSON.stringify({ status: 1, msg: "ok", UserCart: cart }), { status: 200, headers: { "content-type": "application/json" } });
    });
    const client = getSyncQueryClient();
    const read = client.fetchQuery(customerCartQuery(customer._id)).catch(() => undefined); // the cart page's read, on its way
    addToCart({ pId: "a", pricePaise: 1 });
    await vi.waitFor(() => expect(client.getQueryData<UserCartJSON>(cartQueryKey(customer._id))?.products).toHaveLength(1));
    answerGetCart(userCart());
    await read;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The pages' data (what the cart page puts on the local lines) is still the add's answer.
    expect(client.getQueryData<UserCartJSON>(cartQueryKey(customer._id))?.products.map((p) => p.product_id._id)).toEqual(["a"]);
    expect(cartStore.getState().data.map((l) => l.pId)).toEqual(["a"]);
  });

  it("a 401 (the session ended elsewhere) forgets the customer on this device", async () => {
    userStore.getState().setUser(customer);
    fakeServer(() => refused(401, "Please login first"));
    addToCart({ pId: "a", pricePaise: 1 });
    await vi.waitFor(() => expect(userStore.getState().user).toBeNull());
    expect(cartStore.getState().data).toEqual([]);
  });
});

describe("product cards stay light (the sync module loads on a customer's first change)", () => {
  it("sync-actions imports neither TanStack Query nor the sync module statically", () => {
    const source = readFileSync(new URL("../../src/hooks/sync-actions.ts", import.meta.url), "utf8");
    const staticImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]);
    expect(staticImports.filter((from) => from?.includes("tanstack") || from?.includes("server-sync"))).toEqual([]);
    expect(source).toContain('import("./server-sync")');
  });
});

describe("sizes (issue 42): a line is a piece in one size, on the page and through the sync", () => {
  const sizes = [
    { _id: "s12", label: "12", quantity: 2, sku: null, price: 2000, price_paise: 200_000, total_price: 2000, total_price_paise: 200_000 },
    { _id: "s14", label: "14", quantity: 0, sku: null, price: 2200, price_paise: 220_000, total_price: 2200, total_price_paise: 220_000 },
  ];
  const ring = product("ring", { sizes, quantity: 2, total_price_paise: 200_000 });
  const sizedCart = (...lines: Array<[string, number]>): UserCartJSON => ({
    products: lines.map(([size, qty]) => ({ product_id: ring, qty, color: null, size, size_label: size.slice(1), offer_discount_paise: 0 })),
    total_price: 0,
    total_price_paise: 0,
    offers: [],
    discount_paise: 0,
    payable_paise: 0,
    coupon: null,
  });

  it("the page shows each size's label, caps and price; a size no longer offered is not priced", () => {
    const view = buildCartView(
      [line("ring", { size: "s12", qty: 4 }), line("ring", { size: "s14" }), line("ring", { size: "gone" })],
      new Map([["ring", ring]]),
    );
    expect(view.lines.map((l) => [l.sizeLabel, l.qty, l.maxQty, l.soldOut, l.lineTotalPaise])).toEqual([
      ["12", 2, 2, false, 400_000],
      ["14", 1, 0, true, 0],
      [null, 1, 0, false, 0],
    ]);
    expect(view.priced).toBe(false);
    expect(orderDraft(view)).toEqual([{ pId: "ring", qty: 2, color: null, size: "s12" }]);
    expect(JSON.parse(stateCartText([line("ring", { size: "s12" }), line("a")]))).toEqual([
      { pId: "ring", qty: 1, color: null, size: "s12" },
      { pId: "a", qty: 1, color: null },
    ]);
  });

  it("a visitor's quote keeps each size it priced, at its size's price, and drops an asked size it did not", () => {
    const local = [line("ring", { size: "s12" }), line("ring", { size: "s99" })];
    const asked = new Set(local.map(cartLineKey));
    expect(reconcileWithQuote(local, sizedCart(["s12", 1]), asked)).toEqual([line("ring", { size: "s12", pricePaise: 200_000 })]);
  });

  it("adding a size sends it; removing one size sends ?size= and leaves the other size's line", async () => {
    userStore.getState().setUser(customer);
    const calls = fakeServer((path, init) => (init.method === "DELETE" ? ok("UserCart", sizedCart(["s14", 1])) : ok("UserCart", sizedCart(["s12", 1], ["s14", 1]))));
    addToCart({ pId: "ring", size: "s12", pricePaise: 200_000 }, { withChoice: true });
    addToCart({ pId: "ring", size: "s14", pricePaise: 220_000 }, { withChoice: true });
    expect(cartStore.getState().data.map((l) => l.size)).toEqual(["s12", "s14"]);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.body)).toEqual([
      { pId: "ring", qty: 1, color: null, size: "s12" },
      { pId: "ring", qty: 1, color: null, size: "s14" },
    ]);
    await vi.waitFor(() => expect(cartStore.getState().data.map((l) => [l.size, l.pricePaise])).toEqual([["s12", 200_000], ["s14", 220_000]]));
    removeFromCart({ pId: "ring", size: "s12" });
    expect(cartStore.getState().data.map((l) => l.size)).toEqual(["s14"]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ method: "DELETE", path: "/api/cart/delete-from-db-cart/cust1/ring?size=s12" });
  });
});
