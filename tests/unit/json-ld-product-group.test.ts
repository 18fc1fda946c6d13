import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/types/catalogue";
import { pieceJsonLd, productGroupJsonLd, variantSku } from "@/server/seo/product-group-json-ld";
import { merchantListingProblem } from "../support/merchant-listing-schema";
import { productGroupProblem } from "../support/product-variant-schema";

// A piece sold by size as Google's product variants (issue 42): a ProductGroup whose variants are
// full merchant listings, each with its own size, SKU, URL and Offer; a piece without sizes keeps Product.

const SIZES = [
  { id: "sz8", label: "8", stock: 2, sku: "LR5002-08", pricePaise: 250_000, sellingPricePaise: 225_000 },
  { id: "sz9", label: "9", stock: 0, sku: null, pricePaise: 255_000, sellingPricePaise: 229_500 },
  { id: "sz10", label: "10", stock: 1, sku: null, pricePaise: 260_000, sellingPricePaise: 234_000 },
];

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: "cm0ring002",
    name: "Twisted Band Ring",
    slug: "twisted-band-ring",
    code: "LR-5002",
    description: "A twisted band in 925 silver.",
    pricePaise: 250_000,
    discountPercent: 10,
    sellingPricePaise: 225_000,
    stock: 3,
    weightGrams: 3.1,
    active: true,
    inStock: true,
    images: ["/media/demo/product/ring-2.webp"],
    videoUrl: null,
    newArrival: false,
    trendingProd: false,
    bestSeller: false,
    category: { id: "cat1", name: "Ladies Rings", slug: "ladies-rings", description: "" },
    colors: [{ id: "c1", name: "Silver", hex: "#c0c0c0" }],
    sizeSet: { id: "set1", name: "Ring sizes (Indian)", kind: "ring" },
    sizes: SIZES,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-02T00:00:00.000Z",
    ...overrides,
  };
}

const shipping = { handlingDays: { min: 2, max: 3 }, transitDays: { min: 1, max: 6 } };
const reviews = {
  summary: { count: 2, average: 4.5 },
  reviews: [
    { authorName: "Asha", publishedAt: "2026-10-01T00:00:00.000Z", rating: 5, title: "Lovely", body: "Fits well." },
    { authorName: "Meera", publishedAt: "2026-10-02T00:00:00.000Z", rating: 4, title: "Nice", body: "Good finish." },
  ],
} as unknown as Parameters<typeof productGroupJsonLd>[3];

type Variant = Record<string, unknown> & { offers: Record<string, unknown> };
type Group = Record<string, unknown> & { hasVariant: Variant[] };

describe("product variants JSON-LD for a piece sold by size", () => {
  const pricing = {
    purity: 925 as const,
    huid: "AB12CD",
    netWeightMg: 3_000,
    sizeBreakups: { sz8: { netWeightMg: 3_000 }, sz10: { netWeightMg: 3_120 } } as never,
  };

  it("is a ProductGroup Google's product variants accept, each variant a merchant listing of its own", () => {
    const ld = productGroupJsonLd(product(), pricing, shipping, reviews);
    expect(productGroupProblem(ld)).toBeNull();
    for (const variant of (ld as unknown as Group).hasVariant) {
      expect(merchantListingProblem({ "@context": "https://schema.org", ...variant })).toBeNull();
    }
  });

  it("groups by the piece's code and varies by size; the group's URL is the piece's page", () => {
    const ld = productGroupJsonLd(product(), pricing, shipping) as unknown as Group;
    expect(ld["@type"]).toBe("ProductGroup");
    expect(ld.productGroupID).toBe("LR-5002");
    expect(ld.variesBy).toBe("https://schema.org/size");
    expect(ld.url).toMatch(/\/prod-detail\/cm0ring002$/);
    expect(ld.hasVariant.map((v) => v.inProductGroupWithID)).toEqual(["LR-5002", "LR-5002", "LR-5002"]);
  });

  it("gives each size its size, SKU, own ?size= URL and own Offer with its price and availability", () => {
    const [eight, nine, ten] = (productGroupJsonLd(product(), pricing, shipping) as unknown as Group).hasVariant;
    expect(eight).toMatchObject({ size: "8", sku: "LR5002-08", url: expect.stringMatching(/\/prod-detail\/cm0ring002\?size=8$/) });
    expect(eight!.offers).toMatchObject({ price: "2250.00", priceCurrency: "INR", availability: "https://schema.org/InStock", url: eight!.url });
    // A size without its own code: the piece's code and the size.
    expect(nine).toMatchObject({ size: "9", sku: "LR-5002-9" });
    expect(nine!.offers).toMatchObject({ price: "2295.00", availability: "https://schema.org/OutOfStock" });
    expect(ten!.offers).toMatchObject({ price: "2340.00", availability: "https://schema.org/InStock" });
    // By weight: each size's own net weight.
    expect(ten!.weight).toMatchObject({ value: 3.12, unitCode: "GRM" });
    expect(nine).not.toHaveProperty("weight");
  });

  it("keeps today's merchant listing properties: shipping and returns on every Offer, hallmark and reviews on the group", () => {
    const ld = productGroupJsonLd(product(), pricing, shipping, reviews) as unknown as Group;
    for (const variant of ld.hasVariant) {
      expect(variant.offers.shippingDetails).toMatchObject({ "@type": "OfferShippingDetails" });
      expect(variant.offers.hasMerchantReturnPolicy).toMatchObject({ "@type": "MerchantReturnPolicy", merchantReturnDays: 7 });
    }
    expect(ld.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Purity", value: "925" },
      { "@type": "PropertyValue", name: "BIS HUID", value: "AB12CD" },
    ]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(ld.review).toHaveLength(2);
    expect(ld.brand).toEqual({ "@type": "Brand", name: expect.any(String) });
  });

  it("writes a length's URL and SKU safely", () => {
    const chain = product({ code: "NK-1002", sizes: [{ id: "l18", label: "18 in", stock: 3, sku: null, pricePaise: 1000, sellingPricePaise: 1000 }] });
    const [variant] = (productGroupJsonLd(chain) as unknown as Group).hasVariant;
    expect(variant!.url).toMatch(/\?size=18\+in$/);
    expect(variant!.sku).toBe("NK-1002-18IN");
    expect(variantSku("NK-1002", { label: "18 in", sku: "NK18" })).toBe("NK18");
  });

  it("leaves a piece without sizes as today's Product", () => {
    const ld = pieceJsonLd(product({ sizes: [], sizeSet: null }), pricing, shipping) as unknown as Record<string, unknown>;
    expect(ld["@type"]).toBe("Product");
    expect(merchantListingProblem(ld)).toBeNull();
    expect(ld).not.toHaveProperty("hasVariant");
    expect((pieceJsonLd(product(), pricing, shipping) as unknown as Record<string, unknown>)["@type"]).toBe("ProductGroup");
  });

  it("the schema refuses a group without variants or with a variant of another group", () => {
    const ld = productGroupJsonLd(product(), pricing, shipping) as unknown as Group;
    expect(productGroupProblem({ ...ld, hasVariant: [] })).not.toBeNull();
    expect(productGroupProblem({ ...ld, hasVariant: [{ ...ld.hasVariant[0], inProductGroupWithID: "OTHER" }] })).toMatch(/inProductGroupWithID/);
    expect(productGroupProblem({ ...ld, hasVariant: [{ ...ld.hasVariant[0], offers: { ...ld.hasVariant[0]!.offers, price: "0" } }] })).not.toBeNull();
  });
});
