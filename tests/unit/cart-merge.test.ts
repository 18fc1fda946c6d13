import { describe, expect, it } from "vitest";
import { CART_MAX_LINES } from "@/lib/constants";
import type { Product } from "@/lib/types/catalogue";
import type { WantedCartLine } from "@/lib/types/cart";
import { allowedColorId, allowedQty, cartTotalPaise, mergeWantedLines, priceCart, priceMergedCart } from "@/server/cart/cart-rules";

// The pure rules behind the server cart (src/server/cart/cart-rules.ts): the merge after login,
// the caps, colours, dropped products and the total. The same rules through the handlers and the
// database: tests/integration/cart-api.test.ts.

function product(id: string, overrides: Partial<Product> = {}): Product {
  const stock = overrides.stock ?? 10;
  const active = overrides.active ?? true;
  return {
    id,
    name: `Ring ${id}`,
    slug: `ring-${id}`,
    code: id.toUpperCase(),
    description: "",
    pricePaise: 100000,
    discountPercent: 0,
    sellingPricePaise: 100000,
    weightGrams: 4,
    images: [],
    videoUrl: null,
    newArrival: false,
    trendingProd: false,
    bestSeller: false,
    category: { id: "cat", name: "Rings", slug: "rings", description: "" },
    colors: [],
    sizeSet: null,
    sizes: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
    stock,
    active,
    inStock: active && stock > 0,
  };
}

const silver = { id: "silver", name: "Silver", hex: "#c0c0c0" };
const gold = { id: "gold", name: "Gold", hex: "#d4af37" };
const line = (productId: string, qty = 1, colorId: string | null = null, sizeId: string | null = null): WantedCartLine => ({ productId, qty, colorId, sizeId });
const catalogue = (...products: Product[]) => new Map(products.map((p) => [p.id, p]));
const shape = (lines: ReturnType<typeof priceCart>["lines"]) => lines.map((l) => [l.product.id, l.qty, l.colorId]);

describe("allowedQty", () => {
  it.each([
    [1, 10, 1],
    [5, 10, 5],
    [9, 10, 5],
    [4, 2, 2],
    [0, 10, 1],
    [-3, 10, 1],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
    [3, 0, 1],
  ])("wanted %s with stock %s → %s", (wanted, stock, expected) => {
    expect(allowedQty(wanted, product("a", { stock }))).toBe(expected);
  });

  it("an inactive product with stock counts as sold out", () => {
    expect(allowedQty(3, product("a", { stock: 5, active: false }))).toBe(1);
  });
});

describe("allowedColorId", () => {
  const ring = product("a", { colors: [silver, gold] });
  it("keeps a colour the product offers and drops anything else", () => {
    expect(allowedColorId("gold", ring)).toBe("gold");
    expect(allowedColorId("rose", ring)).toBeNull();
    expect(allowedColorId(null, ring)).toBeNull();
    expect(allowedColorId("gold", product("b"))).toBeNull();
  });
});

describe("mergeWantedLines", () => {
  const products = catalogue(product("a", { colors: [silver, gold] }), product("b"), product("c"));

  it("is the union: stored lines first in their order, then new ones in the browser's order", () => {
    expect(mergeWantedLines([line("b"), line("a")], [line("c"), line("a")], products).map((l) => l.productId)).toEqual(["b", "a", "c"]);
  });

  it("the same product twice: the larger quantity, the later colour if set", () => {
    expect(mergeWantedLines([line("a", 2, "silver")], [line("a", 4, "gold")], products)).toEqual([line("a", 4, "gold")]);
    expect(mergeWantedLines([line("a", 4, "silver")], [line("a", 1, null)], products)).toEqual([line("a", 4, "silver")]);
    expect(mergeWantedLines([], [line("a", 1, "gold"), line("a", 3, null)], products)).toEqual([line("a", 3, "gold")]);
  });

  it("a colour the product does not offer counts as not set, so it cannot wipe a good stored one", () => {
    expect(mergeWantedLines([line("a", 1, "silver")], [line("a", 1, "rose")], products)).toEqual([line("a", 1, "silver")]);
    expect(mergeWantedLines([], [line("b", 1, "silver")], products)).toEqual([line("b", 1, null)]);
  });
});

describe("priceCart and priceMergedCart", () => {
  it("drops unknown and inactive products, caps at 5 and at the stock, keeps a sold-out line at 1", () => {
    const products = catalogue(product("a"), product("b", { stock: 2 }), product("c", { stock: 0 }), product("d", { active: false }));
    const cart = priceMergedCart([line("a", 3)], [line("a", 9), line("b", 4), line("c", 2), line("d", 1), line("gone", 1)], products);
    expect(shape(cart.lines)).toEqual([
      ["a", 5, null],
      ["b", 2, null],
      ["c", 1, null],
    ]);
  });

  it("totals selling price × qty of the lines that can be bought, from the products, never from the lines", () => {
    const products = catalogue(product("a", { sellingPricePaise: 90000 }), product("b", { sellingPricePaise: 45050, stock: 3 }), product("c", { stock: 0 }));
    const cart = priceCart([line("a", 2), line("b", 3), line("c", 1)], products);
    expect(cart.totalPaise).toBe(2 * 90000 + 3 * 45050);
    expect(cartTotalPaise(cart.lines)).toBe(cart.totalPaise);
    expect(priceCart([], products)).toEqual({ lines: [], totalPaise: 0 });
  });

  it(`keeps at most ${CART_MAX_LINES} lines, counting only products that stay`, () => {
    const many = Array.from({ length: CART_MAX_LINES + 5 }, (_, i) => product(`p${i}`));
    const wanted = [line("gone"), ...many.map((p) => line(p.id))];
    const cart = priceCart(wanted, catalogue(...many));
    expect(cart.lines).toHaveLength(CART_MAX_LINES);
    expect(cart.lines[0]!.product.id).toBe("p0");
  });
});
