import styles from "./product-card.module.css";

/**
 * A card-shaped placeholder with the card's proportions, so content swaps in without a shift.
 * Three elements: the picture's box and a body whose lines and button are drawn by CSS
 * (a grid of them sits in every prerendered page's HTML and data as a loading fallback).
 */
export function ProductSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
      <div className={`${styles.media} skeleton`} />
      <div className={`${styles.body} ${styles.skBody}`} />
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
