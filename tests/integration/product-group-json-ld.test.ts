import { beforeAll, describe, expect, it } from "vitest";
import { setSilverRate } from "@/server/admin/pricing/silver-rate";
import { getProduct } from "@/server/catalogue/get-product";
import { getProductPricing } from "@/server/catalogue/get-product-pricing";
import { db } from "@/server/db";
import { readShippingSummary } from "@/server/delivery/shipping-summary";
import { byWeightBreakups } from "@/server/pricing/by-weight-breakup";
import { pieceJsonLd } from "@/server/seo/product-group-json-ld";
import { createCategory, createProduct, uniq } from "../support/factories";
import { productGroupProblem } from "../support/product-variant-schema";
import { createAdmin } from "./admin-support";

// A by-weight piece sold by size (issue 42) from the real database: the product page's pricing has
// each size's own breakup from its own net weight (none for a size whose stored price is not the
// one at today's rate), and its structured data is a ProductGroup Google's product variants accept,
// each size with its own price and net weight.

const u = uniq();
let productId: string;
const sizeIds: string[] = [];

beforeAll(async () => {
  const admin = await createAdmin();
  await setSilverRate({ admin, paisePerGram: 9_650, confirmLargeChange: true });
  const category = await createCategory({ slug: `sized-weight-${u}` });
  const piece = await createProduct({ categoryId: category.id, price: 1, discountPercent: 10, stock: 0, images: ["/media/demo/product/ring-1.webp"] });
  const set = await db.sizeSet.create({
    data: { name: `Weighed rings ${u}`, kind: "ring", sizes: { create: ["10", "11", "12"].map((label, i) => ({ label, position: i + 1 })) } },
    include: { sizes: { orderBy: { position: "asc" } } },
  });
  sizeIds.push(...set.sizes.map((s) => s.id));
  const terms = { pricingMode: "by_weight" as const, purity: 925, netWeightMg: 3_000, makingChargeKind: "per_gram" as const, makingChargeValue: 15_000, otherChargesPaise: 0 };
  await db.product.update({ where: { id: piece.id }, data: { ...terms, sizeSetId: set.id } });
  // Each size's price at today's rate from its own weight, as the owner's save stores it; the last one stale.
  const weights = [3_000, 3_060, 3_120];
  const breakupOf = await byWeightBreakups(db, [terms]);
  for (const [i, sizeId] of sizeIds.entries()) {
    const total = breakupOf({ ...terms, netWeightMg: weights[i]! })!.totalPaise;
    const pricePaise = i === 2 ? total + 500 : total;
    await db.productSize.create({
      data: { productId: piece.id, sizeId, stock: i === 1 ? 0 : 2, netWeightMg: weights[i]!, pricePaise, sellingPricePaise: Math.round(pricePaise * 0.9) },
    });
  }
  // The piece's own price and weight are its lightest size's.
  const lightest = breakupOf({ ...terms, netWeightMg: 3_000 })!.totalPaise;
  await db.product.update({ where: { id: piece.id }, data: { pricePaise: lightest, sellingPricePaise: Math.round(lightest * 0.9) } });
  productId = piece.id;
});

describe("a by-weight piece sold by size", () => {
  it("has each size's own breakup from its own weight, and none for a size whose stored price is stale", async () => {
    const pricing = await getProductPricing(productId);
    expect(pricing?.breakup?.netWeightMg).toBe(3_000);
    const [ten, eleven, twelve] = sizeIds;
    expect(pricing!.sizeBreakups[ten!]).toMatchObject({ netWeightMg: 3_000, discountPercent: 10 });
    expect(pricing!.sizeBreakups[eleven!]).toMatchObject({ netWeightMg: 3_060 });
    expect(pricing!.sizeBreakups[eleven!]!.totalPaise).toBeGreaterThan(pricing!.sizeBreakups[ten!]!.totalPaise);
    // Its bill would not add up to the price shown beside it: none rather than a misleading one.
    expect(pricing!.sizeBreakups[twelve!]).toBeUndefined();
    const product = await getProduct(productId);
    for (const size of product!.sizes) {
      const view = pricing!.sizeBreakups[size.id];
      if (view) expect(view.totalPaise).toBe(size.pricePaise);
      if (view) expect(view.sellingPricePaise).toBe(size.sellingPricePaise);
    }
  });

  it("is a ProductGroup of its sizes, each with its own price, availability and net weight", async () => {
    const [product, pricing, shipping] = await Promise.all([getProduct(productId), getProductPricing(productId), readShippingSummary()]);
    const ld = pieceJsonLd(product!, pricing ?? undefined, shipping) as unknown as { hasVariant: Array<Record<string, unknown> & { offers: Record<string, unknown> }> };
    expect(productGroupProblem(ld), JSON.stringify(ld)).toBeNull();
    expect(ld.hasVariant.map((v) => v.size)).toEqual(["10", "11", "12"]);
    expect(ld.hasVariant.map((v) => (v.offers.availability as string).replace("https://schema.org/", ""))).toEqual(["InStock", "OutOfStock", "InStock"]);
    expect(ld.hasVariant.map((v) => v.offers.price)).toEqual(product!.sizes.map((s) => (s.sellingPricePaise / 100).toFixed(2)));
    expect(ld.hasVariant.map((v) => (v.weight as { value: number } | undefined)?.value)).toEqual([3, 3.06, undefined]);
  });
});
