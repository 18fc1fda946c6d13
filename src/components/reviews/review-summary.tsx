import { REVIEW_MSG } from "@/lib/reviews/messages";
import { formatAverage, sharePercent } from "@/lib/reviews/rules";
import type { ReviewSummary as Summary } from "@/lib/reviews/types";
import { ReviewStars } from "./review-stars";
import styles from "./reviews.module.css";

/** The average (one decimal), the count and the 5..1 distribution bars of a product's published reviews. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  if (summary.average === null) return null;
  const shown = formatAverage(summary.average);
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <p className={styles.averageValue}>{shown}</p>
        <ReviewStars value={summary.average} label={REVIEW_MSG.starsLabel(shown, summary.count)} large />
        <p className={styles.basedOn}>{REVIEW_MSG.basedOn(summary.count)}</p>
      </div>
      <ul role="list" className={styles.bars}>
        {summary.distribution.map((row) => (
          <li key={row.stars} className={styles.bar} aria-label={REVIEW_MSG.barLabel(row.stars, row.count)}>
            <span aria-hidden="true" className={styles.barStars}>
              {row.stars} ★
            </span>
            <span aria-hidden="true" className={styles.barTrack}>
              <span className={styles.barFill} style={{ width: `${sharePercent(row.count, summary.count)}%` }} />
            </span>
            <span aria-hidden="true" className={styles.barCount}>
              {row.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
