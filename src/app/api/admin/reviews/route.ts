import { connection } from "next/server";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { ZAdminReviewListQuery } from "@/lib/reviews/schemas";
import { listReviews } from "@/server/admin/reviews/list-reviews";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/admin/reviews?status=pending|published|hidden|all&q=&productId=&page=&limit=
// → { reviews, total, page, pages, limit, counts: { pending, published, hidden, all } } (issue 22; ours).
export const GET = route({ auth: "admin", permission: "reviews" }, async (request) => {
  await connection();
  return ok({ ...(await listReviews(parseQuery(request, ZAdminReviewListQuery))) }, REVIEW_MSG.fetched, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
