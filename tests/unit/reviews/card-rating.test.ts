import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductCard } from "@/components/product/product-card";
import type { ProductCardData } from "@/components/product/card-data";

// Listings (issue 22): a card shows the average of the piece's published verified reviews and their
// count, as text and stars with an accessible name, and nothing at all without reviews.

const card = (reviewCount: number, ratingSum: number): ProductCardData => ({
  id: "cm3k2v9x00000abcdefghijk",
  name: "Lotus Ring",
  code: "LR-5001",
  pricePaise: 149900,
  sellingPricePaise: 149900,
  discountPercent: 0,
  inStock: true,
  imageUrl: null,
  reviewCount,
  ratingSum,
});

describe("the product card's rating", () => {
  it("shows ★ average (count) from real reviews", () => {
    const html = renderToStaticMarkup(createElement(ProductCard, { product: card(3, 13) }));
    expect(html).toContain('aria-label="Rated 4.3 out of 5 from 3 reviews"');
    expect(html).toContain("4.3 (3)");
  });

  it("shows no stars without reviews: never a made-up rating", () => {
    const html = renderToStaticMarkup(createElement(ProductCard, { product: card(0, 0) }));
    expect(html).not.toContain("★");
    expect(html).not.toContain("Rated");
  });
});
