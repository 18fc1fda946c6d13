import { z } from "zod";
import { wholeFromText } from "@/lib/schemas/number-text";
import { wholeNumber } from "@/lib/schemas/query-values";
import { REVIEW_MSG } from "./messages";
import { REVIEW_LIMITS, REVIEW_STATUSES } from "./rules";

// The review form's fields (POST /api/reviews, multipart), after the server has stripped their
// markup, and the back office's calls. The messages are the form's own words.

const CUID_LIKE = /^c[a-z0-9]{20,30}$/;

export const ZReviewInput = z.object({
  productId: z.string({ error: REVIEW_MSG.productRequired }).regex(CUID_LIKE, { error: REVIEW_MSG.productRequired }),
  /** 1 to 5 in plain digits ("5"; never "0x5", "5.0" or " 5 "). */
  rating: z.unknown().transform((value, ctx) => {
    const stars = wholeFromText(value);
    if (stars === null || stars < 1 || stars > 5) {
      ctx.addIssue({ code: "custom", message: REVIEW_MSG.ratingRequired });
      return z.NEVER;
    }
    return stars;
  }),
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
  page: wholeNumber(1, 10_000, 1),
});

/** GET /api/admin/reviews?status=&q=&productId=&page=&limit= */
export const ZAdminReviewListQuery = z.object({
  status: z.enum([...REVIEW_STATUSES, "all"]).default("pending"),
  q: z.string().trim().max(100).default(""),
  productId: z.string().regex(CUID_LIKE, { error: "must be a product id" }).optional(),
  page: wholeNumber(1, 10_000, 1),
  limit: wholeNumber(1, 100, 20),
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
