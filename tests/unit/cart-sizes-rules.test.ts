import { describe, expect, it } from "vitest";
import type { Product, ProductSizeOption } from "@/lib/types/catalogue";
import type { WantedCartLine } from "@/lib/types/cart";
import { mergeWantedLines, priceCart, priceMergedCart } from "@/server/cart/cart-rules";

// Sizes (issue 42) in the server cart's pure rules: a line is a piece in one size, capped by that
// size's stock and priced at that size's price; lines that do not fit the piece are dropped.

const size = (id: string, label: string, stock: number, sellingPricePaise: number): ProductSizeOption => ({
  id,
  label,
  stock,
  sku: null,
  pricePaise: sellingPricePaise,
  sellingPricePaise,
});

function ring(sizes: ProductSizeOption[]): Product {
  const stock = sizes.reduce((sum, s) => sum + s.stock, 0);
  return {
    id: "ring",
    name: "Ring",
    slug: "ring",
    code: "LR-5002",
    description: "",
    pricePaise: 2_000_00,
    discountPercent: 0,
    sellingPricePaise: 2_000_00,
    weightGrams: 4,
    images: [],
    videoUrl: null,
    newArrival: false,
    trendingProd: false,
    bestSeller: false,
    category: { id: "cat", name: "Rings", slug: "rings", description: "" },
    colors: [],
    sizeSet: { id: "set", name: "Ring sizes", kind: "ring" },
    sizes,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    stock,
    active: true,
    inStock: stock > 0,
  };
}

const plain: Product = { ...ring([]), id: "chain", sizeSet: null, sizes: [], stock: 7, inStock: true };
const line = (productId: string, sizeId: string | null, qty = 1): WantedCartLine => ({ productId, qty, colorId: null, sizeId });
const catalogue = (...products: Product[]) => new Map(products.map((p) => [p.id, p]));

describe("server cart rules by size", () => {
  const products = catalogue(ring([size("s12", "12", 2, 2_000_00), size("s14", "14", 5, 2_200_00), size("s16", "16", 0, 2_400_00)]), plain);

  it("two sizes of one piece are two lines, each capped by its size's stock and priced at its size's price", () => {
    const cart = priceCart([line("ring", "s12", 5), line("ring", "s14", 3)], products);
    expect(cart.lines.map((l) => [l.product.id, l.size?.label, l.qty])).toEqual([
      ["ring", "12", 2],
      ["ring", "14", 3],
    ]);
    expect(cart.totalPaise).toBe(2 * 2_000_00 + 3 * 2_200_00);
  });

  it("a sold-out size stays visible with qty 1 and is not counted", () => {
    const cart = priceCart([line("ring", "s16", 2), line("ring", "s12")], products);
    expect(cart.lines.map((l) => [l.size?.label, l.qty])).toEqual([
      ["16", 1],
      ["12", 1],
    ]);
    expect(cart.totalPaise).toBe(2_000_00);
  });

  it("drops a sized piece without a size, a size the piece does not offer, and an unsized piece with a size", () => {
    const cart = priceCart([line("ring", null), line("ring", "s99"), line("chain", "s12"), line("chain", null)], products);
    expect(cart.lines.map((l) => [l.product.id, l.size])).toEqual([["chain", null]]);
  });

  it("the merge keeps one line per piece and size: the larger quantity wins within a size, never across sizes", () => {
    const merged = mergeWantedLines([line("ring", "s12", 1)], [line("ring", "s14", 2), line("ring", "s12", 2)], products);
    expect(merged.map((l) => [l.sizeId, l.qty])).toEqual([
      ["s12", 2],
      ["s14", 2],
    ]);
    const cart = priceMergedCart([line("ring", "s14", 4)], [line("ring", "s12", 1)], products);
    expect(cart.lines.map((l) => [l.size?.id, l.qty])).toEqual([
      ["s14", 4],
      ["s12", 1],
    ]);
  });
});
