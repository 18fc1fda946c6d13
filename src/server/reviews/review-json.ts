import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { MyReviewJSON, PublicReviewJSON } from "@/lib/reviews/types";

// The one place reviews' rows become the JSON the pages and the API show.

export const photoSelect = { select: { id: true, url: true }, orderBy: { sortOrder: "asc" } } satisfies Prisma.Review$photosArgs;

export const publicReviewSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  authorName: true,
  publishedAt: true,
  createdAt: true,
  reply: true,
  repliedAt: true,
  photos: photoSelect,
} satisfies Prisma.ReviewSelect;

type PublicRow = Prisma.ReviewGetPayload<{ select: typeof publicReviewSelect }>;

export function publicReviewJSON(row: PublicRow): PublicReviewJSON {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    verified: true,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    photos: row.photos,
  };
}

export const myReviewSelect = { id: true, rating: true, title: true, body: true, status: true, updatedAt: true, photos: photoSelect } satisfies Prisma.ReviewSelect;

type MyRow = Prisma.ReviewGetPayload<{ select: typeof myReviewSelect }>;

export function myReviewJSON(row: MyRow): MyReviewJSON {
  return { id: row.id, rating: row.rating, title: row.title, body: row.body, status: row.status, updatedAt: row.updatedAt.toISOString(), photos: row.photos };
}
