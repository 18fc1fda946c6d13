import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as blogsRoute from "@/app/api/admin/blogs/route";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as deliverySettingsRoute from "@/app/api/admin/delivery/settings/route";
import * as notificationsRoute from "@/app/api/admin/notifications/route";
import * as adminReviewsRoute from "@/app/api/admin/reviews/route";
import * as silverRateRoute from "@/app/api/admin/silver-rate/route";
import * as bulkCreateRoute from "@/app/api/product/bulk-create/route";
import * as createProductRoute from "@/app/api/product/create/route";
import * as reviewsRoute from "@/app/api/reviews/route";
import { env } from "@/env";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { PRICING_MSG } from "@/lib/admin/pricing-messages";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { readDeliverySettingsNow } from "@/server/delivery/delivery-settings";
import { createOrder } from "@/server/orders/create-order";
import { createCategory, createColor, uniq } from "../support/factories";
import { type TestCustomer, call, createCustomer, newAddress, sessionOf } from "./accounts-support";
import { adminSessionOf, callAsAdmin, callMultipart, createAdmin, pngFile } from "./admin-support";
import { pieces } from "./payments-support";

// Issue 40 part 3, "numbers in hex": every numeric field a client sends is read from decimal digits
// only (src/lib/schemas/number-text.ts, and query-values.ts for query strings). JavaScript's Number()
// and z.coerce.number() read "0x39D" as 925, "1e3" as 1000, " 5 " and "+5" as 5: each is a 400 in
// the field's words, while plain decimals are taken (with decimals where the field allows them).

const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const dir = await mkdtemp(p.join(os.tmpdir(), "decimal-digits-int-"));
  process.env.MEDIA_DIR = dir;
  return dir;
});

let token: string;
let savedDelivery: Awaited<ReturnType<typeof readDeliverySettingsNow>>;

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  savedDelivery = await readDeliverySettingsNow();
});

afterAll(async () => {
  await db.deliverySettings.upsert({ where: { id: 1 }, create: { id: 1, ...savedDelivery }, update: savedDelivery });
  const { rm } = await import("node:fs/promises");
  await rm(mediaDir, { recursive: true, force: true });
});

/** Spellings Number() reads as a number that are not plain decimal digits. */
const NOT_DIGITS = ["0x5", "0b101", "0o5", "1e0", " 5 ", "5 ", "+5", "5_0", "Infinity"];

describe("review rating", () => {
  let productId: string;

  beforeAll(async () => {
    productId = (await pieces(1))[0]!.id;
  });

  /** A customer with a delivered order of the piece (each case its own: 10 review writes an hour per customer). */
  async function deliveredBuyer(): Promise<TestCustomer> {
    const buyer = await createCustomer({ name: "Priya Sharma" });
    const order = await createOrder({
      source: "request",
      status: "draft",
      customerId: buyer.id,
      contact: { name: buyer.name, email: buyer.email, phone: "9876543210" },
      address: { street: "14 Lake View Road", city: "Pune", state: "Maharashtra", pincode: "411001", country: "India" },
      lines: [{ productId, quantity: 1 }],
      actor: "customer",
      now: new Date(),
    });
    await db.order.update({ where: { id: order.id }, data: { status: "delivered", deliveredAt: new Date() } });
    return buyer;
  }

  async function write(buyer: TestCustomer, rating: string) {
    const form = new FormData();
    form.append("productId", productId);
    form.append("rating", rating);
    form.append("title", "Lovely ring");
    form.append("body", "It shines and fits well; the silver looks great.");
    const request = new NextRequest("http://localhost/api/reviews", {
      method: "POST",
      headers: { origin: env.siteUrl, "sec-fetch-site": "same-origin", "x-forwarded-for": newAddress(), cookie: `${customerCookieName()}=${await sessionOf(buyer)}` },
      body: form,
    });
    const response = await reviewsRoute.POST(request, { params: Promise.resolve({}) });
    return { status: response.status, body: (await response.json()) as { status: number; msg: string } };
  }

  it.each([...NOT_DIGITS, "5.0", "0x4", "05.0", ""])("refuses the rating %j in words (400), storing nothing", async (rating) => {
    const buyer = await deliveredBuyer();
    const res = await write(buyer, rating);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: REVIEW_MSG.ratingRequired });
    expect(await db.review.count({ where: { customerId: buyer.id } })).toBe(0);
  });

  it("takes the rating 5 in digits", async () => {
    const buyer = await deliveredBuyer();
    expect((await write(buyer, "5")).status).toBe(201);
    const review = await db.review.findFirstOrThrow({ where: { customerId: buyer.id } });
    // Gone again: reviews.test.ts counts every review of the shared database.
    await db.review.delete({ where: { id: review.id } });
    expect(review).toMatchObject({ rating: 5 });
  });
});

