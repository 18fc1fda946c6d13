import { starsLabel } from "@/lib/reviews/rating-text";
import { averageRating, formatAverage } from "@/lib/reviews/rules";
import styles from "./product-card.module.css";

/**
 * The average of a piece's published verified reviews (issue 22), "★★★★☆ 4.5 (12)", or nothing
 * when it has none: never made-up stars. Five star characters filled to the average by a CSS
 * gradient: a listing shows dozens of cards, and five SVGs each would add kilobytes to every
 * page's HTML and its RSC payload. No client code.
 */
export function StarRating({ reviewCount, ratingSum }: { reviewCount: number; ratingSum: number }) {
  const average = averageRating(reviewCount, ratingSum);
  if (average === null) return null;
  const shown = formatAverage(average);
  return (
    <div className={styles.rating}>
      <span role="img" aria-label={starsLabel(shown, reviewCount)} className={styles.stars} style={{ "--fill": `${(average / 5) * 100}%` } as React.CSSProperties}>
        ★★★★★
      </span>
      <span aria-hidden="true" className={styles.ratingValue}>
        {shown} ({reviewCount})
      </span>
    </div>
  );
}
