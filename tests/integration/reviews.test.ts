import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as adminOneRoute from "@/app/api/admin/reviews/[id]/route";
import * as adminListRoute from "@/app/api/admin/reviews/route";
import * as mineRoute from "@/app/api/reviews/mine/route";
import * as reviewsRoute from "@/app/api/reviews/route";
import { env } from "@/env";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import type { AdminReviewJSON, PublicReviewJSON, ReviewablePieceJSON } from "@/lib/reviews/types";
import type { Order } from "@/lib/types/order";
import { customerCookieName } from "@/server/auth/customer-session";
import { getProduct } from "@/server/catalogue/get-product";
import { db } from "@/server/db";
import { createOrder } from "@/server/orders/create-order";
import { getProductReviews } from "@/server/reviews/get-product-reviews";
import { productJsonLd } from "@/server/seo/json-ld";
import { merchantListingProblem } from "../support/merchant-listing-schema";
import { invalidatedTags } from "../support/next-cache-shim";
import { createCategory, createProduct } from "../support/factories";
import { type Body, type TestCustomer, call, createCustomer, newAddress, sessionOf } from "./accounts-support";
import { adminSessionOf, callAsAdmin, createAdmin, pngFile } from "./admin-support";

// Verified reviews (issue 22): only a buyer of a delivered order writes one; the owner publishes,
// hides and replies; the product's count and star sum follow in the same transaction.

const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const root = await mkdtemp(p.join(os.tmpdir(), "reviews-int-"));
  const dir = p.join(root, "media");
  process.env.MEDIA_DIR = dir;
  return dir;
});

afterAll(async () => {
  const { rm } = await import("node:fs/promises");
  await rm(path.dirname(mediaDir), { recursive: true, force: true });
});

let adminToken: string;
let productId: string;
let otherProductId: string;
let priya: TestCustomer;
let arjun: TestCustomer;

async function place(customer: TestCustomer, productIds: string[], status: "delivered" | "shipped" = "delivered"): Promise<Order> {
  const order = await createOrder({
    source: "request",
    status: "draft",
    customerId: customer.id,
    contact: { name: customer.name, email: customer.email, phone: "9876543210" },
    address: { street: "14 Lake View Road", city: "Pune", state: "Maharashtra", pincode: "411001", country: "India" },
    lines: productIds.map((id) => ({ productId: id, quantity: 1 })),
    actor: "customer",
    now: new Date(),
  });
  await db.order.update({ where: { id: order.id }, data: { status, ...(status === "delivered" && { deliveredAt: new Date() }) } });
  return order;
}

const GOOD = { rating: "4", title: "Lovely ring", body: "It shines and fits well; the silver looks great." };

