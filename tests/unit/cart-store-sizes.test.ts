import { describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "@/lib/constants";
import { acknowledgeShownPrices, keepSeenPrices, readCartState } from "@/stores/cart-lines";
import { type CartLine, createCartStore, selectCartCount, selectCartTotalPaise } from "@/stores/cart-store";
import { MemoryStorage } from "../support/memory-storage";

// Sizes (issue 42): a cart line is named by its piece and its size, so the same ring in size 12 and
// in size 14 is two lines, and every action names both.

async function openTab(storage = new MemoryStorage()) {
  const store = createCartStore(() => storage);
  await store.persist.rehydrate();
  return { store, storage, cart: () => store.getState() };
}

const RING = "clring0000000000000000001";
const S12 = "clsize0000000000000000012";
const S14 = "clsize0000000000000000014";

describe("cart lines by piece and size", () => {
  it("the same piece in two sizes is two lines; the same size again is ignored", async () => {
    const { cart } = await openTab();
    cart().add({ pId: RING, size: S12, pricePaise: 2_000_00 });
    cart().add({ pId: RING, size: S14, pricePaise: 2_200_00, qty: 2 });
    cart().add({ pId: RING, size: S12, pricePaise: 1, qty: 5 });
    expect(cart().data).toEqual([
      { pId: RING, size: S12, qty: 1, color: null, pricePaise: 2_000_00 },
      { pId: RING, size: S14, qty: 2, color: null, pricePaise: 2_200_00 },
    ]);
    expect(selectCartCount(cart())).toBe(2);
    expect(selectCartTotalPaise(cart())).toBe(2_000_00 + 2 * 2_200_00);
  });

  it("setQty, setColor and remove change only the line of that size", async () => {
    const { cart } = await openTab();
    cart().add({ pId: RING, size: S12, pricePaise: 100 });
    cart().add({ pId: RING, size: S14, pricePaise: 100 });
    cart().setQty({ pId: RING, size: S14 }, 4, 3);
    cart().setColor({ pId: RING, size: S12 }, "clcolor000000000000000001");
    expect(cart().data.map((l) => [l.size, l.qty, l.color])).toEqual([
      [S12, 1, "clcolor000000000000000001"],
      [S14, 3, null],
    ]);
    // A bare id names the line without a size: there is none, so nothing changes.
    cart().remove(RING);
    expect(cart().data).toHaveLength(2);
    cart().remove({ pId: RING, size: S12 });
    expect(cart().data.map((l) => l.size)).toEqual([S14]);
  });

  it("lines stored before sizes read back without a size and are named by the bare id", async () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { data: [{ pId: RING, qty: 2, color: null, pricePaise: 100 }] }, version: 1 }));
    const { cart } = await openTab(storage);
    expect(cart().data[0]?.size ?? null).toBeNull();
    cart().setQty(RING, 3);
    expect(cart().data[0]?.qty).toBe(3);
    // A sized line of the same piece is another line.
    cart().add({ pId: RING, size: S12, pricePaise: 100 });
    expect(cart().data).toHaveLength(2);
    cart().remove({ pId: RING, size: null });
    expect(cart().data.map((l) => l.size)).toEqual([S12]);
  });

  it("a stored size that is not an id is dropped; duplicates are per piece and size", () => {
    const { data } = readCartState({
      data: [
        { pId: RING, size: S12, qty: 1, pricePaise: 100 },
        { pId: RING, size: S14, qty: 1, pricePaise: 100 },
        { pId: RING, size: S12, qty: 5, pricePaise: 100 },
        { pId: "clother000000000000000001", size: 12, qty: 1, pricePaise: 100 },
      ],
    });
    expect(data.map((l) => [l.pId, l.size ?? null, l.qty])).toEqual([
      [RING, S12, 1],
      [RING, S14, 1],
      ["clother000000000000000001", null, 1],
    ]);
  });

  it("replace (the server's answer) keeps both sizes, and each remembers its own last seen price", async () => {
    const { cart } = await openTab();
    cart().add({ pId: RING, size: S12, pricePaise: 2_000_00 });
    cart().add({ pId: RING, size: S14, pricePaise: 2_200_00 });
    cart().replace([
      { pId: RING, size: S12, pricePaise: 2_000_00 },
      { pId: RING, size: S14, pricePaise: 2_300_00 },
    ]);
    expect(cart().data).toEqual([
      { pId: RING, size: S12, qty: 1, color: null, pricePaise: 2_000_00 },
      { pId: RING, size: S14, qty: 1, color: null, pricePaise: 2_300_00, seenPricePaise: 2_200_00 },
    ]);
    cart().acknowledgePrices([{ pId: RING, size: S14, pricePaise: 2_300_00 }]);
    expect(cart().data[1]).toEqual({ pId: RING, size: S14, qty: 1, color: null, pricePaise: 2_300_00 });
  });

  it("keepSeenPrices and acknowledgeShownPrices never mix two sizes of a piece", () => {
    const line = (size: string, pricePaise: number): CartLine => ({ pId: RING, size, qty: 1, color: null, pricePaise });
    const next = keepSeenPrices([line(S12, 100), line(S14, 200)], [line(S12, 100), line(S14, 250)]);
    expect(next.map((l) => l.seenPricePaise)).toEqual([undefined, 200]);
    const acknowledged = acknowledgeShownPrices(next, [{ pId: RING, size: S12, pricePaise: 100 }]);
    expect(acknowledged).toBe(next);
  });
});
