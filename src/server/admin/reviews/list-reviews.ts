import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { REVIEW_STATUSES, type ReviewStatus } from "@/lib/reviews/rules";
import type { AdminReviewListQuery } from "@/lib/reviews/schemas";
import type { AdminReviewJSON, AdminReviewListJSON } from "@/lib/reviews/types";
import { db } from "@/server/db";
import { escapeLike } from "@/server/escape-like";
import { photoSelect } from "@/server/reviews/review-json";

const adminReviewSelect = {
  id: true,
  status: true,
  rating: true,
  title: true,
  body: true,
  authorName: true,
  reply: true,
  repliedAt: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  orderId: true,
  customer: { select: { email: true } },
  product: { select: { id: true, name: true, code: true } },
  photos: photoSelect,
} satisfies Prisma.ReviewSelect;

/**
 * The back office's review list: one status (pending first by default) or all, searched in the
 * title, text, author, product name and code, optionally one product's; newest first; with the
 * count of each status for the same search.
 */
export async function listReviews(query: AdminReviewListQuery): Promise<AdminReviewListJSON> {
  const base: Prisma.ReviewWhereInput = {
    ...(query.productId ? { productId: query.productId } : {}),
    ...(query.q
      ? {
          OR: [
            { title: { contains: escapeLike(query.q), mode: "insensitive" } },
            { body: { contains: escapeLike(query.q), mode: "insensitive" } },
            { authorName: { contains: escapeLike(query.q), mode: "insensitive" } },
            { product: { name: { contains: escapeLike(query.q), mode: "insensitive" } } },
            { product: { code: { contains: escapeLike(query.q), mode: "insensitive" } } },
          ],
        }
      : {}),
  };
  const where: Prisma.ReviewWhereInput = query.status === "all" ? base : { ...base, status: query.status };

  const [groups, total] = await Promise.all([db.review.groupBy({ by: ["status"], where: base, _count: { _all: true } }), db.review.count({ where })]);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, 0])) as Record<ReviewStatus | "all", number>;
  counts.all = 0;
  for (const group of groups) {
    counts[group.status] = group._count._all;
    counts.all += group._count._all;
  }

  const skip = (query.page - 1) * query.limit;
  const rows = skip >= total ? [] : await db.review.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take: query.limit, select: adminReviewSelect });
  const orderIds = [...new Set(rows.map((row) => row.orderId).filter((id): id is string => Boolean(id)))];
  const orders = orderIds.length ? await db.order.findMany({ where: { id: { in: orderIds } }, select: { id: true, orderNumber: true } }) : [];
  const numbers = new Map(orders.map((order) => [order.id, order.orderNumber]));

  const reviews: AdminReviewJSON[] = rows.map((row) => ({
    id: row.id,
    status: row.status,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    customerEmail: row.customer.email,
    product: row.product,
    orderNumber: row.orderId ? (numbers.get(row.orderId) ?? null) : null,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    photos: row.photos,
  }));
  return { reviews, total, page: query.page, pages: Math.ceil(total / query.limit), limit: query.limit, counts };
}
