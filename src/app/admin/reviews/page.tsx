import type { Metadata } from "next";
import { ReviewsPage } from "@/components/admin/reviews/reviews-page";

export const metadata: Metadata = { title: "Reviews" };

/** /admin/reviews (issue 22): moderation of verified reviews, a client island over the admin API. */
export default function AdminReviewsPage() {
  return <ReviewsPage />;
}