/** POST /api/reviews as the customer, a multipart form like the page sends. */
async function write(customer: TestCustomer | null, fields: Record<string, string | string[]>, photos: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  for (const photo of photos) form.append("photos", photo);
  const request = new NextRequest("http://localhost/api/reviews", {
    method: "POST",
    headers: {
      origin: env.siteUrl,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": newAddress(),
      ...(customer ? { cookie: `${customerCookieName()}=${await sessionOf(customer)}` } : {}),
    },
    body: form,
  });
  const response = await reviewsRoute.POST(request, { params: Promise.resolve({}) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Body | null };
}

const moderate = (id: string, body: unknown) => callAsAdmin(adminOneRoute.PATCH, adminToken, { method: "PATCH", params: { id }, body });
const counts = async (id = productId) => db.product.findUniqueOrThrow({ where: { id }, select: { reviewCount: true, ratingSum: true } });
const publicPage = async (id = productId, page = 1) =>
  call(reviewsRoute.GET, { method: "GET", url: `http://localhost/api/reviews?productId=${id}&page=${page}` });

async function reviewOf(customer: TestCustomer, id = productId) {
  return db.review.findUniqueOrThrow({ where: { productId_customerId: { productId: id, customerId: customer.id } }, include: { photos: true } });
}

beforeAll(async () => {
  adminToken = await adminSessionOf(await createAdmin());
  const category = await createCategory();
  productId = (await createProduct({ categoryId: category.id, images: ["/images/test-ring.webp"] })).id;
  otherProductId = (await createProduct({ categoryId: category.id })).id;
  priya = await createCustomer({ name: "Priya Sharma" });
  arjun = await createCustomer({ name: "Arjun Nair" });
});

beforeEach(() => {
  invalidatedTags.length = 0;
});

describe("writing a review", () => {
  it("needs a session (401) and a delivered order of the piece (403)", async () => {
    expect((await write(null, { productId, ...GOOD })).status).toBe(401);

    // An order that is only shipped does not count.
    await place(priya, [productId], "shipped");
    const notYet = await write(priya, { productId, ...GOOD });
    expect(notYet.status).toBe(403);
    expect(notYet.body?.msg).toBe(REVIEW_MSG.notPurchased);
    expect(await db.review.count({ where: { customerId: priya.id } })).toBe(0);
  });

  it("a verified buyer's review is stored pending (201), with the account's short name, markup stripped and a photo", async () => {
    await place(priya, [productId]);
    const res = await write(priya, { productId, rating: "5", title: "<b>Beautiful</b> ring", body: "<script>alert(1)</script>Shines <i>every</i> day & fits well." }, [await pngFile("me.png")]);
    expect(res.status).toBe(201);
    expect(res.body?.msg).toBe(REVIEW_MSG.created);
    const row = await reviewOf(priya);
    expect(row).toMatchObject({ status: "pending", rating: 5, title: "Beautiful ring", body: "Shines every day & fits well.", authorName: "Priya S.", publishedAt: null });
    expect(row.orderId).not.toBeNull();
    expect(row.photos).toHaveLength(1);
    expect(row.photos[0]!.url).toMatch(/^\/media\/reviews\/\d{4}\/[0-9a-f-]+\.webp$/);
  });

  it("is not on the product page, its API or its JSON-LD until published", async () => {
    const page = await getProductReviews(productId);
    expect(page.summary.count).toBe(0);
    expect(page.reviews).toHaveLength(0);
    const api = await publicPage();
    expect(api.status).toBe(200);
    expect(api.body?.reviews).toEqual([]);
    const ld = productJsonLd((await getProduct(productId))!, undefined, undefined, page) as unknown as Record<string, unknown>;
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
    expect(await counts()).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it("refuses bad input with the form's messages (400), nothing stored", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ productId, ...GOOD, rating: "6" }, REVIEW_MSG.ratingRequired],
      [{ productId, ...GOOD, rating: "" }, REVIEW_MSG.ratingRequired],
      [{ productId, ...GOOD, title: "   " }, REVIEW_MSG.titleRequired],
      [{ productId, ...GOOD, title: "x".repeat(121) }, REVIEW_MSG.titleTooLong],
      [{ productId, ...GOOD, body: "Too short" }, REVIEW_MSG.bodyTooShort],
      // Markup does not count towards the length.
      [{ productId, ...GOOD, body: "<p><b><i>Nice</i></b></p><img src=x onerror=alert(1)>" }, REVIEW_MSG.bodyTooShort],
      [{ productId, ...GOOD, body: "y".repeat(2001) }, REVIEW_MSG.bodyTooLong],
      [{ productId: "not-a-product", ...GOOD }, REVIEW_MSG.productRequired],
    ];
    const tester = await createCustomer({ name: "Asha Verma" });
    await place(tester, [productId]);
    for (const [fields, msg] of cases) {
      const res = await write(tester, fields);
      expect(res.status, msg).toBe(400);
      expect(res.body?.msg).toBe(msg);
    }
    expect(await db.review.count({ where: { customerId: tester.id } })).toBe(0);
  });

  it("refuses a fourth photo and a file that is not a picture", async () => {
    await place(arjun, [productId]);
    const four = await write(arjun, { productId, ...GOOD }, await Promise.all([1, 2, 3, 4].map((n) => pngFile(`p${n}.png`))));
    expect(four.status).toBe(400);
    const fake = await write(arjun, { productId, ...GOOD }, [new File([new Uint8Array(Buffer.from("not a picture at all"))], "x.png", { type: "image/png" })]);
    expect(fake.status).toBe(400);
    expect(await db.review.count({ where: { customerId: arjun.id } })).toBe(0);
  });

  it("lists the customer's own delivered pieces with their reviews, never another's", async () => {
    const res = await call(mineRoute.GET, { method: "GET", session: await sessionOf(priya) });
    expect(res.status).toBe(200);
    const pieces = res.body?.pieces as ReviewablePieceJSON[];
    expect(pieces.map((piece) => piece.productId)).toEqual([productId]);
    expect(pieces[0]!.review).toMatchObject({ status: "pending", rating: 5, title: "Beautiful ring" });
    expect((await call(mineRoute.GET, { method: "GET" })).status).toBe(401);
  });
});