describe("product form (multipart, and the bulk rows share its schema)", () => {
  let fields: () => Record<string, string | string[]>;

  beforeAll(async () => {
    const categoryID = (await createCategory()).id;
    const silver = (await createColor()).id;
    fields = () => ({ name: `Lotus Ring ${uniq()}`, description: "A lotus in silver.", price: "2000", discount: "15", quantity: "7", weight: "4.25", categoryID, colors: [silver] });
  });

  async function create(overrides: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields(), ...overrides })) for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
    form.append("images", await pngFile());
    return callMultipart(createProductRoute.POST, { form, adminToken: token });
  }

  it("refuses a purity, price, quantity, weight or net weight that is not plain decimal digits", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ purity: "0x39D" }, PRODUCT_MSG.purityInvalid],
      [{ purity: "925.0" }, PRODUCT_MSG.purityInvalid],
      [{ purity: " 925" }, PRODUCT_MSG.purityInvalid],
      [{ purity: "9.25e2" }, PRODUCT_MSG.purityInvalid],
      [{ price: "1e3" }, PRODUCT_MSG.priceInvalid],
      [{ price: "0x7D0" }, PRODUCT_MSG.priceInvalid],
      [{ price: " 2000 " }, PRODUCT_MSG.priceInvalid],
      [{ price: "+2000" }, PRODUCT_MSG.priceInvalid],
      [{ quantity: "5.0" }, PRODUCT_MSG.quantityInvalid],
      [{ quantity: "0x5" }, PRODUCT_MSG.quantityInvalid],
      [{ discount: "1e1" }, PRODUCT_MSG.discountInvalid],
      [{ weight: "0x4" }, PRODUCT_MSG.weightInvalid],
      [{ pricingMode: "by_weight", netWeight: "0x10", makingChargeKind: "per_gram", makingCharge: "12" }, PRODUCT_MSG.netWeightInvalid],
    ];
    const before = await db.product.count();
    for (const [overrides, msg] of cases) {
      const res = await create(overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body!.msg, JSON.stringify(overrides)).toBe(msg);
    }
    expect(await db.product.count()).toBe(before);
  });

  it("takes plain decimals: rupees with paise, grams with decimals, purity 925", async () => {
    const res = await create({ price: "2499.50", weight: "4.25", quantity: "3", purity: "925" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await db.product.findUniqueOrThrow({ where: { id: (res.body!.product as { _id: string })._id } });
    expect(row).toMatchObject({ pricePaise: 249950, stock: 3, purity: 925 });
  });
});

