import { describe, expect, it } from "vitest";
import { RETURN_DAYS } from "@/lib/constants";
import type { Product } from "@/lib/types/catalogue";
import { merchantReturnPolicy, offerShippingDetails, productJsonLd } from "@/server/seo/json-ld";
import { ZMerchantReturnPolicy, ZShippingDetails, merchantListingProblem } from "../support/merchant-listing-schema";

// The product's JSON-LD against the shapes Google's merchant listings document (the zod schema in
// tests/support/merchant-listing-schema.ts, which cites the pages), and the schema against
// known-bad data so it is seen to refuse what Google refuses.

function product(overrides: Partial<Product> = {}): Product {
  return {
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
    images: ["/media/demo/product/ring-1.webp"],
    videoUrl: null,
    newArrival: false,
    trendingProd: true,
    bestSeller: true,
    category: { id: "cat1", name: "Ladies Rings", slug: "ladies-rings", description: "" },
    colors: [{ id: "c1", name: "Silver", hex: "#c0c0c0" }],
    sizeSet: null,
    sizes: [],
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-02T00:00:00.000Z",
    ...overrides,
  };
}

const shipping = { handlingDays: { min: 2, max: 3 }, transitDays: { min: 1, max: 6 } };
type Offer = Record<string, unknown> & { shippingDetails?: Record<string, unknown>; hasMerchantReturnPolicy: Record<string, unknown> };
const offerOf = (ld: unknown) => (ld as { offers: Offer }).offers;

describe("productJsonLd for merchant listings", () => {
  it("passes Google's merchant listing shapes with shipping and the return policy", () => {
    const ld = productJsonLd(product(), { purity: 925, huid: "AB12CD", netWeightMg: 3_000 }, shipping);
    expect(merchantListingProblem(ld)).toBeNull();
    const offer = offerOf(ld);
    expect(offer.shippingDetails).toEqual({
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: 0, currency: "INR" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: 2, maxValue: 3, unitCode: "DAY" },
        transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 6, unitCode: "DAY" },
      },
    });
    expect(offer.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "IN",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: RETURN_DAYS,
      returnMethod: "https://schema.org/ReturnByMail",
    });
    // The FAQ does not promise a free return: no fee kind is claimed.
    expect(offer.hasMerchantReturnPolicy).not.toHaveProperty("returnFees");
    expect(RETURN_DAYS).toBe(7);
  });

  it("claims no shipping when no delivery zone exists (nothing is delivered), and still passes", () => {
    const ld = productJsonLd(product(), undefined, { handlingDays: { min: 2, max: 3 }, transitDays: null });
    expect(offerOf(ld)).not.toHaveProperty("shippingDetails");
    expect(offerShippingDetails({ handlingDays: { min: 2, max: 3 }, transitDays: null })).toBeNull();
    expect(merchantListingProblem(ld)).toBeNull();
  });

  it("names the product code as the SKU and the shop as the brand; never a gtin, mpn, rating, review or priceValidUntil", () => {
    const ld = productJsonLd(product(), undefined, shipping) as unknown as Record<string, unknown>;
    expect(ld.sku).toBe("LR-5001");
    expect(ld.brand).toMatchObject({ "@type": "Brand" });
    for (const key of ["gtin", "gtin8", "gtin12", "gtin13", "gtin14", "mpn", "aggregateRating", "review"]) expect(ld).not.toHaveProperty(key);
    expect(offerOf(ld)).not.toHaveProperty("priceValidUntil");
    expect(offerOf(ld).price).toBe("1499.00");
  });
});

describe("the merchant listing schema refuses what Google refuses", () => {
  const good = productJsonLd(product(), undefined, shipping) as unknown as Record<string, unknown> & { offers: Offer };

  it("a missing required property or a wrong value", () => {
    const { image: _image, ...noImage } = good;
    expect(merchantListingProblem(noImage)).toMatch(/^image/);
    expect(merchantListingProblem({ ...good, offers: { ...good.offers, price: "0.00" } })).toMatch(/^offers/);
    expect(merchantListingProblem({ ...good, offers: { ...good.offers, price: "₹1,499" } })).toMatch(/^offers/);
    expect(merchantListingProblem({ ...good, offers: { ...good.offers, priceCurrency: "Rs" } })).toMatch(/^offers/);
    expect(merchantListingProblem({ ...good, offers: { ...good.offers, availability: "InStock" } })).toMatch(/^offers/);
    expect(merchantListingProblem({ ...good, offers: { ...good.offers, priceValidUntil: "soon" } })).toMatch(/^offers/);
  });

  it("shipping details without a destination or rate, or with times out of order", () => {
    const details = offerShippingDetails(shipping)!;
    expect(ZShippingDetails.safeParse(details).success).toBe(true);
    const { shippingDestination: _destination, ...noDestination } = details;
    expect(ZShippingDetails.safeParse(noDestination).success).toBe(false);
    const { shippingRate: _rate, ...noRate } = details;
    expect(ZShippingDetails.safeParse(noRate).success).toBe(false);
    expect(ZShippingDetails.safeParse({ ...details, shippingDestination: { "@type": "DefinedRegion", addressCountry: "India" } }).success).toBe(false);
    const backwards = offerShippingDetails({ handlingDays: { min: 3, max: 2 }, transitDays: { min: 1, max: 2 } });
    expect(ZShippingDetails.safeParse(backwards).success).toBe(false);
  });

  it("a finite return window without its days, or shipping fees without an amount", () => {
    const policy = merchantReturnPolicy() as unknown as Record<string, unknown>;
    expect(ZMerchantReturnPolicy.safeParse(policy).success).toBe(true);
    const { merchantReturnDays: _days, ...noDays } = policy;
    expect(ZMerchantReturnPolicy.safeParse(noDays).success).toBe(false);
    expect(ZMerchantReturnPolicy.safeParse({ ...policy, returnFees: "https://schema.org/ReturnShippingFees" }).success).toBe(false);
    expect(ZMerchantReturnPolicy.safeParse({ ...policy, applicableCountry: "IND" }).success).toBe(false);
  });
});
