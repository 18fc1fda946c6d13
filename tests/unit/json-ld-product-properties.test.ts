import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/types/catalogue";
import { productJsonLd, productProperties } from "@/server/seo/json-ld";

// The product's structured data names its silver (issue 21): purity, BIS HUID and, for a piece
// priced by weight, its net weight, as schema.org PropertyValues, and its grade as the material.

const product: Product = {
  id: "cm0ring001",
  name: "Classic Solitaire CZ Ring",
  slug: "classic-solitaire-cz-ring",
  code: "LR-5001",
  description: "A brilliant round cubic zirconia.",
  pricePaise: 166600,
  discountPercent: 10,
  sellingPricePaise: 149900,
  stock: 4,
  weightGrams: 3.1,
  active: true,
  inStock: true,
  images: [],
  videoUrl: null,
  newArrival: false,
  trendingProd: true,
  bestSeller: true,
  category: { id: "cat1", name: "Ladies Rings", slug: "ladies-rings", description: "" },
  colors: [],
  sizeSet: null,
  sizes: [],
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
};

describe("productJsonLd's additionalProperty", () => {
  it("gives a by-weight piece with a hallmark its purity, HUID and net weight in grams", () => {
    const ld = productJsonLd(product, { purity: 925, huid: "AB12CD", netWeightMg: 10_250 }) as unknown as { additionalProperty: unknown };
    expect(ld.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Purity", value: "925" },
      { "@type": "PropertyValue", name: "BIS HUID", value: "AB12CD" },
      { "@type": "PropertyValue", name: "Net weight", value: 10.25, unitCode: "GRM", unitText: "g" },
    ]);
  });

  it("gives a fixed-price piece without a hallmark its purity only", () => {
    expect(productProperties({ purity: 990, huid: null, netWeightMg: null })).toEqual([{ "@type": "PropertyValue", name: "Purity", value: "990" }]);
  });

  it("changes nothing else: the same object as before, plus the properties", () => {
    const before = productJsonLd(product) as unknown as Record<string, unknown>;
    expect(before).not.toHaveProperty("additionalProperty");
    const after = productJsonLd(product, { purity: 925, huid: null, netWeightMg: 4_000 }) as unknown as Record<string, unknown>;
    const { additionalProperty, ...rest } = after;
    expect(rest).toEqual(before);
    expect(additionalProperty).toHaveLength(2);
  });

  it("names the piece's own grade as its material", () => {
    expect((productJsonLd(product) as unknown as { material: string }).material).toBe("925 Sterling Silver");
    expect((productJsonLd(product, { purity: 990, huid: null, netWeightMg: null }) as unknown as { material: string }).material).toBe("990 Fine Silver");
    expect((productJsonLd(product, { purity: 800, huid: null, netWeightMg: null }) as unknown as { material: string }).material).toBe("800 Silver");
  });
});
