import { envelopeMsg } from "@/lib/api/client";
import { ApiError, adminJson } from "@/lib/api/admin/client";
import type { ReviewAction } from "@/lib/reviews/schemas";
import type { AdminReviewListJSON } from "@/lib/reviews/types";

// The moderation page's calls (issue 22; the paths are ours): GET /api/admin/reviews and
// PATCH /api/admin/reviews/{id}. Each throws ApiError with the server's msg.

export const REVIEWS_KEY = ["admin", "reviews"] as const;
export const REVIEWS_PAGE_SIZE = 20;

export type ReviewTab = "pending" | "published" | "hidden" | "all";
export interface ReviewListQuery {
  status: ReviewTab;
  q: string;
  productId: string;
}

export const reviewListKey = (query: ReviewListQuery) => [...REVIEWS_KEY, "list", query] as const;

export async function fetchReviewPage(query: ReviewListQuery, page: number, signal?: AbortSignal): Promise<AdminReviewListJSON> {
  const params = new URLSearchParams({ status: query.status, page: String(page), limit: String(REVIEWS_PAGE_SIZE) });
  if (query.q) params.set("q", query.q);
  if (query.productId) params.set("productId", query.productId);
  const envelope = await adminJson(`/api/admin/reviews?${params.toString()}`, { signal });
  if (!Array.isArray(envelope.reviews)) throw new ApiError("", 500);
  return envelope as unknown as AdminReviewListJSON;
}

/** PATCH /api/admin/reviews/{id} → the server's msg. */
export async function moderate(id: string, change: ReviewAction): Promise<string> {
  const envelope = await adminJson(`/api/admin/reviews/${encodeURIComponent(id)}`, { method: "PATCH", body: change });
  return envelopeMsg(envelope);
}
