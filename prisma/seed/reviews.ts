import type { MoneyTransaction } from "@/server/db-money";
import { reviewAuthorName } from "@/lib/reviews/rules";
import { CUSTOMERS } from "./content-data";

// Demo reviews (issue 22): written by demo customers about pieces of their own delivered orders
// (verified purchases, like every real one) and published by the shop, so the product page, its
// structured data and the cards have something true to show. None is made up beyond the demo.

interface ReviewSeed {
  /** Index into CUSTOMERS. */
  customer: number;
  code: string;
  rating: number;
  title: string;
  body: string;
  reply?: string;
}

export const DEMO_REVIEWS: readonly ReviewSeed[] = [
  {
    customer: 0,
    code: "NK-1001",
    rating: 5,
    title: "Delicate and well finished",
    body: "The chain is fine but strong, and the pendant catches the light beautifully. The hallmark is clear on the clasp. I wear it every day.",
    reply: "Thank you, Priya! We are so glad it has become your everyday piece.",
  },
  {
    customer: 0,
    code: "TP-4001",
    rating: 4,
    title: "Pretty studs, a little small",
    body: "Lovely polish and comfortable to wear all day. They are smaller than I pictured from the photos, so check the size, but I am happy with them.",
  },
];

/** The demo reviews, published, with each product's count and star sum; returns how many were written. */
export async function seedDemoReviews(tx: MoneyTransaction, now: Date): Promise<number> {
  let written = 0;
  for (const seed of DEMO_REVIEWS) {
    const customer = CUSTOMERS[seed.customer];
    if (!customer) continue;
    const order = await tx.order.findFirst({
      where: { status: "delivered", customer: { email: customer.email }, lines: { some: { productCode: seed.code, productId: { not: null } } } },
      select: { id: true, customerId: true, deliveredAt: true, lines: { where: { productCode: seed.code }, select: { productId: true }, take: 1 } },
    });
    const productId = order?.lines[0]?.productId;
    if (!order?.customerId || !productId) continue; // only a verified purchase is reviewed
    const delivered = order.deliveredAt ?? now;
    const publishedAt = new Date(Math.min(now.getTime() - 60_000, delivered.getTime() + 2 * 24 * 60 * 60 * 1000));
    await tx.review.create({
      data: {
        productId,
        customerId: order.customerId,
        orderId: order.id,
        rating: seed.rating,
        title: seed.title,
        body: seed.body,
        authorName: reviewAuthorName(customer.name),
        status: "published",
        publishedAt,
        createdAt: new Date(publishedAt.getTime() - 6 * 60 * 60 * 1000),
        ...(seed.reply ? { reply: seed.reply, repliedAt: publishedAt } : {}),
      },
    });
    await tx.product.update({ where: { id: productId }, data: { reviewCount: { increment: 1 }, ratingSum: { increment: seed.rating } } });
    written++;
  }
  return written;
}
