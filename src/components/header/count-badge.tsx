"use client";

import { useCartCount } from "@/hooks/use-cart";
import { useWishlistCount } from "@/hooks/use-wishlist";
import styles from "./header.module.css";

/**
 * The wishlist (red) and cart (green) counts in the header (storefront §2.3). A client leaf reading
 * the shopper's local cart and wishlist; 0 in the server render and until the stores have read
 * local storage, so the HTML never depends on the visitor.
 */
export function CountBadge({ kind }: { kind: "wishlist" | "cart" }) {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  const count = kind === "cart" ? cartCount : wishlistCount;
  return (
    <span className={styles.badge} data-kind={kind} data-testid={`${kind}-count`}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{`, ${count} ${count === 1 ? "item" : "items"}`}</span>
    </span>
  );
}
