import { describe, expect, it } from "vitest";
import { WISHLIST_MAX_ITEMS, WISHLIST_STORAGE_KEY } from "@/lib/constants";
import { syncAcrossTabs } from "@/stores/cross-tab";
import { createWishlistStore, selectWishlistCount } from "@/stores/wishlist-store";
import { MemoryStorage, storageEvent } from "../support/memory-storage";

async function openTab(storage = new MemoryStorage()) {
  const store = createWishlistStore(() => storage);
  await store.persist.rehydrate();
  return { store, storage, wishlist: () => store.getState() };
}

const ids = (state: { data: { pId: string }[] }) => state.data.map((item) => item.pId);
const stored = (storage: Storage) => JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY) ?? "null") as unknown;
const withItems = (data: unknown) => JSON.stringify({ state: { data }, version: 1 });

describe("wishlist transitions (storefront §4 Wishlist)", () => {
  it("add appends without duplicates; the count follows", async () => {
    const { wishlist } = await openTab();
    wishlist().add("ring");
    wishlist().add("chain");
    wishlist().add("ring");
    expect(wishlist().data).toEqual([{ pId: "ring" }, { pId: "chain" }]);
    expect(selectWishlistCount(wishlist())).toBe(2);
  });

  it("add ignores an invalid id and a full list", async () => {
    const { wishlist } = await openTab();
    wishlist().add("");
    expect(wishlist().data).toEqual([]);
    wishlist().replace(Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => ({ pId: `p${i}` })));
    wishlist().add("one-more");
    expect(selectWishlistCount(wishlist())).toBe(WISHLIST_MAX_ITEMS);
    expect(ids(wishlist())).not.toContain("one-more");
  });

  it("remove deletes the item and is a no-op for one not saved", async () => {
    const { wishlist } = await openTab();
    wishlist().add("ring");
    wishlist().add("chain");
    wishlist().remove("ring");
    const before = wishlist().data;
    wishlist().remove("ring");
    expect(wishlist().data).toBe(before);
    expect(ids(wishlist())).toEqual(["chain"]);
  });

  it("toggle adds, then removes, and says whether the product is saved afterwards", async () => {
    const { wishlist } = await openTab();
    expect(wishlist().toggle("ring")).toBe(true);
    expect(ids(wishlist())).toEqual(["ring"]);
    expect(wishlist().toggle("ring")).toBe(false);
    expect(ids(wishlist())).toEqual([]);
  });

  it("replace takes the server's list: invalid items dropped, duplicates merged", async () => {
    const { wishlist } = await openTab();
    wishlist().add("old");
    wishlist().replace([{ pId: "a" }, { pId: "b" }, { pId: "a" }, { pId: "" }]);
    expect(ids(wishlist())).toEqual(["a", "b"]);
  });

  it("empty clears the list and saves that", async () => {
    const { wishlist, storage } = await openTab();
    wishlist().add("ring");
    wishlist().empty();
    expect(wishlist().data).toEqual([]);
    expect(stored(storage)).toEqual({ state: { data: [] }, version: 1 });
  });
});

describe("wishlist persistence under 'wishlist'", () => {
  it("every change is saved: only the items, with version 1", async () => {
    const { wishlist, storage } = await openTab();
    wishlist().toggle("ring");
    expect(stored(storage)).toEqual({ state: { data: [{ pId: "ring" }] }, version: 1 });
  });

  it("starts empty and reads storage on rehydrate; a toggle before that reads storage first", async () => {
    const storage = new MemoryStorage();
    storage.setItem(WISHLIST_STORAGE_KEY, withItems([{ pId: "ring" }]));
    const early = createWishlistStore(() => storage);
    expect(early.getState().data).toEqual([]);
    // The product is already saved in storage, so this toggle removes it rather than adding a duplicate.
    expect(early.getState().toggle("ring")).toBe(false);
    expect(stored(storage)).toEqual({ state: { data: [] }, version: 1 });
  });

  it.each([
    ["invalid JSON", "]]", []],
    ["data that is not a list", '{"state":{"data":"x"}}', []],
    ["a state that is null", '{"state":null}', []],
    [
      "bad items among good ones",
      withItems([{ pId: "ring" }, { id: "x" }, { pId: 3 }, "chain", null, { pId: "ring" }, { pId: "chain", extra: 1 }]),
      ["ring", "chain"],
    ],
  ])("storage holding %s gives a sane wishlist without throwing", async (_what, raw, expected) => {
    const storage = new MemoryStorage();
    storage.setItem(WISHLIST_STORAGE_KEY, raw);
    const { wishlist } = await openTab(storage);
    expect(ids(wishlist())).toEqual(expected);
    expect(wishlist().data.every((item) => Object.keys(item).join() === "pId")).toBe(true);
  });

  it(`10,000 stored items are read up to ${WISHLIST_MAX_ITEMS}`, async () => {
    const storage = new MemoryStorage();
    storage.setItem(WISHLIST_STORAGE_KEY, withItems(Array.from({ length: 10_000 }, (_, i) => ({ pId: `p${i}` }))));
    const { wishlist } = await openTab(storage);
    expect(selectWishlistCount(wishlist())).toBe(WISHLIST_MAX_ITEMS);
  });
});

describe("wishlist across tabs", () => {
  it("follows another tab's changes through `storage` events for its key", async () => {
    const storage = new MemoryStorage();
    const window = new EventTarget();
    const a = await openTab(storage);
    const b = await openTab(storage);
    const stop = syncAcrossTabs([b.store], window);

    a.wishlist().add("ring");
    window.dispatchEvent(storageEvent("Cartlist"));
    expect(b.wishlist().data).toEqual([]);
    window.dispatchEvent(storageEvent(WISHLIST_STORAGE_KEY));
    expect(ids(b.wishlist())).toEqual(["ring"]);

    a.wishlist().remove("ring");
    window.dispatchEvent(storageEvent(WISHLIST_STORAGE_KEY));
    expect(b.wishlist().data).toEqual([]);
    stop();
  });
});
