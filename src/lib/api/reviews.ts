import { type AccountAnswer, callAccountApi } from "@/lib/api/account";
import { callApi } from "@/lib/api/client";
import type { ReviewablePieceJSON } from "@/lib/reviews/types";

// The shopper's review calls from the browser (issue 22): the pieces they may review (GET
// /api/reviews/mine, the session's own) and a review sent or edited (POST /api/reviews, multipart).

export const REVIEWS_API = { mine: "/api/reviews/mine", send: "/api/reviews" } as const;

/** The signed-in customer's delivered pieces, each with its review; throws ApiError (401 when signed out). */
export async function fetchMyReviewPieces(signal?: AbortSignal): Promise<ReviewablePieceJSON[]> {
  const body = await callApi(REVIEWS_API.mine, { signal });
  return Array.isArray(body.pieces) ? (body.pieces as ReviewablePieceJSON[]) : [];
}

/** A review as the form sends it: on an edit, keepPhotoIds are the earlier photos to keep. */
export interface ReviewRequest {
  productId: string;
  rating: string;
  title: string;
  body: string;
  keepPhotoIds: string[];
  photos: File[];
}

/** Sends the review (multipart): whether the server took it and its msg; ok false with `network` when no answer came. */
export function sendReview(review: ReviewRequest): Promise<AccountAnswer> {
  const data = new FormData();
  data.set("productId", review.productId);
  data.set("rating", review.rating);
  data.set("title", review.title);
  data.set("body", review.body);
  for (const photoId of review.keepPhotoIds) data.append("keepPhotoIds", photoId);
  for (const file of review.photos) data.append("photos", file);
  return callAccountApi(REVIEWS_API.send, { method: "POST", body: data });
}
