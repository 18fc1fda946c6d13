import "server-only";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { REVIEW_LIMITS, reviewAuthorName } from "@/lib/reviews/rules";
import type { ReviewInput } from "@/lib/reviews/schemas";
import type { MyReviewJSON } from "@/lib/reviews/types";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionCustomer } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { badRequest, conflict, forbidden } from "@/server/errors";
import type { MultipartFile } from "@/server/http/read-multipart";
import { type StoredMedia, deleteStoredMedia, storeImage } from "@/server/media/storage";
import { adjustProductRating, lockReview } from "./adjust-product-rating";
import { findVerifyingOrder } from "./find-verifying-order";
import { myReviewJSON, myReviewSelect } from "./review-json";

/**
 * A verified buyer writes their review of a piece, or edits the one they wrote (one per product
 * and customer). Without a delivered order of the piece: 403. New and edited reviews wait for the
 * owner (pending); an edit of a published review takes it off the page and out of the product's
 * count and star sum in the same transaction, with the review's row locked.
 */
export async function writeReview({
  customer,
  input,
  files,
}: {
  customer: Pick<SessionCustomer, "id" | "name">;
  input: ReviewInput;
  files: readonly MultipartFile[];
}): Promise<{ review: MyReviewJSON; created: boolean }> {
  const order = await findVerifyingOrder(customer.id, input.productId);
  if (!order) throw forbidden(REVIEW_MSG.notPurchased);

  const existing = await db.review.findUnique({
    where: { productId_customerId: { productId: input.productId, customerId: customer.id } },
    select: { id: true, photos: { select: { id: true } } },
  });
  const kept = existing ? existing.photos.filter((photo) => input.keepPhotoIds.includes(photo.id)).map((photo) => photo.id) : [];
  if (kept.length + files.length > REVIEW_LIMITS.photos) throw badRequest(REVIEW_MSG.tooManyPhotos);

  const stored: StoredMedia[] = [];
  let removedKeys: string[] = [];
  let wasPublished = false;
  try {
    for (const file of files) stored.push(await storeImage(file, "reviews"));

    const result = await db.$transaction(async (tx) => {
      const data = { rating: input.rating, title: input.title, body: input.body, orderId: order.id, authorName: reviewAuthorName(customer.name), status: "pending" as const, publishedAt: null };
      const locked = existing ? await lockReview(tx, existing.id) : null;
      if (existing && !locked) throw conflict(REVIEW_MSG.busy);

      let id: string;
      if (locked) {
        if (locked.status === "published") {
          await adjustProductRating(tx, locked.productId, locked.rating, -1);
          wasPublished = true;
        }
        const removed = await tx.reviewPhoto.findMany({ where: { reviewId: locked.id, id: { notIn: kept } }, select: { storageKey: true } });
        removedKeys = removed.map((photo) => photo.storageKey);
        await tx.reviewPhoto.deleteMany({ where: { reviewId: locked.id, id: { notIn: kept } } });
        await tx.review.update({ where: { id: locked.id }, data, select: { id: true } });
        id = locked.id;
      } else {
        id = (await tx.review.create({ data: { ...data, productId: input.productId, customerId: customer.id }, select: { id: true } })).id;
      }
      if (stored.length > 0) {
        await tx.reviewPhoto.createMany({ data: stored.map((media, i) => ({ reviewId: id, storageKey: media.key, url: media.url, sortOrder: kept.length + i })) });
      }
      // Keep the kept photos first, in their order.
      for (const [i, photoId] of kept.entries()) await tx.reviewPhoto.update({ where: { id: photoId }, data: { sortOrder: i }, select: { id: true } });
      return tx.review.findUniqueOrThrow({ where: { id }, select: myReviewSelect });
    });

    if (removedKeys.length > 0) await deleteStoredMedia(removedKeys);
    if (wasPublished) refreshStorefront({ productIds: [input.productId] });
    return { review: myReviewJSON(result), created: !existing };
  } catch (error) {
    if (stored.length > 0) await deleteStoredMedia(stored.map((media) => media.key)).catch(() => undefined);
    // Two first reviews of the same piece sent at once: the second meets the unique key.
    if ((error as { code?: unknown } | null)?.code === "P2002") throw conflict(REVIEW_MSG.busy);
    throw error;
  }
}
