"use client";

import { useIsInCart } from "@/hooks/use-cart";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { addToCart } from "@/hooks/sync-actions";
import styles from "./product-card.module.css";

/**
 * The card's 'Add to Cart' (storefront §2.8): '✓ Added' and disabled once the product is in the
 * cart, 'Out of Stock' (disabled) when it is not in stock. Adds locally and, for a logged-in
 * customer, on the server (src/hooks/sync-actions.ts; a failure there is silent on cards, spec §8).
 *
 * Once added it is aria-disabled rather than disabled: a disabled button drops keyboard focus to
 * the page, while this one keeps it and reads as dimmed.
 */
export function AddToCartButton({
  productId,
  pricePaise,
  inStock,
  productName,
}: {
  productId: string;
  /** Selling price in paise, for the cart's client-side total. */
  pricePaise: number;
  inStock: boolean;
  productName: string;
}) {
  const inCart = useIsInCart(productId);

  if (!inStock) {
    return (
      <button type="button" className={`btn ${styles.cta}`} disabled>
        {CATALOGUE_MSG.outOfStock}
        <span className="sr-only">: {productName}</span>
      </button>
    );
  }

  return (
    <button
      type="button"
      className={`btn btn-dark ${styles.cta}`}
      aria-disabled={inCart}
      data-product-id={productId}
      onClick={() => {
        if (!inCart) addToCart({ pId: productId, pricePaise });
      }}
    >
      {inCart ? CATALOGUE_MSG.addedToCart : CATALOGUE_MSG.addToCart}
      <span className="sr-only">: {productName}</span>
    </button>
  );
}