describe("moderation", () => {
  let priyaReview: string;

  it("publishing counts the review once and shows it on the page and in the JSON-LD", async () => {
    priyaReview = (await reviewOf(priya)).id;
    const res = await moderate(priyaReview, { action: "publish" });
    expect(res.status).toBe(200);
    expect(res.body?.msg).toBe(REVIEW_MSG.published);
    expect(await counts()).toEqual({ reviewCount: 1, ratingSum: 5 });
    expect(invalidatedTags).toEqual(expect.arrayContaining([`product:${productId}`, "products"]));

    const twice = await moderate(priyaReview, { action: "publish" });
    expect(twice.status).toBe(409);
    expect(twice.body?.msg).toBe(REVIEW_MSG.alreadyPublished);
    expect(await counts()).toEqual({ reviewCount: 1, ratingSum: 5 });

    const api = await publicPage();
    const reviews = api.body?.reviews as PublicReviewJSON[];
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ title: "Beautiful ring", authorName: "Priya S.", verified: true, rating: 5 });
    expect(reviews[0]!.photos).toHaveLength(1);
    expect(api.body?.summary).toMatchObject({ count: 1, average: 5, distribution: [{ stars: 5, count: 1 }, { stars: 4, count: 0 }, { stars: 3, count: 0 }, { stars: 2, count: 0 }, { stars: 1, count: 0 }] });

    const product = (await getProduct(productId))!;
    expect(product).toMatchObject({ reviewCount: 1, ratingSum: 5 });
    const ld = productJsonLd(product, undefined, undefined, await getProductReviews(productId)) as unknown as Record<string, unknown>;
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      expect.objectContaining({ "@type": "Review", author: { "@type": "Person", name: "Priya S." }, name: "Beautiful ring", reviewRating: expect.objectContaining({ ratingValue: 5 }) }),
    ]);
    expect(merchantListingProblem(ld)).toBeNull();
  });

  it("publishing the same review twice at once still counts it once (row lock)", async () => {
    await write(arjun, { productId, ...GOOD });
    const id = (await reviewOf(arjun)).id;
    const results = await Promise.all([moderate(id, { action: "publish" }), moderate(id, { action: "publish" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await counts()).toEqual({ reviewCount: 2, ratingSum: 9 });
  });

  it("a reply shows on the page; it can be changed and removed; each step audited", async () => {
    expect((await moderate(priyaReview, { action: "reply", reply: "  " })).body?.msg).toBe(REVIEW_MSG.replyRequired);
    const res = await moderate(priyaReview, { action: "reply", reply: "Thank you, Priya!" });
    expect(res.status).toBe(200);
    const shown = (await getProductReviews(productId)).reviews.find((r) => r.id === priyaReview)!;
    expect(shown.reply).toBe("Thank you, Priya!");
    expect((await moderate(priyaReview, { action: "remove_reply" })).status).toBe(200);
    expect((await moderate(priyaReview, { action: "remove_reply" })).status).toBe(409);

    const audit = await db.auditLog.findMany({ where: { entity: "review", entityId: priyaReview }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["status", "update", "update"]);
    expect(audit[0]!.summary).toContain("Published");
  });

  it("hiding takes it back out of the count and the page", async () => {
    const res = await moderate(priyaReview, { action: "hide" });
    expect(res.status).toBe(200);
    expect(await counts()).toEqual({ reviewCount: 1, ratingSum: 4 });
    expect((await getProductReviews(productId)).reviews.map((r) => r.id)).not.toContain(priyaReview);
    expect((await moderate(priyaReview, { action: "hide" })).status).toBe(409);
    // Publishing it again counts it again.
    expect((await moderate(priyaReview, { action: "publish" })).status).toBe(200);
    expect(await counts()).toEqual({ reviewCount: 2, ratingSum: 9 });
    expect((await moderate(priyaReview, { action: "hide" })).status).toBe(200);
    expect(await counts()).toEqual({ reviewCount: 1, ratingSum: 4 });
  });

  it("an edit of a published review goes back to pending and out of the counts; a second POST edits, never adds", async () => {
    const before = await reviewOf(arjun);
    expect(before.status).toBe("published");
    const res = await write(arjun, { productId, rating: "2", title: "Changed my mind", body: "The clasp broke after a week, sadly." });
    expect(res.status).toBe(200);
    expect(res.body?.msg).toBe(REVIEW_MSG.edited);
    const after = await reviewOf(arjun);
    expect(after).toMatchObject({ id: before.id, status: "pending", rating: 2, title: "Changed my mind", publishedAt: null });
    expect(await counts()).toEqual({ reviewCount: 0, ratingSum: 0 });
    expect(await db.review.count({ where: { customerId: arjun.id, productId } })).toBe(1);
    expect(invalidatedTags).toContain(`product:${productId}`);

    expect((await moderate(after.id, { action: "publish" })).status).toBe(200);
    expect(await counts()).toEqual({ reviewCount: 1, ratingSum: 2 });
  });

  it("an edit keeps the photos asked for and adds new ones, at most three", async () => {
    const old = (await reviewOf(priya)).photos[0]!;
    const res = await write(priya, { productId, ...GOOD, keepPhotoIds: [old.id] }, [await pngFile("a.png"), await pngFile("b.png")]);
    expect(res.status).toBe(200);
    const photos = (await reviewOf(priya)).photos.sort((a, b) => a.sortOrder - b.sortOrder);
    expect(photos.map((p) => p.id)[0]).toBe(old.id);
    expect(photos).toHaveLength(3);
    const tooMany = await write(priya, { productId, ...GOOD, keepPhotoIds: photos.map((p) => p.id) }, [await pngFile("c.png")]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body?.msg).toBe(REVIEW_MSG.tooManyPhotos);
    // Dropping them all.
    expect((await write(priya, { productId, ...GOOD })).status).toBe(200);
    expect((await reviewOf(priya)).photos).toHaveLength(0);
  });

  it("lists by status with counts, pending first, searchable and per product", async () => {
    const list = await callAsAdmin(adminListRoute.GET, adminToken, { method: "GET", url: "http://localhost/api/admin/reviews" });
    expect(list.status).toBe(200);
    const reviews = list.body?.reviews as AdminReviewJSON[];
    expect(reviews.every((r) => r.status === "pending")).toBe(true);
    expect(list.body?.counts).toMatchObject({ pending: 1, published: 1, hidden: 0, all: 2 });
    expect(reviews[0]).toMatchObject({ authorName: "Priya S.", customerEmail: priya.email, product: { id: productId } });
    expect(reviews[0]!.orderNumber).toMatch(/\S/);

    const found = await callAsAdmin(adminListRoute.GET, adminToken, { method: "GET", url: "http://localhost/api/admin/reviews?status=all&q=clasp" });
    expect((found.body?.reviews as AdminReviewJSON[]).map((r) => r.title)).toEqual(["Changed my mind"]);
    const other = await callAsAdmin(adminListRoute.GET, adminToken, { method: "GET", url: `http://localhost/api/admin/reviews?status=all&productId=${otherProductId}` });
    expect(other.body?.reviews).toEqual([]);
    const bad = await callAsAdmin(adminListRoute.GET, adminToken, { method: "GET", url: "http://localhost/api/admin/reviews?status=deleted" });
    expect(bad.status).toBe(400);
  });

  it("refuses customers and visitors (403/401), an unknown review (404) and a bad action (400)", async () => {
    const id = (await reviewOf(priya)).id;
    expect((await call(adminOneRoute.PATCH, { method: "PATCH", params: { id }, body: { action: "publish" }, session: await sessionOf(priya) })).status).toBe(403);
    expect((await call(adminOneRoute.PATCH, { method: "PATCH", params: { id }, body: { action: "publish" } })).status).toBe(401);
    expect((await call(adminListRoute.GET, { method: "GET", session: await sessionOf(priya) })).status).toBe(403);
    expect((await moderate("cm0000000000000000000000a", { action: "publish" })).status).toBe(404);
    const bad = await moderate(id, { action: "delete" });
    expect(bad.status).toBe(400);
    expect(bad.body?.msg).toBe(REVIEW_MSG.badAction);
    expect((await reviewOf(priya)).status).toBe("pending");
  });
});

describe("abuse", () => {
  it("IDOR: another customer's delivered order does not let a customer review the piece, nor touch their review", async () => {
    const meera = await createCustomer({ name: "Meera Iyer" });
    // Priya's delivered order has otherProductId; Meera has none of it.
    await place(priya, [otherProductId]);
    const res = await write(meera, { productId: otherProductId, ...GOOD });
    expect(res.status).toBe(403);
    // Meera reviewing productId after her own delivery edits only her own review, never Priya's.
    await place(meera, [productId]);
    const priyaBefore = await reviewOf(priya);
    expect((await write(meera, { productId, ...GOOD, keepPhotoIds: priyaBefore.photos.map((p) => p.id) })).status).toBe(201);
    const priyaAfter = await reviewOf(priya);
    expect(priyaAfter.updatedAt).toEqual(priyaBefore.updatedAt);
    expect((await reviewOf(meera)).customerId).toBe(meera.id);
  });

  it("rate limits writes per customer: the 11th within the hour is a 429 with Retry-After", async () => {
    const kabir = await createCustomer({ name: "Kabir Singh" });
    await place(kabir, [productId]);
    for (let i = 0; i < 10; i++) expect((await write(kabir, { productId, ...GOOD, title: `Try ${i}` })).status).toBeLessThan(300);
    const res = await write(kabir, { productId, ...GOOD });
    expect(res.status).toBe(429);
    expect(res.body?.msg).toMatch(/try again in \d+ minute/);
  });

  it("GET /api/reviews refuses a bad product id (400) and pages", async () => {
    expect((await call(reviewsRoute.GET, { method: "GET", url: "http://localhost/api/reviews?productId=x" })).status).toBe(400);
    const page2 = await publicPage(productId, 2);
    expect(page2.status).toBe(200);
    expect(page2.body?.reviews).toEqual([]);
  });
});
