"use client";

import styles from "./header.module.css";

/**
 * The wishlist (red) and cart (green) counts in the header. A client leaf so it can read the
 * shopper's local cart/wishlist state once that store exists; until then it shows 0.
 */
export function CountBadge({ kind, count = 0 }: { kind: "wishlist" | "cart"; count?: number }) {
  return (
    <span className={styles.badge} data-kind={kind}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{`, ${count} ${count === 1 ? "item" : "items"}`}</span>
    </span>
  );
}
