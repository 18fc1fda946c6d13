import "server-only";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import type { ReviewAction } from "@/lib/reviews/schemas";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { conflict, notFound } from "@/server/errors";
import { adjustProductRating, lockReview } from "@/server/reviews/adjust-product-rating";

const DONE: Record<ReviewAction["action"], string> = {
  publish: REVIEW_MSG.published,
  hide: REVIEW_MSG.hidden,
  reply: REVIEW_MSG.replied,
  remove_reply: REVIEW_MSG.replyRemoved,
};

/**
 * The owner publishes, hides or replies to a review. In one transaction with the review's row
 * locked: the status moves, the product's published count and star sum follow (publishing twice is
 * refused, so a review counts once), and the audit log records it. Then the product's page, its
 * reviews and the listings are expired, so shoppers see the change.
 */
export async function moderateReview({ admin, id, change }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; change: ReviewAction }): Promise<{ msg: string }> {
  const productId = await db.$transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review) throw notFound(REVIEW_MSG.reviewNotFound);
    const current = await tx.review.findUniqueOrThrow({ where: { id }, select: { title: true, reply: true, product: { select: { name: true } } } });
    const label = `review "${current.title}" of "${current.product.name}"`;

    switch (change.action) {
      case "publish": {
        if (review.status === "published") throw conflict(REVIEW_MSG.alreadyPublished);
        await tx.review.update({ where: { id }, data: { status: "published", publishedAt: new Date() }, select: { id: true } });
        await adjustProductRating(tx, review.productId, review.rating, 1);
        await recordAudit(tx, admin, { entity: "review", entityId: id, action: "status", summary: `Published ${label}`, changes: { status: [review.status, "published"] } });
        break;
      }
      case "hide": {
        if (review.status === "hidden") throw conflict(REVIEW_MSG.alreadyHidden);
        await tx.review.update({ where: { id }, data: { status: "hidden" }, select: { id: true } });
        if (review.status === "published") await adjustProductRating(tx, review.productId, review.rating, -1);
        await recordAudit(tx, admin, { entity: "review", entityId: id, action: "status", summary: `Hid ${label}`, changes: { status: [review.status, "hidden"] } });
        break;
      }
      case "reply": {
        await tx.review.update({ where: { id }, data: { reply: change.reply, repliedAt: new Date() }, select: { id: true } });
        await recordAudit(tx, admin, { entity: "review", entityId: id, action: "update", summary: `Replied to ${label}`, changes: { reply: [current.reply, change.reply] } });
        break;
      }
      case "remove_reply": {
        if (current.reply === null) throw conflict(REVIEW_MSG.noReply);
        await tx.review.update({ where: { id }, data: { reply: null, repliedAt: null }, select: { id: true } });
        await recordAudit(tx, admin, { entity: "review", entityId: id, action: "update", summary: `Removed the reply to ${label}`, changes: { reply: [current.reply, null] } });
        break;
      }
    }
    return review.productId;
  });
  refreshStorefront({ productIds: [productId] });
  return { msg: DONE[change.action] };
}
