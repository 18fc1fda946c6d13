import { describe, expect, it } from "vitest";
import { buildCartView, cartLinesFromServer, reconcileWithQuote, shownPriceChanges } from "@/lib/api/cart";
import { CART_STORAGE_KEY } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import type { UserCartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { acknowledgeShownPrices, keepSeenPrices, parseCartLine, readCartState } from "@/stores/cart-lines";
import { type CartLine, createCartStore } from "@/stores/cart-store";
import { MemoryStorage } from "../support/memory-storage";

// Issue 21: a piece priced by weight follows the silver rate. The cart shows the new price and,
// on the line, what the shopper saw before ("Price updated: was … now …") until they have seen it.

const WAS = 129_900;
const NOW = 131_540;

const product = (id: string, totalPaise: number): ProductJSON =>
  ({
    _id: id,
    name: `Chain ${id}`,
    code: id.toUpperCase(),
    price: totalPaise / 100,
    discount: 0,
    total_price: totalPaise / 100,
    price_paise: totalPaise,
    total_price_paise: totalPaise,
    quantity: 10,
    status: true,
    inStock: true,
    images: [],
    image: null,
    colors: [],
  }) as unknown as ProductJSON;

const line = (pId: string, pricePaise: number, over: Partial<CartLine> = {}): CartLine => ({ pId, qty: 1, color: null, pricePaise, ...over });
const userCart = (...products: ProductJSON[]): UserCartJSON => ({
  products: products.map((p) => ({ product_id: p, qty: 1, color: null, size: null, size_label: null, offer_discount_paise: 0 })),
  total_price: 0,
  total_price_paise: 0,
  offers: [],
  discount_paise: 0,
  payable_paise: 0,
  coupon: null,
});
const byId = (...products: ProductJSON[]) => new Map(products.map((p) => [p._id, p]));

async function openTab(storage = new MemoryStorage()) {
  const store = createCartStore(() => storage);
  await store.persist.rehydrate();
  return { store, storage, cart: () => store.getState() };
}

describe("the cart view tells a changed price (buildCartView)", () => {
  it("reports a changed price with was and now", () => {
    const view = buildCartView([line("chain", WAS)], byId(product("chain", NOW)));
    expect(view.lines[0]?.priceChange).toEqual({ wasPaise: WAS, nowPaise: NOW });
    expect(view.pricesChanged).toBe(true);
    expect(view.lines[0]?.lineTotalPaise).toBe(NOW);
    expect(shownPriceChanges(view)).toEqual([{ pId: "chain", size: null, pricePaise: NOW }]);
  });

  it("says nothing for an unchanged price, nor for a line still being priced", () => {
    const view = buildCartView([line("same", NOW), line("pending", WAS)], byId(product("same", NOW)));
    expect(view.lines.map((l) => l.priceChange)).toEqual([null, null]);
    expect(view.pricesChanged).toBe(false);
    expect(shownPriceChanges(view)).toEqual([]);
  });

  it("compares with the price last seen once the line took the server's price", () => {
    const view = buildCartView([line("chain", NOW, { seenPricePaise: WAS })], byId(product("chain", NOW)));
    expect(view.lines[0]?.priceChange).toEqual({ wasPaise: WAS, nowPaise: NOW });
  });

  it("words the notice plainly, in rupees", () => {
    expect(MSG.cartPriceUpdated(formatRupees(WAS), formatRupees(NOW))).toBe("Price updated: was ₹1,299, now ₹1,315.40");
  });
});

describe("the last seen price survives repricing until acknowledged (cart-lines)", () => {
  it("keeps the old price as seen when the new one differs, and nothing when it does not", () => {
    const next = keepSeenPrices([line("a", WAS), line("b", NOW)], [line("a", NOW), line("b", NOW), line("new", NOW)]);
    expect(next).toEqual([line("a", NOW, { seenPricePaise: WAS }), line("b", NOW), line("new", NOW)]);
    expect(next[1]).not.toHaveProperty("seenPricePaise");
  });

  it("keeps the first unseen price through a second change, and forgets it when the price comes back", () => {
    const once = keepSeenPrices([line("a", WAS)], [line("a", NOW)]);
    const twice = keepSeenPrices(once, [line("a", NOW + 500)]);
    expect(twice).toEqual([line("a", NOW + 500, { seenPricePaise: WAS })]);
    const back = keepSeenPrices(twice, [line("a", WAS)]);
    expect(back).toEqual([line("a", WAS)]);
    expect(back[0]).not.toHaveProperty("seenPricePaise");
  });

  it("after acknowledging the shown price, the line has no notice", () => {
    const lines = [line("a", NOW, { seenPricePaise: WAS }), line("b", NOW)];
    const acknowledged = acknowledgeShownPrices(lines, [{ pId: "a", pricePaise: NOW }]);
    expect(acknowledged).toEqual([line("a", NOW), line("b", NOW)]);
    expect(buildCartView(acknowledged, byId(product("a", NOW), product("b", NOW))).pricesChanged).toBe(false);
    expect(acknowledgeShownPrices(acknowledged, [{ pId: "a", pricePaise: NOW }])).toBe(acknowledged);
  });

  it("acknowledging a price shown before the store took it makes it the line's price", () => {
    expect(acknowledgeShownPrices([line("a", WAS)], [{ pId: "a", pricePaise: NOW }])).toEqual([line("a", NOW)]);
  });

  it("reads old stored lines without the field, and drops a bad or pointless one", () => {
    const old = parseCartLine({ pId: "a", qty: 1, color: null, pricePaise: WAS });
    expect(old).toEqual(line("a", WAS));
    expect(old).not.toHaveProperty("seenPricePaise");
    expect(parseCartLine({ pId: "a", qty: 1, color: null, pricePaise: NOW, seenPricePaise: WAS })).toEqual(line("a", NOW, { seenPricePaise: WAS }));
    expect(parseCartLine({ pId: "a", qty: 1, color: null, pricePaise: NOW, seenPricePaise: "1299" })).not.toHaveProperty("seenPricePaise");
    expect(parseCartLine({ pId: "a", qty: 1, color: null, pricePaise: NOW, seenPricePaise: -1 })).not.toHaveProperty("seenPricePaise");
    expect(parseCartLine({ pId: "a", qty: 1, color: null, pricePaise: NOW, seenPricePaise: NOW })).not.toHaveProperty("seenPricePaise");
  });
});

describe("both ways a cart is repriced end in the same notice (the store)", () => {
  it("a visitor: the quote reprices the line; the notice is stored, then gone once acknowledged", async () => {
    const { cart, storage } = await openTab();
    cart().add({ pId: "chain", pricePaise: WAS });
    const next = reconcileWithQuote(cart().data, userCart(product("chain", NOW)), new Set(["chain"]));
    cart().replace(next);
    expect(cart().data).toEqual([line("chain", NOW, { seenPricePaise: WAS })]);

    // A reload reads it back: the notice is still owed.
    expect(readCartState(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? "null").state).data).toEqual(cart().data);
    const view = buildCartView(cart().data, byId(product("chain", NOW)));
    expect(view.lines[0]?.priceChange).toEqual({ wasPaise: WAS, nowPaise: NOW });

    // The page showed it: the next visit has no notice, and a second quote at the same price adds none.
    cart().acknowledgePrices(shownPriceChanges(view));
    expect(cart().data).toEqual([line("chain", NOW)]);
    cart().replace(reconcileWithQuote(cart().data, userCart(product("chain", NOW)), new Set(["chain"])));
    expect(buildCartView(cart().data, byId(product("chain", NOW))).pricesChanged).toBe(false);
  });

  it("a customer: get-cart replaces the lines; the local price was the one seen", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "chain", pricePaise: WAS });
    cart().add({ pId: "ring", pricePaise: NOW });
    cart().replace(cartLinesFromServer(userCart(product("chain", NOW), product("ring", NOW))));
    const view = buildCartView(cart().data, byId(product("chain", NOW), product("ring", NOW)));
    expect(view.lines.map((l) => l.priceChange)).toEqual([{ wasPaise: WAS, nowPaise: NOW }, null]);

    // A later answer (a quantity change) keeps the notice until it is seen.
    cart().replace(cartLinesFromServer(userCart(product("chain", NOW), product("ring", NOW))));
    expect(cart().data[0]).toEqual(line("chain", NOW, { seenPricePaise: WAS }));
    cart().acknowledgePrices(shownPriceChanges(view));
    expect(buildCartView(cart().data, byId(product("chain", NOW), product("ring", NOW))).pricesChanged).toBe(false);
  });

  it("a price that moved again after it was shown keeps its notice for the next visit", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "chain", pricePaise: WAS });
    cart().replace(cartLinesFromServer(userCart(product("chain", NOW))));
    const shown = shownPriceChanges(buildCartView(cart().data, byId(product("chain", NOW))));
    cart().replace(cartLinesFromServer(userCart(product("chain", NOW + 1_000))));
    cart().acknowledgePrices(shown);
    // The shopper saw NOW; the line is at NOW + ₹10 now.
    const view = buildCartView(cart().data, byId(product("chain", NOW + 1_000)));
    expect(view.lines[0]?.priceChange).toEqual({ wasPaise: NOW, nowPaise: NOW + 1_000 });
  });
});
