import { beforeAll, describe, expect, it } from "vitest";
import { priceByWeight } from "@/lib/pricing/by-weight";
import { setSilverRate } from "@/server/admin/pricing/silver-rate";
import { getProductPricing } from "@/server/catalogue/get-product-pricing";
import { db } from "@/server/db";
import { DEFAULT_GST_RATE_BPS } from "@/server/invoices/invoice-seller";
import { createCategory, createProduct } from "../support/factories";
import { createAdmin, type TestAdmin } from "./admin-support";

// The product page's pricing read (issue 21): a by-weight piece's breakup at today's rate adds up to
// its stored price (what the page shows), a fixed-price piece has none, and purity and HUID come back.

let admin: TestAdmin;
let categoryId: string;

beforeAll(async () => {
  admin = await createAdmin();
  categoryId = (await createCategory()).id;
});

const gstBps = async () => (await db.siteSettings.findUnique({ where: { id: 1 } }))?.gstRateBps ?? DEFAULT_GST_RATE_BPS;

async function byWeightPiece(data: { netWeightMg: number; purity?: number; huid?: string; making: ["per_gram" | "percent", number]; otherChargesPaise?: number; discountPercent?: number }) {
  const piece = await createProduct({ categoryId, price: 1, discountPercent: data.discountPercent ?? 0 });
  return db.product.update({
    where: { id: piece.id },
    data: {
      pricingMode: "by_weight",
      netWeightMg: data.netWeightMg,
      purity: data.purity ?? 925,
      huid: data.huid ?? null,
      makingChargeKind: data.making[0],
      makingChargeValue: data.making[1],
      otherChargesPaise: data.otherChargesPaise ?? 0,
    },
  });
}

describe("getProductPricing", () => {
  it("breaks a by-weight piece's price down at today's rate, and the lines add up to its stored price", async () => {
    const ring = await byWeightPiece({ netWeightMg: 10_000, huid: "AB12CD", making: ["per_gram", 1200] });
    const anklet = await byWeightPiece({ netWeightMg: 5_250, purity: 990, making: ["percent", 1250], otherChargesPaise: 15_000, discountPercent: 10 });
    await setSilverRate({ admin, paisePerGram: 9550, confirmLargeChange: true });
    const gst = await gstBps();

    const stored = await db.product.findUniqueOrThrow({ where: { id: ring.id }, select: { pricePaise: true, sellingPricePaise: true } });
    const pricing = await getProductPricing(ring.id);
    expect(pricing).toMatchObject({ purity: 925, huid: "AB12CD", netWeightMg: 10_000 });
    const breakup = pricing!.breakup!;
    expect(breakup).toEqual({
      ...priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 10_000, making: { kind: "per_gram", paisePerGram: 1200 }, otherPaise: 0, gstBps: gst, roundToRupee: true }),
      making: { kind: "per_gram", paisePerGram: 1200 },
      gstBps: gst,
      discountPercent: 0,
      sellingPricePaise: stored.sellingPricePaise,
    });
    expect(breakup.totalPaise).toBe(stored.pricePaise);
    expect(breakup.metalPaise + breakup.makingPaise + breakup.otherPaise + breakup.gstPaise + breakup.roundingPaise!).toBe(stored.pricePaise);

    const discounted = (await getProductPricing(anklet.id))!;
    const storedAnklet = await db.product.findUniqueOrThrow({ where: { id: anklet.id }, select: { pricePaise: true, sellingPricePaise: true } });
    expect(discounted).toMatchObject({ purity: 990, huid: null, netWeightMg: 5_250 });
    const lines = discounted.breakup!;
    expect(lines).toMatchObject({ ratePaisePerGram: 9550, making: { kind: "percent", basisPoints: 1250 }, otherPaise: 15_000, discountPercent: 10 });
    expect(lines.metalPaise + lines.makingPaise + lines.otherPaise + lines.gstPaise + lines.roundingPaise!).toBe(storedAnklet.pricePaise);
    expect(lines.totalPaise).toBe(storedAnklet.pricePaise);
    expect(lines.sellingPricePaise).toBe(storedAnklet.sellingPricePaise);
    expect(lines.sellingPricePaise).toBeLessThan(lines.totalPaise);

    // A new rate: the breakup follows it, and still adds up to the repriced price.
    await setSilverRate({ admin, paisePerGram: 10_120, confirmLargeChange: true });
    const after = (await getProductPricing(ring.id))!.breakup!;
    const repriced = await db.product.findUniqueOrThrow({ where: { id: ring.id }, select: { pricePaise: true } });
    expect(after.ratePaisePerGram).toBe(10_120);
    expect(after.totalPaise).toBe(repriced.pricePaise);
    expect(repriced.pricePaise).toBeGreaterThan(stored.pricePaise);
  });

  it("gives a fixed-price piece its purity and hallmark, and no breakup", async () => {
    const fixed = await createProduct({ categoryId, price: 2499 });
    await db.product.update({ where: { id: fixed.id }, data: { purity: 970, huid: "ZX98QW" } });
    expect(await getProductPricing(fixed.id)).toEqual({ purity: 970, huid: "ZX98QW", netWeightMg: null, breakup: null, sizeBreakups: {} });

    const plain = await createProduct({ categoryId, price: 1999 });
    expect(await getProductPricing(plain.id)).toEqual({ purity: 925, huid: null, netWeightMg: null, breakup: null, sizeBreakups: {} });
  });

  it("shows no breakup that would disagree with the stored price, and none for an unknown piece", async () => {
    const piece = await byWeightPiece({ netWeightMg: 8_000, making: ["per_gram", 1500] });
    await setSilverRate({ admin, paisePerGram: 9550, confirmLargeChange: true });
    // Someone changed the price in the database by hand: the page shows the price, not a bill for another.
    await db.product.update({ where: { id: piece.id }, data: { pricePaise: 99_999, sellingPricePaise: 99_999 } });
    expect(await getProductPricing(piece.id)).toEqual({ purity: 925, huid: null, netWeightMg: 8_000, breakup: null, sizeBreakups: {} });

    expect(await getProductPricing("c000000000000000000000000")).toBeNull();
  });
});
