import { getImageProps } from "next/image";
import { formatDate } from "@/lib/format";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import type { PublicReviewJSON } from "@/lib/reviews/types";
import { ReviewStars } from "./review-stars";
import styles from "./reviews.module.css";

/** One published review: stars, title, who and when ("Verified purchase"), the text, photos and the shop's reply. */
export function ReviewItem({ review }: { review: PublicReviewJSON }) {
  return (
    <article className={styles.review} aria-labelledby={`review-${review.id}`}>
      <ReviewStars value={review.rating} />
      <h3 id={`review-${review.id}`} className={styles.reviewTitle}>
        {review.title}
      </h3>
      <p className={styles.meta}>
        <span className={styles.author}>{review.authorName}</span>
        <span className={styles.verified}>{REVIEW_MSG.verified}</span>
        <time dateTime={review.publishedAt}>{formatDate(review.publishedAt)}</time>
      </p>
      <p className={styles.body}>{review.body}</p>
      {review.photos.length > 0 ? (
        <ul role="list" className={styles.photos}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} className={styles.photoLink}>
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives next/image's attributes (alt included) without its client code */}
                <img {...getImageProps({ src: photo.url, alt: REVIEW_MSG.photoAlt(i + 1, review.title), width: 96, height: 96, sizes: "96px", loading: "lazy", className: styles.photo }).props} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>{REVIEW_MSG.shopReply}</p>
          <p className={styles.body}>{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}
