import { z } from "zod";
import { REVIEW_MSG } from "./messages";
import { REVIEW_LIMITS, REVIEW_STATUSES } from "./rules";

// The review form's fields (POST /api/reviews, multipart), after the server has stripped their
// markup, and the back office's calls. The messages are the form's own words.

const CUID_LIKE = /^c[a-z0-9]{20,30}$/;

export const ZReviewInput = z.object({
  productId: z.string({ error: REVIEW_MSG.productRequired }).regex(CUID_LIKE, { error: REVIEW_MSG.productRequired }),
  rating: z.coerce.number({ error: REVIEW_MSG.ratingRequired }).int({ error: REVIEW_MSG.ratingRequired }).min(1, { error: REVIEW_MSG.ratingRequired }).max(5, { error: REVIEW_MSG.ratingRequired }),
  title: z
    .string({ error: REVIEW_MSG.titleRequired })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, { error: REVIEW_MSG.titleRequired }).max(REVIEW_LIMITS.titleMax, { error: REVIEW_MSG.titleTooLong })),
  body: z
    .string({ error: REVIEW_MSG.bodyTooShort })
    .transform((value) => value.replace(/[ \t]+/g, " ").replace(/\n{3,}/g, "\n\n").trim())
    .pipe(z.string().min(REVIEW_LIMITS.bodyMin, { error: REVIEW_MSG.bodyTooShort }).max(REVIEW_LIMITS.bodyMax, { error: REVIEW_MSG.bodyTooLong })),
  /** On an edit: the ids of the review's photos to keep (the others are removed). */
  keepPhotoIds: z.array(z.string().max(40)).max(REVIEW_LIMITS.photos).default([]),
});
export type ReviewInput = z.output<typeof ZReviewInput>;

/** GET /api/reviews?productId=&page= */
export const ZPublicReviewQuery = z.object({
  productId: z.string().regex(CUID_LIKE, { error: "must be a product id" }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /api/admin/reviews?status=&q=&productId=&page=&limit= */
export const ZAdminReviewListQuery = z.object({
  status: z.enum([...REVIEW_STATUSES, "all"]).default("pending"),
  q: z.string().trim().max(100).default(""),
  productId: z.string().regex(CUID_LIKE, { error: "must be a product id" }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReviewListQuery = z.output<typeof ZAdminReviewListQuery>;

/** PATCH /api/admin/reviews/{id} */
export const ZReviewAction = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("publish") }),
    z.object({ action: z.literal("hide") }),
    z.object({
      action: z.literal("reply"),
      reply: z
        .string({ error: REVIEW_MSG.replyRequired })
        .transform((value) => value.trim())
        .pipe(z.string().min(1, { error: REVIEW_MSG.replyRequired }).max(REVIEW_LIMITS.replyMax, { error: REVIEW_MSG.replyTooLong })),
    }),
    z.object({ action: z.literal("remove_reply") }),
  ],
  { error: REVIEW_MSG.badAction },
);
export type ReviewAction = z.output<typeof ZReviewAction>;
