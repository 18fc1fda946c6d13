import { describe, expect, it } from "vitest";
import { CART_MAX_LINES, CART_STORAGE_KEY } from "@/lib/constants";
import { type CartLine, createCartStore, selectCartCount, selectCartTotalPaise } from "@/stores/cart-store";
import { syncAcrossTabs } from "@/stores/cross-tab";
import { MemoryStorage, storageEvent } from "../support/memory-storage";

/** A hydrated cart on its own storage (one browser tab). */
async function openTab(storage = new MemoryStorage()) {
  const store = createCartStore(() => storage);
  await store.persist.rehydrate();
  return { store, storage, cart: () => store.getState() };
}

const stored = (storage: Storage) => JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? "null") as unknown;
const withLines = (data: unknown, version = 1) => JSON.stringify({ state: { data }, version });
const line = (pId: string, over: Partial<CartLine> = {}): CartLine => ({ pId, qty: 1, color: null, pricePaise: 100_00, ...over });

describe("cart transitions (storefront §4 Cart)", () => {
  it("add appends with qty 1 and no colour; count and total follow", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "ring", pricePaise: 149_900 });
    expect(cart().data).toEqual([{ pId: "ring", qty: 1, color: null, pricePaise: 149_900 }]);
    expect(selectCartCount(cart())).toBe(1);
    expect(selectCartTotalPaise(cart())).toBe(149_900);
  });

  it("add is ignored when the product is already in the cart, whatever the new line says", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "ring", pricePaise: 149_900, qty: 2, color: "silver" });
    const before = cart().data;
    cart().add({ pId: "ring", pricePaise: 1, qty: 5, color: "gold" });
    expect(cart().data).toBe(before);
    expect(cart().data).toEqual([{ pId: "ring", qty: 2, color: "silver", pricePaise: 149_900 }]);
  });

  it("add clamps the quantity into 1–5 and ignores invalid lines", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "a", pricePaise: 100, qty: 9 });
    cart().add({ pId: "b", pricePaise: 100, qty: 0 });
    cart().add({ pId: "", pricePaise: 100 });
    cart().add({ pId: "c", pricePaise: -1 });
    cart().add({ pId: "d", pricePaise: 10.5 });
    cart().add({ pId: "e", pricePaise: Number.NaN });
    expect(cart().data.map((l) => [l.pId, l.qty])).toEqual([
      ["a", 5],
      ["b", 1],
    ]);
  });

  it(`add is ignored once the cart holds ${CART_MAX_LINES} lines`, async () => {
    const { cart } = await openTab();
    cart().replace(Array.from({ length: CART_MAX_LINES }, (_, i) => line(`p${i}`)));
    cart().add({ pId: "one-more", pricePaise: 100 });
    expect(cart().data).toHaveLength(CART_MAX_LINES);
    expect(cart().data.some((l) => l.pId === "one-more")).toBe(false);
  });

  it("setQty clamps to 1–5 and to the stock when given", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "ring", pricePaise: 100 });
    const qty = () => cart().data[0]?.qty;
    cart().setQty("ring", 3);
    expect(qty()).toBe(3);
    cart().setQty("ring", 99);
    expect(qty()).toBe(5);
    cart().setQty("ring", 0);
    expect(qty()).toBe(1);
    cart().setQty("ring", -4);
    expect(qty()).toBe(1);
    cart().setQty("ring", 2.7);
    expect(qty()).toBe(2);
    cart().setQty("ring", 5, 3);
    expect(qty()).toBe(3);
    cart().setQty("ring", 4, 0); // out of stock: the line stays at 1; removing is the shopper's call
    expect(qty()).toBe(1);
    cart().setQty("ring", Number.NaN);
    expect(qty()).toBe(1);
  });

  it("setQty, setColor and remove on a product not in the cart change nothing", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "ring", pricePaise: 100 });
    const before = cart().data;
    cart().setQty("chain", 3);
    cart().setColor("chain", "gold");
    cart().remove("chain");
    expect(cart().data).toBe(before);
  });

  it("setColor sets or clears a line's colour id", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "ring", pricePaise: 100 });
    cart().setColor("ring", "clr_rose");
    expect(cart().data[0]?.color).toBe("clr_rose");
    cart().setColor("ring", "");
    expect(cart().data[0]?.color).toBe("clr_rose");
    cart().setColor("ring", null);
    expect(cart().data[0]?.color).toBeNull();
  });

  it("remove deletes the line; count and total go down, never below 0", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "ring", pricePaise: 149_900, qty: 2 });
    cart().add({ pId: "chain", pricePaise: 80_950 });
    cart().remove("ring");
    expect(cart().data.map((l) => l.pId)).toEqual(["chain"]);
    expect(selectCartTotalPaise(cart())).toBe(80_950);
    cart().remove("chain");
    cart().remove("chain");
    expect(selectCartCount(cart())).toBe(0);
    expect(selectCartTotalPaise(cart())).toBe(0);
  });

  it("replace takes the server's lines: invalid ones dropped, duplicates merged (first wins), quantities clamped", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "old", pricePaise: 100 });
    cart().replace([
      { pId: "a", pricePaise: 500, qty: 2 },
      { pId: "b", pricePaise: 700, qty: 12, color: "clr_gold" },
      { pId: "a", pricePaise: 1, qty: 1 },
      { pId: "", pricePaise: 100 },
    ]);
    expect(cart().data).toEqual([
      { pId: "a", qty: 2, color: null, pricePaise: 500 },
      { pId: "b", qty: 5, color: "clr_gold", pricePaise: 700 },
    ]);
  });

  it("empty clears the cart", async () => {
    const { cart, storage } = await openTab();
    cart().add({ pId: "ring", pricePaise: 100 });
    cart().empty();
    expect(cart().data).toEqual([]);
    expect(stored(storage)).toEqual({ state: { data: [] }, version: 1 });
  });

  it("the total is Σ price × qty in integer paise: 2 × ₹1,499 + 1 × ₹809.50 = ₹3,807.50", async () => {
    const { cart } = await openTab();
    cart().add({ pId: "ring", pricePaise: 149_900, qty: 2 });
    cart().add({ pId: "chain", pricePaise: 80_950 });
    expect(selectCartTotalPaise(cart())).toBe(380_750);
    cart().setQty("chain", 3);
    expect(selectCartTotalPaise(cart())).toBe(2 * 149_900 + 3 * 80_950);
  });
});

