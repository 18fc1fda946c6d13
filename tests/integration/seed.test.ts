import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearDeliveryTable } from "./delivery-support";
import type { MoneyClient } from "@/server/db-money";
import { ORDER_STATUSES, PRICE_BANDS, PRICE_BAND_KEYS, PRODUCT_FLAGS } from "@/lib/constants";
import { sellingPricePaise } from "@/lib/format";
import { priceByWeight, sellingPriceByWeight } from "@/lib/pricing/by-weight";
import { verifySecret } from "@/server/auth/password";
import { parseDemoKey } from "@/server/demo-media";
import { CATEGORIES, PRODUCTS } from "../../prisma/seed/catalogue-data";
import { createSeedClient } from "../../prisma/seed/client";
import { CUSTOMER_DEMO_PASSWORD, ORDERS } from "../../prisma/seed/content-data";
import { type SeedDemoResult, seedDemo } from "../../prisma/seed/seed-demo";
import { SCALE_CODE_PREFIX, seedScale } from "../../prisma/seed/seed-scale";
import { wipeSeededData } from "../../prisma/seed/wipe";

// The demo seed against the real database. The database is shared with other test files (one
// after another), so this file starts with --force semantics (wipe, then seed) and looks only
// at the demo codes. It wipes the catalogue again at the end so later files start clean.

// The demo's own orders (content-data.ts ORDERS); the three months of history (history.ts) have their own test file.
const DEMO_NUMBERS = new Set(ORDERS.map((o) => o.number));
const demoOrdersOnly = <T extends { orderNumber: string }>(orders: T[]) => orders.filter((o) => DEMO_NUMBERS.has(Number(o.orderNumber.slice(-5))));
const DEMO_CODES = Object.values(PRODUCTS).flatMap((list) => list.map((p) => p.code));
const ADMIN = { name: "Seed Test Owner", email: "seed-test-admin@example.com", password: "Seed-Test-925!", resetSecret: "seed-test-secret" };
const NOW = new Date("2026-11-21T12:00:00Z");

let prisma: MoneyClient;
let first: SeedDemoResult;

beforeAll(async () => {
  prisma = createSeedClient();
  first = await seedDemo(prisma, { force: true, admin: ADMIN, now: NOW });
});

afterAll(async () => {
  await wipeSeededData(prisma);
  await clearDeliveryTable(); // the demo's delivery table too (the owner's settings, which seed --force keeps)
  await prisma.admin.deleteMany({ where: { email: ADMIN.email } });
  await prisma.$disconnect();
});

const demoProducts = () =>
  prisma.product.findMany({
    where: { code: { in: DEMO_CODES } },
    include: { images: { orderBy: { position: "asc" } }, colors: { include: { color: true } }, category: true },
    orderBy: { code: "asc" },
  });

