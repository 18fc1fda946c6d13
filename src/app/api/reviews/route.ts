import { connection } from "next/server";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { REVIEW_WRITES_PER_HOUR } from "@/lib/reviews/rules";
import { ZPublicReviewQuery } from "@/lib/reviews/schemas";
import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";
import { enforceRateLimit } from "@/server/rate-limit";
import { getProductReviews } from "@/server/reviews/get-product-reviews";
import { readReviewForm } from "@/server/reviews/read-review-form";
import { writeReview } from "@/server/reviews/write-review";

// Verified reviews (issue 22; the paths are ours).

// GET /api/reviews?productId=&page= → { reviews, summary, page, pages }: a product's published
// reviews, newest first, 5 a page (cached under the product's tag). Public.
export const GET = route({ auth: "public" }, async (request) => {
  await connection();
  const { productId, page } = parseQuery(request, ZPublicReviewQuery);
  return ok({ ...(await getProductReviews(productId, page)) }, REVIEW_MSG.fetched, { headers: PUBLIC_CACHE_HEADERS });
});

// POST /api/reviews (multipart: productId, rating 1–5, title, body, keepPhotoIds*, photos ≤ 3)
// → 201 { review } (new, pending) or 200 { review } (the customer's review of that piece, edited,
// pending again). 403 without a delivered order of the piece; 429 past 10 writes an hour.
export const POST = route({ auth: "customer" }, async (request, _context, { customer }) => {
  await enforceRateLimit({ name: "review-write", limit: REVIEW_WRITES_PER_HOUR, windowMs: 60 * 60 * 1000 }, customer.id, REVIEW_MSG.rateLimited);
  const { input, files } = await readReviewForm(request);
  const { review, created } = await writeReview({ customer, input, files });
  return ok({ review }, created ? REVIEW_MSG.created : REVIEW_MSG.edited, { status: created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