describe("cart persistence under 'Cartlist'", () => {
  it("every change is saved: only the lines, with version 1", async () => {
    const { cart, storage } = await openTab();
    cart().add({ pId: "ring", pricePaise: 149_900, color: "clr_silver" });
    expect(stored(storage)).toEqual({ state: { data: [{ pId: "ring", qty: 1, color: "clr_silver", pricePaise: 149_900 }] }, version: 1 });
    cart().setQty("ring", 4);
    expect(stored(storage)).toMatchObject({ state: { data: [{ qty: 4 }] } });
  });

  it("a new page starts empty (server and first render agree) and reads storage on rehydrate", async () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, withLines([line("ring", { qty: 2 })]));
    const store = createCartStore(() => storage);
    expect(store.getState().data).toEqual([]);
    expect(store.getState().hydrated).toBe(false);
    expect(store.getInitialState().data).toEqual([]);
    await store.persist.rehydrate();
    expect(store.getState().hydrated).toBe(true);
    expect(store.getState().data).toEqual([line("ring", { qty: 2 })]);
  });

  it("a change before the hydrator ran reads storage first instead of overwriting it", () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, withLines([line("ring"), line("chain")]));
    const store = createCartStore(() => storage);
    store.getState().add({ pId: "bangle", pricePaise: 100 });
    expect(store.getState().data.map((l) => l.pId)).toEqual(["ring", "chain", "bangle"]);
    expect(stored(storage)).toMatchObject({ state: { data: [{ pId: "ring" }, { pId: "chain" }, { pId: "bangle" }] } });
  });

  const garbage: [string, string, CartLine[]][] = [
    ["invalid JSON", "{not json", []],
    ["a JSON string", '"x"', []],
    ["a number", "42", []],
    ["null", "null", []],
    ["an array", "[]", []],
    ["no state", '{"version":1}', []],
    ["a state that is not an object", '{"state":"x"}', []],
    ["data that is not a list", '{"state":{"data":"x"}}', []],
    ["data that is null", '{"state":{"data":null}}', []],
    ["a legacy shape without the envelope", '{"data":[{"pId":"a","qty":1,"pricePaise":100}]}', []],
    [
      "bad quantities, repaired into 1–5",
      withLines([
        { pId: "neg", qty: -3, color: null, pricePaise: 100 },
        { pId: "big", qty: 99, color: null, pricePaise: 100 },
        { pId: "str", qty: "2", color: null, pricePaise: 100 },
        { pId: "none", pricePaise: 100 },
      ]),
      [line("neg", { pricePaise: 100 }), line("big", { qty: 5, pricePaise: 100 }), line("str", { pricePaise: 100 }), line("none", { pricePaise: 100 })],
    ],
    [
      "lines without a product id or a sane price, dropped",
      withLines([
        { qty: 1, color: null, pricePaise: 100 },
        { pId: 7, qty: 1, pricePaise: 100 },
        { pId: "", qty: 1, pricePaise: 100 },
        { pId: "x".repeat(500), qty: 1, pricePaise: 100 },
        { pId: "noprice", qty: 1 },
        { pId: "negprice", qty: 1, pricePaise: -100 },
        { pId: "fraction", qty: 1, pricePaise: 10.5 },
        { pId: "huge", qty: 1, pricePaise: 1e20 },
        { pId: "rupees", qty: 1, total_price: 1499 },
        null,
        "ring",
        42,
        { pId: "ok", qty: 1, color: 5, pricePaise: 100, extra: "dropped" },
      ]),
      [line("ok", { pricePaise: 100 })],
    ],
    [
      "duplicate product ids (the first wins)",
      withLines([line("ring", { qty: 2 }), line("ring", { qty: 3 }), line("chain")]),
      [line("ring", { qty: 2 }), line("chain")],
    ],
    ["another version's envelope with a valid state", withLines([line("ring")], 0), [line("ring")]],
    ["a future version's envelope with a valid state", withLines([line("ring")], 7), [line("ring")]],
  ];

  it.each(garbage)("storage holding %s gives a sane cart without throwing", async (_what, raw, expected) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, raw);
    const store = createCartStore(() => storage);
    await expect(store.persist.rehydrate()).resolves.toBeUndefined();
    expect(store.getState().data).toEqual(expected);
    expect(store.getState().hydrated).toBe(true);
    // And the cart works on from there.
    store.getState().add({ pId: "new", pricePaise: 100 });
    expect(store.getState().data.at(-1)?.pId).toBe("new");
  });

  it(`10,000 stored lines are read up to ${CART_MAX_LINES}`, async () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, withLines(Array.from({ length: 10_000 }, (_, i) => line(`p${i}`))));
    const { cart } = await openTab(storage);
    expect(cart().data).toHaveLength(CART_MAX_LINES);
    expect(cart().data[0]?.pId).toBe("p0");
    expect(cart().data.at(-1)?.pId).toBe(`p${CART_MAX_LINES - 1}`);
  });

  it("works in memory when storage is missing (server) or throws (blocked, full)", async () => {
    const blocked: Storage = Object.assign(new MemoryStorage(), {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    });
    for (const getStorage of [() => undefined, () => blocked]) {
      const store = createCartStore(getStorage);
      await store.persist.rehydrate();
      store.getState().add({ pId: "ring", pricePaise: 100 });
      store.getState().setQty("ring", 2);
      expect(selectCartTotalPaise(store.getState())).toBe(200);
    }
  });
});

