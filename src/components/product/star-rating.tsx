import { CARD_RATING } from "@/lib/constants";
import styles from "./product-card.module.css";

/**
 * The card's fixed 4.0-of-5 rating (storefront §2.8: a fixed display, not real reviews).
 * Five star characters filled to `value` by a CSS gradient: a listing shows dozens of cards, and
 * five SVGs each would add kilobytes to every page's HTML and its RSC payload.
 */
export function StarRating({ value = CARD_RATING }: { value?: number }) {
  const label = `Rated ${value.toFixed(1)} out of 5`;
  return (
    <div className={styles.rating}>
      <span role="img" aria-label={label} className={styles.stars} style={{ "--fill": `${(value / 5) * 100}%` } as React.CSSProperties}>
        ★★★★★
      </span>
      <span aria-hidden="true" className={styles.ratingValue}>
        {value.toFixed(1)}
      </span>
    </div>
  );
}
