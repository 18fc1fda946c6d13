"use client";

import { toast } from "sonner";
import { useIsInWishlist } from "@/hooks/use-wishlist";
import { APP_TOAST_MS } from "@/lib/constants";
import { MSG } from "@/lib/messages";
import { wishlistStore } from "@/stores/wishlist-store";
import styles from "./product-detail.module.css";

/**
 * 'Add to Wishlist' / 'Added to Wishlist' on the detail page (storefront §2.9): the local state
 * changes at once. The server side for logged-in shoppers wraps `toggle` in the accounts work.
 */
export function WishlistButton({ productId }: { productId: string }) {
  const saved = useIsInWishlist(productId);
  return (
    <button
      type="button"
      className={`btn btn-outline ${styles.wish}`}
      aria-pressed={saved}
      onClick={() => {
        const nowSaved = wishlistStore.getState().toggle(productId);
        toast.success(nowSaved ? MSG.addedToWishlist : MSG.removedFromWishlist, { duration: APP_TOAST_MS });
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7.5-4.6-9.2-9.3C1.7 7.6 3.6 4.5 6.9 4.5c2 0 3.3 1.1 5.1 3 1.8-1.9 3.1-3 5.1-3 3.3 0 5.2 3.1 4.1 6.2C19.5 15.4 12 20 12 20Z"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {saved ? MSG.detailAddedToWishlist : MSG.addToWishlist}
    </button>
  );
}