describe("seedDemo", () => {
  it("creates the six spec categories and Gift Cases, with descriptions and tile images", async () => {
    expect(first.skipped).toBe(false);
    const categories = await prisma.category.findMany({ orderBy: { sortOrder: "asc" } });
    expect(categories.map((c) => c.slug)).toEqual(["necklace", "bracelets", "earrings", "tops", "ladies-rings", "mens-rings", "gift-cases"]);
    expect(categories.map((c) => c.name)).toEqual(["Necklaces", "Bracelets", "Earrings", "Tops", "Ladies Rings", "Men's Rings", "Gift Cases"]);
    for (const c of categories) {
      expect(c.description.length).toBeGreaterThan(40);
      expect(c.imageUrl).toBe(`/media/demo/c/${c.slug}.webp`);
    }
  });

  it("creates the three colours", async () => {
    const colors = await prisma.color.findMany({ orderBy: { name: "asc" } });
    expect(colors.map((c) => [c.name, c.hex])).toEqual([
      ["Gold", "#d4af37"],
      ["Rose Gold", "#b76e79"],
      ["Silver", "#c0c0c0"],
    ]);
  });

  it("creates 56 products, 8 per jewellery category (9 with the toe rings and the anklets) and 6 gift cases, each with 2–4 images and at least one colour", async () => {
    const products = await demoProducts();
    expect(products).toHaveLength(56);
    const expected: Record<string, number> = { "gift-cases": 6, "ladies-rings": 9, bracelets: 9 };
    for (const slug of CATEGORIES.map((c) => c.slug)) {
      expect(products.filter((p) => p.category.slug === slug)).toHaveLength(expected[slug] ?? 8);
    }
    for (const p of products) {
      expect(p.images.length, p.code).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.code).toBeLessThanOrEqual(4);
      expect(p.images.map((i) => i.position)).toEqual(p.images.map((_, i) => i));
      for (const image of p.images) {
        expect(image.url.startsWith("/media/")).toBe(true);
        expect(parseDemoKey(image.url.slice("/media/".length)), image.url).not.toBeNull();
        expect(image.alt).toContain(p.name);
      }
      expect(p.colors.length, p.code).toBeGreaterThanOrEqual(1);
      expect(p.colors.length, p.code).toBeLessThanOrEqual(3);
      expect(p.description.length).toBeGreaterThan(30);
    }
  });

  it("seeds the four size sets with true measurements, and sells rings, toe rings, bangles, chains and anklets by size", async () => {
    const sets = await prisma.sizeSet.findMany({ include: { sizes: { orderBy: { position: "asc" } } }, orderBy: { name: "asc" } });
    expect(sets.map((set) => [set.name, set.kind])).toEqual([
      ["Adjustable / free size", "free"],
      ["Bangle sizes", "bangle"],
      ["Lengths (inches)", "length"],
      ["Ring sizes (Indian)", "ring"],
    ]);
    const ring = sets.find((set) => set.kind === "ring")!.sizes;
    expect(ring).toHaveLength(30);
    for (const size of ring) {
      // A ring's inner circumference is π × its inner diameter, and each size is about 1 mm more around.
      expect(Math.abs(Number(size.circumferenceMm) - Math.PI * Number(size.innerDiameterMm)), size.label).toBeLessThan(0.05);
    }
    expect(ring.find((size) => size.label === "12")).toMatchObject({ circumferenceMm: expect.anything() });
    expect(Number(ring.find((size) => size.label === "12")!.circumferenceMm)).toBeCloseTo(51.9, 1);
    const bangle = sets.find((set) => set.kind === "bangle")!.sizes;
    expect(bangle.map((size) => [size.label, Number(size.innerDiameterMm)])).toEqual([
      ["2-2", 53.98],
      ["2-4", 57.15],
      ["2-6", 60.33],
      ["2-8", 63.5],
      ["2-10", 66.68],
    ]);

    const sized = await prisma.product.findMany({
      where: { code: { in: DEMO_CODES }, sizeSetId: { not: null } },
      include: { category: true, sizes: { include: { size: true } } },
    });
    const kinds = new Set(sized.map((p) => p.name.match(/Toe Ring|Ring|Band|Kada|Anklet|Necklace|Bracelet|Cuff/)?.[0]));
    for (const kind of ["Toe Ring", "Ring", "Kada", "Anklet", "Necklace", "Bracelet"]) expect(kinds, kind).toContain(kind);
    let soldOutSizes = 0;
    for (const p of sized) {
      // A sized piece's stock is the sum of its sizes' (the trigger keeps it).
      expect(p.stock, p.code).toBe(p.sizes.reduce((sum, size) => sum + size.stock, 0));
      soldOutSizes += p.sizes.filter((size) => size.stock === 0).length;
      const inOrder = [...p.sizes].sort((a, b) => a.size.position - b.size.position);
      if (p.pricingMode === "by_weight" && inOrder.length > 1) {
        // A larger size weighs more and costs more; the piece's own price is its lightest size's.
        expect(inOrder.at(-1)!.netWeightMg!, p.code).toBeGreaterThan(inOrder[0]!.netWeightMg!);
        expect(inOrder.at(-1)!.sellingPricePaise, p.code).toBeGreaterThan(inOrder[0]!.sellingPricePaise);
        expect(inOrder[0]!.sellingPricePaise, p.code).toBe(p.sellingPricePaise);
      } else {
        for (const size of p.sizes) expect(size.sellingPricePaise, p.code).toBe(p.sellingPricePaise);
      }
    }
    expect(sized.length).toBeGreaterThanOrEqual(20);
    expect(soldOutSizes).toBeGreaterThanOrEqual(10);
  });

  it("uses unique upper-case codes and unique slugs", async () => {
    const products = await demoProducts();
    const codes = products.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toBe(code.toUpperCase());
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it("stores realistic prices with selling prices that match the discount", async () => {
    const products = await demoProducts();
    for (const p of products) {
      const discount = Number(p.discountPercent);
      const byWeight = p.pricingMode === "by_weight";
      expect(p.sellingPricePaise, p.code).toBe(byWeight ? sellingPriceByWeight(p.pricePaise, discount, true) : sellingPricePaise(p.pricePaise, discount));
      expect(p.pricePaise).toBeGreaterThanOrEqual(799_00);
      expect(p.pricePaise).toBeLessThanOrEqual(20_000_00);
      expect(discount).toBeGreaterThanOrEqual(0);
      expect(discount).toBeLessThanOrEqual(30);
      expect(Number(p.weightGrams)).toBeGreaterThanOrEqual(2);
      expect(Number(p.weightGrams)).toBeLessThanOrEqual(60);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(25);
    }
    const discounted = products.filter((p) => Number(p.discountPercent) > 0).length;
    expect(discounted).toBeGreaterThanOrEqual(18);
    expect(discounted).toBeLessThanOrEqual(36);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.stock >= 1 && p.stock <= 3).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => !p.active)).toHaveLength(1);
  });

  it("prices fixed-price pieces in whole rupees after the discount, originals too, as a shop does", async () => {
    for (const p of (await demoProducts()).filter((p) => p.pricingMode === "fixed")) {
      expect(p.sellingPricePaise % 100, p.code).toBe(0);
      expect(p.pricePaise % 100, p.code).toBe(0);
      const discount = Number(p.discountPercent);
      expect(Math.round(discount * 100), p.code).toBe(discount * 100); // at most two decimals
    }
  });

  it("prices about half the pieces by weight, from the latest of its rate history, to the paisa of what the catalogue lists", async () => {
    const products = await demoProducts();
    const byWeight = products.filter((p) => p.pricingMode === "by_weight");
    expect(byWeight.length).toBeGreaterThanOrEqual(Math.floor(products.length / 2) - 1);
    expect(byWeight.length).toBeLessThanOrEqual(Math.ceil(products.length / 2) + 1);
    const rates = await prisma.silverRate.findMany({ orderBy: { setAt: "desc" } });
    expect(rates.length).toBeGreaterThan(1);
    const gstBps = (await prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).gstRateBps;
    let exact = 0;
    for (const p of byWeight) {
      const price = priceByWeight({
        ratePaisePerGram: rates[0]!.paisePerGram,
        purity: p.purity as 925,
        netWeightMg: p.netWeightMg!,
        making: { kind: "per_gram", paisePerGram: p.makingChargeValue! },
        otherPaise: p.otherChargesPaise,
        gstBps,
        roundToRupee: true,
      });
      expect(p.pricePaise, p.code).toBe(price.totalPaise);
      expect(p.sellingPricePaise, p.code).toBe(sellingPriceByWeight(price.totalPaise, Number(p.discountPercent), true));
      if (p.pricePaise % 100 === 0) exact += 1;
    }
    // Where the metal alone is worth more than the listed price, the piece costs more; the rest land on it.
    expect(exact).toBeGreaterThanOrEqual(byWeight.length - 3);
  });

  it("has active, in-stock products in every price band of the filter", async () => {
    const products = (await demoProducts()).filter((p) => p.active && p.stock > 0);
    for (const band of PRICE_BAND_KEYS) {
      const { min, max } = PRICE_BANDS[band];
      const inBand = products.filter((p) => (min === null || p.sellingPricePaise >= min * 100) && (max === null || p.sellingPricePaise < max * 100));
      expect(inBand.length, band).toBeGreaterThanOrEqual(3);
    }
  });

  it("seeds gift cases as their own category with gift-box pictures, some new and some best sellers", async () => {
    const gifts = (await demoProducts()).filter((p) => p.category.slug === "gift-cases");
    expect(gifts).toHaveLength(6);
    for (const p of gifts) {
      expect(p.code).toMatch(/^GC-\d{4}$/);
      for (const image of p.images) expect(parseDemoKey(image.url.slice("/media/".length))).toMatchObject({ kind: "gift-box" });
    }
    expect(gifts.filter((p) => p.newArrival).length).toBeGreaterThanOrEqual(2);
    expect(gifts.filter((p) => p.bestSeller).length).toBeGreaterThanOrEqual(2);
  });

  it("flags at least 12 products per home-page section, across categories", async () => {
    const products = await demoProducts();
    for (const flag of PRODUCT_FLAGS) {
      const flagged = products.filter((p) => p[flag]);
      expect(flagged.length, flag).toBeGreaterThanOrEqual(12);
      expect(new Set(flagged.map((p) => p.categoryId)).size, flag).toBeGreaterThanOrEqual(5);
    }
  });

  it("spreads creation dates over the last ~120 days, new arrivals being the newest", async () => {
    const products = await demoProducts();
    const ages = products.map((p) => (NOW.getTime() - p.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(121);
    expect(new Set(products.map((p) => p.createdAt.getTime())).size).toBeGreaterThan(40);
    for (const p of products.filter((x) => x.newArrival)) expect(NOW.getTime() - p.createdAt.getTime()).toBeLessThan(30 * 86_400_000);
  });

  it("publishes blog posts with simple HTML, and keeps one draft", async () => {
    const posts = await prisma.blogPost.findMany();
    const published = posts.filter((p) => p.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(4);
    expect(posts.filter((p) => p.status === "draft")).toHaveLength(1);
    for (const post of posts) {
      expect(post.coverUrl).toMatch(/^\/media\/demo\/blog\/\d\.webp$/);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeGreaterThan(20);
      const tags = [...post.contentHtml.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      for (const tag of tags) expect(["h2", "h3", "p", "strong", "em", "ul", "ol", "li", "a"]).toContain(tag);
    }
    for (const post of published) expect(post.publishedAt).not.toBeNull();
  });

  it("creates the admin (with its name) and customers with verifiable argon2id hashes", async () => {
    const admin = await prisma.admin.findUniqueOrThrow({ where: { email: ADMIN.email } });
    expect(admin.name).toBe(ADMIN.name);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(ADMIN.password, admin.passwordHash)).toBe(true);
    expect(await verifySecret(ADMIN.resetSecret, admin.resetSecretHash)).toBe(true);
    expect(await verifySecret("wrong", admin.passwordHash)).toBe(false);
    const customer = await prisma.customer.findUniqueOrThrow({ where: { email: "priya.sharma@example.com" } });
    expect(await verifySecret(CUSTOMER_DEMO_PASSWORD, customer.passwordHash)).toBe(true);
    expect(await prisma.customer.count({ where: { email: { endsWith: "@example.com" }, passwordHash: { startsWith: "$argon2id$" } } })).toBeGreaterThanOrEqual(4);
  });

  it("links inquiries to the products whose codes matched", async () => {
    const inquiries = await prisma.inquiry.findMany({ include: { products: { include: { product: true } } } });
    expect(inquiries).toHaveLength(5);
    expect(inquiries.some((q) => q.read)).toBe(true);
    expect(inquiries.some((q) => !q.read)).toBe(true);
    for (const q of inquiries) {
      const known = q.productCodes.filter((code) => DEMO_CODES.includes(code));
      expect(q.products.map((p) => p.product.code).sort()).toEqual(known.sort());
    }
    expect(await prisma.contactMessage.count()).toBe(3);
  });

  it("creates orders in every status whose totals add up, and a payment for the paid checkout", async () => {
    const orders = demoOrdersOnly(await prisma.order.findMany({ include: { lines: true, payments: true } }));
    expect(orders.length).toBe(8);
    // Every status of the card and request roads (confirmed belongs to cash on delivery, which the demo orders do not use).
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES.filter((status) => status !== "confirmed")));
    for (const o of orders) {
      expect(o.orderNumber).toMatch(/^SA-\d{2}-\d{5}$/);
      expect(o.lines.length).toBeGreaterThan(0);
      for (const l of o.lines) expect(l.linePricePaise).toBe(l.unitPricePaise * l.quantity);
      expect(o.totalPaise, o.orderNumber).toBe(o.lines.reduce((sum, l) => sum + l.linePricePaise, 0));
    }
    const paid = orders.find((o) => o.status === "paid")!;
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ status: "paid", amountPaise: paid.totalPaise, currency: "INR" });
    expect(paid.paidAt).not.toBeNull();
    const settings = await prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(settings.maintenance).toBe(false);
    expect(settings.contactEmail).toContain("@");
  });

  it("gives each order its history up to its status, numbers new orders past the demo ones, and invoices the paid ones", async () => {
    const orders = demoOrdersOnly(await prisma.order.findMany({ include: { events: { orderBy: { createdAt: "asc" } }, invoice: true }, orderBy: { orderNumber: "asc" } }));
    const roads: Record<string, string[]> = {
      draft: ["draft"],
      acknowledged: ["draft", "acknowledged"],
      payment_pending: ["draft", "acknowledged", "payment_pending"],
      paid: ["payment_pending", "paid"], // the checkout order
      processing: ["draft", "acknowledged", "payment_pending", "paid", "processing"],
      shipped: ["draft", "acknowledged", "payment_pending", "paid", "processing", "shipped"],
      delivered: ["draft", "acknowledged", "payment_pending", "paid", "processing", "shipped", "delivered"],
      cancelled: ["draft", "acknowledged", "cancelled"],
    };
    for (const o of orders) {
      expect(o.events.map((e) => e.status), o.orderNumber).toEqual(roads[o.status]);
      expect(o.events[0]!.createdAt.getTime(), o.orderNumber).toBe(o.createdAt.getTime());
      const times = o.events.map((e) => e.createdAt.getTime());
      expect(times, o.orderNumber).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
      const paid = o.events.find((e) => e.status === "paid");
      if (paid) expect(paid.createdAt.getTime(), o.orderNumber).toBe(o.paidAt!.getTime());
      const invoiced = ["paid", "processing", "shipped", "delivered"].includes(o.status);
      expect(o.invoice !== null, o.orderNumber).toBe(invoiced);
      if (o.invoice) expect(o.invoice.placeOfSupply).toBe(o.shipState);
      if (["shipped", "delivered"].includes(o.status)) expect(o.courierName && o.trackingNumber, o.orderNumber).toBeTruthy();
    }
    const invoices = orders.flatMap((o) => (o.invoice ? [o.invoice] : [])).sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
    expect(invoices).toHaveLength(4);
    expect(invoices.map((i) => i.number)).toEqual(invoices.map((i) => `SA/${i.financialYear}/${String(i.sequence).padStart(5, "0")}`));

    // The counter of this year's order numbers is past every demo number.
    const highest = Math.max(...orders.map((o) => Number(o.orderNumber.slice(-5))));
    const counter = await prisma.counter.findUniqueOrThrow({ where: { key: `order:${NOW.getUTCFullYear()}` } });
    expect(counter.value).toBeGreaterThanOrEqual(highest);

    const settings = await prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(settings).toMatchObject({ legalName: "Silver Aura Jewellers", state: "Rajasthan", gstRateBps: 300 });
    expect(settings.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(settings.address).toContain("Jaipur");
    expect(settings.businessHours.length).toBeGreaterThan(5);
    expect(settings.grievanceOfficerName.length).toBeGreaterThan(3);
    expect(settings.grievanceOfficerContact).toContain("@");
  });

  it("does nothing on a second run", async () => {
    const before = await Promise.all([prisma.product.count(), prisma.order.count(), prisma.blogPost.count(), prisma.customer.count()]);
    const again = await seedDemo(prisma, { admin: ADMIN, now: NOW });
    expect(again.skipped).toBe(true);
    const after = await Promise.all([prisma.product.count(), prisma.order.count(), prisma.blogPost.count(), prisma.customer.count()]);
    expect(after).toEqual(before);
  });
});

