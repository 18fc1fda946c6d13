import Link from "next/link";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { reviewLinks } from "@/lib/reviews/links";
import type { PublicReviewPage } from "@/lib/reviews/types";
import { ReviewItem } from "./review-item";
import { ReviewSummary } from "./review-summary";
import styles from "./reviews.module.css";

/**
 * The product page's reviews (issue 22), rendered on the server from the cached first page: the
 * summary, the newest published reviews, a plain link to the next ones (their own page, so the
 * product page keeps its HTML, its JavaScript and its cache), and "Write a review". Without
 * published reviews: one line, never made-up stars.
 */
export function ProductReviews({ productId, productName, page }: { productId: string; productName: string; page: PublicReviewPage }) {
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title" data-testid="product-reviews">
      <div className={styles.header}>
        <h2 id="reviews-title" className={styles.title}>
          {REVIEW_MSG.sectionTitle}
        </h2>
        <Link href={reviewLinks.write(productId)} className="btn btn-outline" prefetch={false}>
          {REVIEW_MSG.writeReview}
          <span className="sr-only">{`: ${productName}`}</span>
        </Link>
      </div>
      {page.summary.count === 0 ? (
        <p className={styles.empty}>{REVIEW_MSG.noReviews}</p>
      ) : (
        <>
          <ReviewSummary summary={page.summary} />
          <ReviewList page={page} productId={productId} />
        </>
      )}
    </section>
  );
}

/** The reviews of one page and the links to the pages before and after it. */
export function ReviewList({ page, productId }: { page: PublicReviewPage; productId: string }) {
  return (
    <>
      <ol role="list" className={styles.list}>
        {page.reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ol>
      {page.pages > 1 ? (
        <nav className={styles.pager} aria-label={REVIEW_MSG.pageOf(page.page, page.pages)}>
          {page.page > 1 ? (
            <Link href={page.page === 2 ? reviewLinks.section(productId) : reviewLinks.page(productId, page.page - 1)} prefetch={false}>
              {REVIEW_MSG.previousReviews}
            </Link>
          ) : null}
          <span className={styles.pageOf}>{REVIEW_MSG.pageOf(page.page, page.pages)}</span>
          {page.page < page.pages ? (
            <Link href={reviewLinks.page(productId, page.page + 1)} className="btn btn-outline" prefetch={false}>
              {REVIEW_MSG.moreReviews}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