describe("cart across tabs", () => {
  it("a tab that rehydrates sees what another tab wrote, including an emptied cart", async () => {
    const storage = new MemoryStorage();
    const a = await openTab(storage);
    const b = await openTab(storage);
    a.cart().add({ pId: "ring", pricePaise: 149_900 });
    await b.store.persist.rehydrate();
    expect(b.cart().data).toEqual(a.cart().data);
    a.cart().empty();
    await b.store.persist.rehydrate();
    expect(b.cart().data).toEqual([]);
  });

  it("follows `storage` events for its key, or a cleared storage, and ignores other keys", async () => {
    const storage = new MemoryStorage();
    const window = new EventTarget();
    const a = await openTab(storage);
    const b = await openTab(storage);
    const stop = syncAcrossTabs([b.store], window);

    a.cart().add({ pId: "ring", pricePaise: 100 });
    window.dispatchEvent(storageEvent("User"));
    expect(b.cart().data).toEqual([]);

    window.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(b.cart().data.map((l) => l.pId)).toEqual(["ring"]);

    storage.clear();
    window.dispatchEvent(storageEvent(null));
    expect(b.cart().data).toEqual([]);

    // Another tab writing garbage leaves this one with a sane (empty) cart, not a crash.
    storage.setItem(CART_STORAGE_KEY, "{oops");
    window.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(b.cart().data).toEqual([]);

    stop();
    a.cart().add({ pId: "chain", pricePaise: 100 });
    window.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(b.cart().data).toEqual([]);
  });

  it("rehydrating does not write back, so tabs cannot echo each other", async () => {
    const storage = new MemoryStorage();
    let writes = 0;
    const counting = Object.assign(storage, {
      setItem: (key: string, value: string) => {
        writes++;
        MemoryStorage.prototype.setItem.call(storage, key, value);
      },
    });
    storage.setItem(CART_STORAGE_KEY, withLines([line("ring")]));
    writes = 0;
    const { store } = await openTab(counting);
    await store.persist.rehydrate();
    expect(writes).toBe(0);
  });
});
