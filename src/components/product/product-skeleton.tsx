import styles from "./product-card.module.css";

/** A card-shaped placeholder with the card's proportions, so content swaps in without a shift. */
export function ProductSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
      <div className={`${styles.media} skeleton`} />
      <div className={styles.body}>
        <span className={`skeleton ${styles.skLine}`} style={{ width: "35%" }} />
        <span className={`skeleton ${styles.skLine}`} style={{ width: "85%", height: 18 }} />
        <span className={`skeleton ${styles.skLine}`} style={{ width: "45%" }} />
        <span className={`skeleton ${styles.skLine}`} style={{ width: "55%", height: 20 }} />
        <span className={`skeleton ${styles.skButton}`} />
      </div>
    </div>
  );
}

/** `count` skeleton cards in the product grid, announced once as loading. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products…</span>
      <ul role="list" className={styles.grid}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ProductSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
