import { REVIEW_MSG } from "@/lib/reviews/messages";
import styles from "./reviews.module.css";

/** Stars filled to `value` (0–5) by a CSS gradient, with the value in words for screen readers. */
export function ReviewStars({ value, label = REVIEW_MSG.ratingLabel(value), large = false }: { value: number; label?: string; large?: boolean }) {
  return (
    <span role="img" aria-label={label} className={`${styles.stars} ${large ? styles.starsLarge : ""}`} style={{ "--fill": `${(value / 5) * 100}%` } as React.CSSProperties}>
      ★★★★★
    </span>
  );
}
