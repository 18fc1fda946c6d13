"use client";

import { HeartIcon } from "@/components/product/heart-icon";
import { useWishlistToggle } from "@/hooks/use-wishlist";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import styles from "./product-detail.module.css";

/**
 * 'Add to Wishlist' / 'Added to Wishlist' on the detail page (storefront §2.9): the local state
 * changes at once; for a logged-in customer it also goes to the server (src/hooks/sync-actions.ts).
 */
export function WishlistButton({ productId }: { productId: string }) {
  const { saved, toggle } = useWishlistToggle(productId);
  return (
    <button type="button" className={`btn btn-outline ${styles.wish}`} aria-pressed={saved} onClick={toggle}>
      <HeartIcon filled={saved} size={18} />
      {saved ? CATALOGUE_MSG.detailAddedToWishlist : CATALOGUE_MSG.addToWishlist}
    </button>
  );
}