describe("seedScale", () => {
  it("adds many products and orders on top of the demo data, once", async () => {
    const result = await seedScale(prisma, { products: 600, orders: 1500, batchSize: 400, now: NOW });
    expect(result).toMatchObject({ skipped: false, products: 600, images: 1200, orders: 1500 });
    expect(result.lines).toBeGreaterThanOrEqual(1500);

    const scale = { code: { startsWith: SCALE_CODE_PREFIX } };
    expect(await prisma.product.count({ where: scale })).toBe(600);
    expect(await prisma.product.count({ where: { code: { in: DEMO_CODES } } })).toBe(56);
    const sample = await prisma.product.findMany({ where: scale, include: { images: true, colors: true }, take: 50 });
    for (const p of sample) {
      expect(p.code).toBe(p.code.toUpperCase());
      expect(p.images).toHaveLength(2);
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.sellingPricePaise).toBe(sellingPricePaise(p.pricePaise, Number(p.discountPercent)));
    }
    // Whole rupees after the discount, and every price band of the filter has products.
    expect(await prisma.$queryRaw`SELECT count(*)::int AS n FROM "Product" WHERE code LIKE 'SX-%' AND ("sellingPricePaise" % 100 <> 0 OR "pricePaise" % 100 <> 0)`).toEqual([{ n: 0 }]);
    for (const band of PRICE_BAND_KEYS) {
      const { min, max } = PRICE_BANDS[band];
      const sellingPricePaise = { ...(min !== null && { gte: min * 100 }), ...(max !== null && { lt: max * 100 }) };
      expect(await prisma.product.count({ where: { ...scale, sellingPricePaise } }), band).toBeGreaterThan(10);
    }
    expect(await prisma.product.count({ where: { ...scale, category: { slug: "gift-cases" } } })).toBeGreaterThan(50);
    for (const flag of PRODUCT_FLAGS) expect(await prisma.product.count({ where: { ...scale, [flag]: true } })).toBeGreaterThan(20);

    const orders = await prisma.order.findMany({ where: { orderNumber: { contains: "-9" } }, include: { lines: true }, take: 200 });
    for (const o of orders) expect(o.totalPaise).toBe(o.lines.reduce((sum, l) => sum + l.linePricePaise, 0));

    expect((await seedScale(prisma, { products: 600, orders: 1500 })).skipped).toBe(true);
  });
});
