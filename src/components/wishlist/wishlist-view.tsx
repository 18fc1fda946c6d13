"use client";

import Link from "next/link";
import { cardDataFromJSON } from "@/components/product/card-data";
import { ProductCard } from "@/components/product/product-card";
import { ProductGridSkeleton } from "@/components/product/product-skeleton";
import { HeartIcon } from "@/components/product/heart-icon";
import { useWishlistHydrated, useWishlistItems } from "@/hooks/use-wishlist";
import type { WishItem } from "@/stores/wishlist-store";
import { href } from "@/lib/links";
import { CART_MSG } from "@/lib/messages/cart";
import { useStoredUser, useUserHydrated } from "@/hooks/use-user";
import { revealEmptyScript } from "./reveal-empty-script";
import { useSavedProducts } from "./use-saved-products";
import gridStyles from "@/components/product/product-card.module.css";
import styles from "./wishlist.module.css";

/**
 * 'My Wishlist' (storefront §2.11): the count and the saved products as cards whose main button is
 * 'Add to Cart' / '✓ Added' (§2.8's wishItemID rule). The products come from the server
 * (src/components/wishlist/use-saved-products.tsx), whose loader is drawn whatever the state: a
 * customer's saved list may arrive from another device into an empty one here.
 */
export function WishlistView() {
  const items = useWishlistItems();
  const listReady = useWishlistHydrated();
  const user = useStoredUser();
  const userReady = useUserHydrated();
  const ready = listReady && userReady;
  const { loader, ...saved } = useSavedProducts(items, user, ready);
  return (
    <>
      <WishlistBody ready={ready} items={items} {...saved} />
      {loader}
    </>
  );
}

function WishlistBody({ ready, items, products, loading, failed, retry }: { ready: boolean; items: WishItem[] } & Omit<ReturnType<typeof useSavedProducts>, "loader">) {
  // Until this browser's list is read (the render after hydration), the empty state's space is held,
  // unseen: most first visits have an empty list, and a taller placeholder would pull the footer up
  // into view when it goes (a layout shift). An inline script shows it before hydration when the stored
  // list is empty (its class may then differ from the server's: suppressHydrationWarning).
  if (!ready || items.length === 0) {
    return (
      <div className={ready ? styles.empty : `${styles.empty} ${styles.pending}`} data-wishlist-state={ready ? "empty" : "loading"} suppressHydrationWarning>
        <span className={styles.emptyIcon}>
          <HeartIcon filled={false} size={40} />
        </span>
        <h2 className={styles.emptyTitle}>{CART_MSG.wishlistEmpty}</h2>
        <p className={styles.emptyHint}>{CART_MSG.wishlistEmptyHint}</p>
        <Link href={href.products()} className="btn btn-dark">
          {CART_MSG.browseProducts}
        </Link>
        {ready ? null : <script dangerouslySetInnerHTML={{ __html: revealEmptyScript(styles.pending ?? "") }} />}
      </div>
    );
  }

  return (
    <div className={styles.body} data-wishlist-state="full">
      <p className={styles.count} aria-live="polite" data-testid="wishlist-page-count">
        {CART_MSG.wishlistCount(items.length)}
      </p>
      {failed ? (
        <p role="alert" className={styles.failed}>
          {CART_MSG.cartPricesUnavailable}{" "}
          <button type="button" className={styles.retry} onClick={retry}>
            Try again
          </button>
        </p>
      ) : null}
      {loading ? (
        <ProductGridSkeleton count={Math.min(items.length, 8)} />
      ) : (
        <ul role="list" className={gridStyles.grid}>
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={cardDataFromJSON(product)} inWishlist />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
