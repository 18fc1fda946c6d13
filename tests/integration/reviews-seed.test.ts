import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MoneyClient } from "@/server/db-money";
import { clearDeliveryTable } from "./delivery-support";
import { createSeedClient } from "../../prisma/seed/client";
import { DEMO_REVIEWS } from "../../prisma/seed/reviews";
import { seedDemo } from "../../prisma/seed/seed-demo";
import { wipeSeededData } from "../../prisma/seed/wipe";

// The demo's reviews (issue 22): only real verified purchases (a demo customer's delivered order of
// the piece), published, and each product's count and star sum agree with them.

let prisma: MoneyClient;

beforeAll(async () => {
  prisma = createSeedClient();
  await seedDemo(prisma, { force: true, now: new Date("2026-11-21T12:00:00Z") });
});

afterAll(async () => {
  await wipeSeededData(prisma);
  await clearDeliveryTable();
  await prisma.$disconnect();
});

describe("the demo reviews", () => {
  it("are published, each by the buyer of a delivered order of the piece", async () => {
    const reviews = await prisma.review.findMany({ include: { product: { select: { code: true } } } });
    expect(reviews).toHaveLength(DEMO_REVIEWS.length);
    for (const review of reviews) {
      expect(review.status).toBe("published");
      expect(review.publishedAt).not.toBeNull();
      const order = await prisma.order.findUniqueOrThrow({ where: { id: review.orderId! }, include: { lines: true } });
      expect(order.status).toBe("delivered");
      expect(order.customerId).toBe(review.customerId);
      expect(order.lines.some((line) => line.productId === review.productId)).toBe(true);
    }
  });

  it("each product's count and star sum are its published reviews'", async () => {
    const products = await prisma.product.findMany({ where: { reviewCount: { gt: 0 } }, select: { id: true, reviewCount: true, ratingSum: true } });
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const agg = await prisma.review.aggregate({ where: { productId: product.id, status: "published" }, _count: { _all: true }, _sum: { rating: true } });
      expect(product.reviewCount).toBe(agg._count._all);
      expect(product.ratingSum).toBe(agg._sum.rating);
    }
  });
});
