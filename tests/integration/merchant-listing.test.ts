import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getSitemap } from "@/app/sitemap.xml/route";
import { GET as getSitemapFile } from "@/app/sitemaps/[file]/route";
import * as updateRoute from "@/app/api/product/update/[id]/route";
import { absoluteUrl } from "@/env";
import { RETURN_DAYS } from "@/lib/constants";
import { href } from "@/lib/links";
import { setSilverRate } from "@/server/admin/pricing/silver-rate";
import { getProduct } from "@/server/catalogue/get-product";
import { getProductPricing } from "@/server/catalogue/get-product-pricing";
import { db } from "@/server/db";
import { DELIVERY_SETTINGS_ID } from "@/server/delivery/delivery-settings";
import { readShippingSummary } from "@/server/delivery/shipping-summary";
import { productJsonLd, rupeesDecimal } from "@/server/seo/json-ld";
import { invalidatedTags } from "../support/next-cache-shim";
import { createCategory, createColor, createProduct, uniq } from "../support/factories";
import { merchantListingProblem } from "../support/merchant-listing-schema";
import { adminSessionOf, callMultipart, createAdmin, type TestAdmin } from "./admin-support";

// Merchant listings (issue 21) from the real database: the product page's JSON-LD for a fixed-price
// and a by-weight piece passes Google's documented shapes (tests/support/merchant-listing-schema.ts),
// its price is what the shopper pays (by weight: the breakup's total after the discount), and its
// shipping follows the owner's delivery settings and zones. The sitemap's lastmod of a product moves
// when the owner edits it and when a new silver rate reprices it.

let admin: TestAdmin;
let token: string;
let categoryId: string;
let colorId: string;
const zoneNames = [`Merchant Zone A ${uniq()}`, `Merchant Zone B ${uniq()}`];
let settingsBefore: { dispatchDaysMin: number; dispatchDaysMax: number } | null;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  categoryId = (await createCategory()).id;
  colorId = (await createColor()).id;
  settingsBefore = await db.deliverySettings.findUnique({ where: { id: DELIVERY_SETTINGS_ID }, select: { dispatchDaysMin: true, dispatchDaysMax: true } });
  await db.deliverySettings.upsert({ where: { id: DELIVERY_SETTINGS_ID }, create: { id: DELIVERY_SETTINGS_ID, dispatchDaysMin: 1, dispatchDaysMax: 4 }, update: { dispatchDaysMin: 1, dispatchDaysMax: 4 } });
  await db.deliveryZone.create({ data: { name: zoneNames[0]!, transitDaysMin: 1, transitDaysMax: 2 } });
  await db.deliveryZone.create({ data: { name: zoneNames[1]!, transitDaysMin: 4, transitDaysMax: 8 } });
});

afterAll(async () => {
  await db.deliveryZone.deleteMany({ where: { name: { in: zoneNames } } });
  if (settingsBefore) await db.deliverySettings.update({ where: { id: DELIVERY_SETTINGS_ID }, data: settingsBefore });
  else await db.deliverySettings.deleteMany({ where: { id: DELIVERY_SETTINGS_ID } });
});

async function byWeightPiece() {
  const piece = await createProduct({ categoryId, price: 1, discountPercent: 12.5, images: ["/media/demo/product/ring-1.webp"], colorIds: [colorId] });
  return db.product.update({
    where: { id: piece.id },
    data: { pricingMode: "by_weight", netWeightMg: 6_400, purity: 990, huid: "QW12ER", makingChargeKind: "per_gram", makingChargeValue: 11_000, otherChargesPaise: 5_000 },
  });
}

/** The product page's JSON-LD, built as the page builds it. */
async function pageJsonLd(id: string) {
  const [product, pricing, shipping] = await Promise.all([getProduct(id), getProductPricing(id), readShippingSummary()]);
  return { ld: productJsonLd(product!, pricing ?? undefined, shipping) as unknown as Record<string, unknown> & { offers: Record<string, unknown> }, pricing };
}

