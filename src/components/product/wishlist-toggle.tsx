"use client";

import { useState } from "react";
import styles from "./product-card.module.css";

/**
 * The card's wishlist heart. Local state only for now; the wishlist store and its server sync
 * (storefront §7.2) will replace `useState` here without changing the markup.
 */
export function WishlistToggle({ productId }: { productId: string }) {
  const [saved, setSaved] = useState(false);
  return (
    <button
      type="button"
      className={`icon-btn ${styles.wish}`}
      aria-pressed={saved}
      aria-label="Add to wishlist"
      data-product-id={productId}
      onClick={() => setSaved((s) => !s)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7.5-4.6-9.2-9.3C1.7 7.6 3.6 4.5 6.9 4.5c2 0 3.3 1.1 5.1 3 1.8-1.9 3.1-3 5.1-3 3.3 0 5.2 3.1 4.1 6.2C19.5 15.4 12 20 12 20Z"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
