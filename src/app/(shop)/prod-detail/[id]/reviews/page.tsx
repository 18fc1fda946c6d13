import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { href } from "@/lib/links";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { CUID } from "@/lib/schemas/query-values";
import { ReviewList } from "@/components/reviews/product-reviews";
import { ReviewSummary } from "@/components/reviews/review-summary";
import styles from "@/components/reviews/reviews.module.css";
import { getProduct } from "@/server/catalogue/get-product";
import { getProductReviews } from "@/server/reviews/get-product-reviews";

// A product's published reviews beyond the product page's first few (issue 22): plain pages
// (?page=2, 3...) linked from "More reviews", so the product page itself stays static, with no
// extra JavaScript. The reviews are the cached reads the product page uses (the product's tag).

export const metadata: Metadata = { title: "Customer reviews", robots: { index: false, follow: true } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function ProductReviewsPage({ params, searchParams }: Props) {
  return (
    <div className="container" style={{ paddingBlock: "16px 48px" }}>
      <Suspense fallback={<p role="status">{REVIEW_MSG.sectionTitle}</p>}>
        <ReviewsPage params={params} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

function pageNumber(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : null;
}

async function ReviewsPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const page = pageNumber(query.page);
  if (!CUID.test(id) || page === null) notFound();
  const product = await getProduct(id);
  if (!product?.active) notFound();
  const reviews = await getProductReviews(id, page);
  if (page > reviews.pages) notFound();

  return (
    <section className={styles.section} style={{ marginTop: 0 }} aria-labelledby="reviews-title">
      <p>
        <Link href={href.product(id)}>{`← ${REVIEW_MSG.backToProduct}`}</Link>
      </p>
      <h1 id="reviews-title" className={styles.title}>
        {REVIEW_MSG.reviewsOf(product.name)}
      </h1>
      <ReviewSummary summary={reviews.summary} />
      {reviews.summary.count === 0 ? <p className={styles.empty}>{REVIEW_MSG.noReviews}</p> : <ReviewList page={reviews} productId={id} />}
    </section>
  );
}
