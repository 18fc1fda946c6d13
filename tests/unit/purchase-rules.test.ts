import { describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages/shop";
import { chooseQuantity, maxPurchaseQty, purchaseProblem, type PurchaseRequest } from "@/lib/purchase-rules";

describe("maxPurchaseQty", () => {
  it("is 5 at most, whatever the stock", () => {
    expect(maxPurchaseQty(5)).toBe(5);
    expect(maxPurchaseQty(22)).toBe(5);
  });

  it("is the stock when fewer than 5 are left", () => {
    expect(maxPurchaseQty(1)).toBe(1);
    expect(maxPurchaseQty(3)).toBe(3);
  });

  it("is 0 when nothing can be bought: no stock, or switched off by the owner", () => {
    expect(maxPurchaseQty(0)).toBe(0);
    expect(maxPurchaseQty(-2)).toBe(0);
    expect(maxPurchaseQty(10, false)).toBe(0);
    expect(maxPurchaseQty(Number.NaN)).toBe(0);
  });
});

describe("chooseQuantity", () => {
  it("keeps a pick within the stock, without a message", () => {
    expect(chooseQuantity(1, 3)).toEqual({ qty: 1, message: null });
    expect(chooseQuantity(3, 3)).toEqual({ qty: 3, message: null });
    expect(chooseQuantity(5, 40)).toEqual({ qty: 5, message: null });
  });

  it("cuts a pick above the stock to the stock and says how many can be bought (§5)", () => {
    expect(chooseQuantity(4, 3)).toEqual({ qty: 3, message: "You can purchase only 3 as the quantity is not available." });
    expect(chooseQuantity(5, 1)).toEqual({ qty: 1, message: MSG.purchaseOnly(1) });
  });

  it("keeps picks inside 1–5 whatever arrives", () => {
    expect(chooseQuantity(9, 40)).toEqual({ qty: 5, message: null });
    expect(chooseQuantity(0, 40)).toEqual({ qty: 1, message: null });
    expect(chooseQuantity(2.7, 40)).toEqual({ qty: 2, message: null });
    expect(chooseQuantity(Number.NaN, 40)).toEqual({ qty: 1, message: null });
  });

  it("says the item is out of stock when nothing can be bought", () => {
    expect(chooseQuantity(2, 0)).toEqual({ qty: 1, message: "This item is currently out of stock." });
    expect(chooseQuantity(2, 8, false)).toEqual({ qty: 1, message: MSG.itemOutOfStock });
  });
});

describe("purchaseProblem", () => {
  const base: PurchaseRequest = { inStock: true, stock: 10, colorIds: ["silver", "gold"], color: "silver", qty: 2 };

  it("accepts a valid line", () => {
    expect(purchaseProblem(base)).toBeNull();
    expect(purchaseProblem({ ...base, colorIds: [], color: null })).toBeNull();
  });

  it("asks for a colour when the product has colours and none (or an unknown one) is chosen", () => {
    expect(purchaseProblem({ ...base, color: null })).toEqual({ field: "color", message: "Please select a color." });
    expect(purchaseProblem({ ...base, color: "bronze" })).toEqual({ field: "color", message: MSG.selectColor });
  });

  it("refuses an out-of-stock product before anything else", () => {
    expect(purchaseProblem({ ...base, stock: 0, color: null })).toEqual({ field: "stock", message: MSG.itemOutOfStock });
    expect(purchaseProblem({ ...base, inStock: false })).toEqual({ field: "stock", message: MSG.itemOutOfStock });
  });

  it("refuses a quantity above the stock or outside 1–5", () => {
    expect(purchaseProblem({ ...base, stock: 3, qty: 4 })).toEqual({ field: "qty", message: MSG.purchaseOnly(3) });
    expect(purchaseProblem({ ...base, qty: 6 })).toEqual({ field: "qty", message: MSG.purchaseOnly(5) });
    expect(purchaseProblem({ ...base, qty: 0 })).toEqual({ field: "qty", message: MSG.purchaseOnly(5) });
    expect(purchaseProblem({ ...base, qty: 1.5 })).toEqual({ field: "qty", message: MSG.purchaseOnly(5) });
  });
});
