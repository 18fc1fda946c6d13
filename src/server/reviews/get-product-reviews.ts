import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { REVIEWS_PAGE_SIZE, averageRating, ratingDistribution } from "@/lib/reviews/rules";
import type { PublicReviewPage } from "@/lib/reviews/types";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import { publicReviewJSON, publicReviewSelect } from "./review-json";

/**
 * One page of a product's published reviews, newest first, with the summary (count, average and
 * the 5..1 distribution). Cached with the product's tag: publishing, hiding or replying expires it
 * (refreshStorefront), so the product page and GET /api/reviews follow at once.
 */
export async function getProductReviews(productId: string, page = 1, pageSize = REVIEWS_PAGE_SIZE): Promise<PublicReviewPage> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.product(productId));

  const where = { productId, status: "published" } as const;
  const [groups, rows] = await Promise.all([
    db.review.groupBy({ by: ["rating"], where, _count: { _all: true } }),
    db.review.findMany({ where, orderBy: [{ publishedAt: "desc" }, { id: "desc" }], skip: (page - 1) * pageSize, take: pageSize, select: publicReviewSelect }),
  ]);
  const distribution = ratingDistribution(groups.map((group) => ({ rating: group.rating, count: group._count._all })));
  const count = distribution.reduce((sum, row) => sum + row.count, 0);
  const ratingSum = distribution.reduce((sum, row) => sum + row.stars * row.count, 0);
  return {
    reviews: rows.map(publicReviewJSON),
    summary: { count, ratingSum, average: averageRating(count, ratingSum), distribution },
    page,
    pages: Math.max(1, Math.ceil(count / pageSize)),
  };
}
