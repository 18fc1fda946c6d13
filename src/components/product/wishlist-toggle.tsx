"use client";

import { useWishlistToggle } from "@/hooks/use-wishlist";
import { HeartIcon } from "./heart-icon";
import styles from "./product-card.module.css";

/**
 * The card's wishlist heart (storefront §2.8, §4 Product card): adds or removes locally at once.
 * For a logged-in customer the toggle also goes to the server (src/hooks/sync-actions.ts).
 */
export function WishlistToggle({ productId, productName }: { productId: string; productName?: string }) {
  const { saved, toggle } = useWishlistToggle(productId);
  // A toggle keeps one name; aria-pressed tells whether it is on (WAI-ARIA button pattern).
  const label = productName ? `Save ${productName} to wishlist` : "Save to wishlist";
  return (
    <button type="button" className={`icon-btn ${styles.wish}`} aria-pressed={saved} aria-label={label} data-product-id={productId} onClick={toggle}>
      <HeartIcon filled={saved} />
    </button>
  );
}