describe("bulk product rows (the CSV page's rows, JSON in a multipart form)", () => {
  it("refuses a row's purity, price or quantity that is not plain decimal digits, creating nothing", async () => {
    const categoryID = (await createCategory()).id;
    const silver = (await createColor()).id;
    const row = (overrides: Record<string, string>) => {
      const id = uniq();
      return { name: `Bulk Ring ${id}`, slug: `bulk-ring-${id}`, description: "From the bulk page.", price: "1200", discount: "0", categoryID, colors: [silver], weight: "3.5", quantity: "4", imageIndexes: "0", ...overrides };
    };
    const rows = [row({ purity: "0x39D" }), row({ price: "1.2e3" }), row({ quantity: "4.0" }), row({ price: "1200.50", purity: "925" })];
    const form = new FormData();
    form.append("products", JSON.stringify(rows));
    form.append("imageCount", "1");
    form.append("files", await pngFile());
    const res = await callMultipart(bulkCreateRoute.POST, { form, adminToken: token });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body!.rowErrors).toEqual(
      expect.arrayContaining([
        { row: 0, field: "purity", msg: PRODUCT_MSG.purityInvalid },
        { row: 1, field: "price", msg: PRODUCT_MSG.priceInvalid },
        { row: 2, field: "quantity", msg: PRODUCT_MSG.quantityInvalid },
      ]),
    );
    expect((res.body!.rowErrors as { row: number }[]).some((error) => error.row === 3)).toBe(false);
    expect(await db.product.count({ where: { slug: { in: rows.map((r) => r.slug) } } })).toBe(0);
  });
});

describe("delivery settings (JSON, numbers or the digits a field holds)", () => {
  const GOOD = { dispatchDaysMin: "1", dispatchDaysMax: "4", codEnabled: false, codFee: "49.50", codLimit: "20000", codOpenOrdersLimit: "2" };
  const put = (body: unknown) => callAsAdmin(deliverySettingsRoute.PUT, token, { method: "PUT", body });

  it.each<[Record<string, string>, string]>([
    ...NOT_DIGITS.map((days): [Record<string, string>, string] => [{ dispatchDaysMin: days }, DELIVERY_MSG.days]),
    [{ dispatchDaysMax: "4.0" }, DELIVERY_MSG.days],
    [{ codOpenOrdersLimit: "0x2" }, DELIVERY_MSG.openOrders],
    [{ codFee: "0x31" }, DELIVERY_MSG.rupees],
    [{ codFee: "4.95e1" }, DELIVERY_MSG.rupees],
    [{ codFee: " 49.50" }, DELIVERY_MSG.rupees],
    [{ codLimit: "+20000" }, DELIVERY_MSG.rupees],
  ])("refuses %j in words (400)", async (bad, msg) => {
    const res = await put({ ...GOOD, ...bad });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
  });

  it("takes digits, and rupees with paise", async () => {
    const res = await put(GOOD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.settings).toMatchObject({ dispatchDaysMin: 1, codFeePaise: 4950, codLimitPaise: 2_000_000 });
  });
});

describe("silver rate", () => {
  it.each(["0x64", "1e2", " 95.50", "+95.50", "95.5e0"])("refuses the rate %j in words (400)", async (rate) => {
    const res = await callAsAdmin(silverRateRoute.POST, token, { method: "POST", body: { rate } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: PRICING_MSG.rateInvalid });
  });
});

describe("query strings", () => {
  const get = (handler: unknown, url: string, admin = true) => (admin ? callAsAdmin(handler, token, { method: "GET", url }) : call(handler, { method: "GET", url }));

  it("refuses a page or limit that is not plain digits (400), and takes digits", async () => {
    const productId = (await pieces(1))[0]!.id;
    const cases: [unknown, string, boolean][] = [
      [reviewsRoute.GET, `http://localhost/api/reviews?productId=${productId}&page=`, false],
      [adminReviewsRoute.GET, "http://localhost/api/admin/reviews?limit=", true],
      [blogsRoute.GET, "http://localhost/api/admin/blogs?page=", true],
      [auditRoute.GET, "http://localhost/api/admin/audit?limit=", true],
      [notificationsRoute.GET, "http://localhost/api/admin/notifications?page=", true],
    ];
    for (const [handler, url, admin] of cases) {
      for (const bad of ["0x2", "1e1", "%202", "%2B2", "2.0"]) {
        const res = await get(handler, `${url}${bad}`, admin);
        expect(res.status, `${url}${bad}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body!.msg, url).toMatch(/^Invalid query\. (page|limit): must be a (whole )?number$/);
      }
      expect((await get(handler, `${url}2`, admin)).status, url).toBe(200);
    }
  });
});
