import { CARD_RATING } from "@/lib/constants";
import styles from "./product-card.module.css";

const STAR = "M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z";

/** The card's fixed 4.0-of-5 rating (storefront §2.8: a fixed display, not real reviews). */
export function StarRating({ value = CARD_RATING }: { value?: number }) {
  const label = `Rated ${value.toFixed(1)} out of 5`;
  return (
    <div className={styles.rating}>
      <span role="img" aria-label={label} className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <svg key={n} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d={STAR} fill={n <= Math.round(value) ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.4" />
          </svg>
        ))}
      </span>
      <span aria-hidden="true" className={styles.ratingValue}>
        {value.toFixed(1)}
      </span>
    </div>
  );
}
