import { describe, expect, it } from "vitest";
import { parseCartDraft } from "@/components/order-request/cart-draft";

// The draft the cart leaves for /order-request/cart (cartOrderData): read defensively, since
// anything on the device can write local storage. Nothing usable → null ('No cart data found').

const A = "c000000000000000000000001";
const B = "c000000000000000000000002";
const SILVER = "c000000000000000000000009";

describe("parseCartDraft", () => {
  it("reads the cart's lines: ids, quantities, colours", () => {
    const raw = JSON.stringify([
      { pId: A, qty: 2, color: SILVER },
      { pId: B, qty: 1, color: null },
    ]);
    expect(parseCartDraft(raw)).toEqual([
      { pId: A, qty: 2, color: SILVER, size: null },
      { pId: B, qty: 1, color: null, size: null },
    ]);
  });

  it("keeps a sized piece's lines apart by size (issue 42); a repeat of the same size is dropped", () => {
    const S12 = "c000000000000000000000012";
    const S14 = "c000000000000000000000014";
    const raw = JSON.stringify([
      { pId: A, qty: 1, color: null, size: S12 },
      { pId: A, qty: 2, color: null, size: S14 },
      { pId: A, qty: 3, color: null, size: S12 },
      { pId: A, qty: 1, color: null, size: "12" },
    ]);
    expect(parseCartDraft(raw)).toEqual([
      { pId: A, qty: 1, color: null, size: S12 },
      { pId: A, qty: 2, color: null, size: S14 },
      { pId: A, qty: 1, color: null, size: null },
    ]);
  });

  it.each([[null], [""], ["{not json"], ["{}"], ["[]"], ['"cart"'], ["[1,2]"], [JSON.stringify([{ pId: "x", qty: 1 }])]])("%j → null", (raw) => {
    expect(parseCartDraft(raw)).toBeNull();
  });

  it("drops malformed lines and repeats, keeps the rest; a price in it is never read", () => {
    const raw = JSON.stringify([
      { pId: A, qty: 0 },
      { pId: A, qty: 1.5 },
      { pId: A, qty: 11 },
      { pId: A, qty: "2" },
      { pId: "<script>", qty: 1 },
      { pId: B, qty: 3, color: "not an id", pricePaise: 1, total_price: 1 },
      { pId: B, qty: 1 },
      null,
    ]);
    expect(parseCartDraft(raw)).toEqual([{ pId: B, qty: 3, color: null, size: null }]);
  });

  it("reads at most 100 lines", () => {
    const raw = JSON.stringify(Array.from({ length: 150 }, (_, i) => ({ pId: `c${String(i).padStart(24, "0")}`, qty: 1, color: null })));
    expect(parseCartDraft(raw)).toHaveLength(100);
  });
});