describe("the product JSON-LD from the database", () => {
  it("passes the merchant listing shapes for a fixed-price and a by-weight piece, at the price the shopper pays", async () => {
    const fixed = await createProduct({ categoryId, price: 2_499, discountPercent: 10, images: ["/media/demo/product/ring-2.webp"], colorIds: [colorId] });
    const weighed = await byWeightPiece();
    await setSilverRate({ admin, paisePerGram: 9_650, confirmLargeChange: true });

    const zones = await db.deliveryZone.findMany({ select: { transitDaysMin: true, transitDaysMax: true } });
    const transit = { min: Math.min(...zones.map((z) => z.transitDaysMin)), max: Math.max(...zones.map((z) => z.transitDaysMax)) };

    for (const id of [fixed.id, weighed.id]) {
      const { ld, pricing } = await pageJsonLd(id);
      expect(merchantListingProblem(ld), JSON.stringify(ld)).toBeNull();
      const stored = await db.product.findUniqueOrThrow({ where: { id }, select: { sellingPricePaise: true, code: true } });
      expect(ld.sku).toBe(stored.code);
      expect(ld.offers).toMatchObject({
        price: rupeesDecimal(stored.sellingPricePaise),
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        url: absoluteUrl(href.product(id)),
        shippingDetails: {
          shippingRate: { value: 0, currency: "INR" },
          shippingDestination: { addressCountry: "IN" },
          deliveryTime: { handlingTime: { minValue: 1, maxValue: 4, unitCode: "DAY" }, transitTime: { minValue: transit.min, maxValue: transit.max, unitCode: "DAY" } },
        },
        hasMerchantReturnPolicy: { merchantReturnDays: RETURN_DAYS, applicableCountry: "IN" },
      });
      expect(ld.offers).not.toHaveProperty("priceValidUntil");
      if (id === weighed.id) {
        // By weight: the breakup's total after the discount, i.e. what the page's bill ends with.
        const breakup = pricing!.breakup!;
        expect(ld.offers.price).toBe(rupeesDecimal(breakup.sellingPricePaise));
        expect(breakup.sellingPricePaise).toBeLessThan(breakup.totalPaise);
      }
    }
    // This file's zones span 1–8 days; any other zone can only widen the range.
    expect(transit.min).toBeLessThanOrEqual(1);
    expect(transit.max).toBeGreaterThanOrEqual(8);
  });
});

type RootRoute = (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;
type FileRoute = (request: NextRequest, context: { params: Promise<{ file: string }> }) => Promise<Response>;

/** The lastmod the sitemap (through its real route handlers, following an index) gives a product's URL. */
async function sitemapLastmod(id: string): Promise<string | null> {
  const loc = absoluteUrl(href.product(id));
  const root = await (await (getSitemap as RootRoute)(new NextRequest("http://localhost/sitemap.xml"), { params: Promise.resolve({}) })).text();
  const files = root.includes("<urlset") ? [root] : [];
  for (const match of root.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)) {
    const file = new URL(match[1]!).pathname.split("/").pop()!;
    files.push(await (await (getSitemapFile as FileRoute)(new NextRequest(`http://localhost/sitemaps/${file}`), { params: Promise.resolve({ file }) })).text());
  }
  for (const xml of files) {
    const found = new RegExp(`<url><loc>${loc.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</loc><lastmod>([^<]+)</lastmod></url>`).exec(xml);
    if (found) return found[1]!;
  }
  return null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the sitemap's lastmod", () => {
  it("moves when the owner edits a product, and when a new silver rate reprices a by-weight piece", async () => {
    const fixed = await createProduct({ categoryId, price: 1_800, colorIds: [colorId], images: ["/media/demo/product/ring-1.webp"] });
    const weighed = await byWeightPiece();
    await setSilverRate({ admin, paisePerGram: 9_700, confirmLargeChange: true });
    const fixedBefore = await sitemapLastmod(fixed.id);
    const weighedBefore = await sitemapLastmod(weighed.id);
    expect(fixedBefore).not.toBeNull();
    expect(weighedBefore).not.toBeNull();
    // lastmod is to the second.
    await pause(1_100);

    invalidatedTags.length = 0;
    const form = new FormData();
    const fields = { name: fixed.name, description: "Edited for the sitemap.", price: "1900", discount: "0", quantity: "3", weight: "4.5", categoryID: categoryId };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("colors", colorId);
    const res = await callMultipart(updateRoute.PATCH, { form, adminToken: token, method: "PATCH", params: { id: fixed.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The sitemap's cached files carry the products tag: the edit expires them.
    expect(invalidatedTags).toContain("products");
    const fixedAfter = await sitemapLastmod(fixed.id);
    expect(fixedAfter! > fixedBefore!, `${fixedBefore} → ${fixedAfter}`).toBe(true);
    expect(await sitemapLastmod(weighed.id)).toBe(weighedBefore);

    invalidatedTags.length = 0;
    await setSilverRate({ admin, paisePerGram: 9_900, confirmLargeChange: true });
    expect(invalidatedTags).toContain("products");
    const weighedAfter = await sitemapLastmod(weighed.id);
    expect(weighedAfter! > weighedBefore!, `${weighedBefore} → ${weighedAfter}`).toBe(true);
    expect(await sitemapLastmod(fixed.id)).toBe(fixedAfter);
  });
});
