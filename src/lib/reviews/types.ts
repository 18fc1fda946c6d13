import type { ReviewStatus } from "./rules";

// The JSON of reviews (issue 22) between the server and the pages. Times are ISO strings.

export interface ReviewPhotoJSON {
  id: string;
  url: string;
}

/** A published review as the product page and GET /api/reviews show it. */
export interface PublicReviewJSON {
  id: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  /** Always true: only buyers of a delivered order can write one. */
  verified: true;
  publishedAt: string;
  reply: string | null;
  repliedAt: string | null;
  photos: ReviewPhotoJSON[];
}

export interface ReviewSummary {
  count: number;
  ratingSum: number;
  /** null without published reviews. */
  average: number | null;
  /** 5 stars first. */
  distribution: { stars: number; count: number }[];
}

export interface PublicReviewPage {
  reviews: PublicReviewJSON[];
  summary: ReviewSummary;
  page: number;
  pages: number;
}

/** The customer's own review, as their reviews page edits it. */
export interface MyReviewJSON {
  id: string;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  updatedAt: string;
  photos: ReviewPhotoJSON[];
}

/** A piece the customer may review (from a delivered order), with their review when written. */
export interface ReviewablePieceJSON {
  productId: string;
  productName: string;
  productCode: string;
  imageUrl: string | null;
  orderNumber: string;
  deliveredAt: string | null;
  review: MyReviewJSON | null;
}

/** A review in the back office's list. */
export interface AdminReviewJSON {
  id: string;
  status: ReviewStatus;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  customerEmail: string;
  product: { id: string; name: string; code: string };
  orderNumber: string | null;
  reply: string | null;
  repliedAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  photos: ReviewPhotoJSON[];
}

export interface AdminReviewListJSON {
  reviews: AdminReviewJSON[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  counts: Record<ReviewStatus | "all", number>;
}
