"use client";

import Link from "next/link";
import { useCartHydrated, useCartLines } from "@/hooks/use-cart";
import { href } from "@/lib/links";
import { CART_MSG } from "@/lib/messages/cart";
import { useStoredUser, useUserHydrated } from "@/hooks/use-user";
import { CartLineRow } from "./cart-line-row";
import { CartSummary } from "./cart-summary";
import { useAcknowledgePrices } from "./use-acknowledge-prices";
import { usePricedCart } from "./use-priced-cart";
import styles from "./cart.module.css";

/**
 * The cart page's body (storefront §2.10): the lines from this browser, priced by the server
 * (src/components/cart/use-priced-cart.tsx).
 */
export function CartView() {
  const lines = useCartLines();
  const cartReady = useCartHydrated();
  const user = useStoredUser();
  const userReady = useUserHydrated();
  const ready = cartReady && userReady;
  const { view, offers, failed, retry, pricer } = usePricedCart(lines, user, ready);
  useAcknowledgePrices(view);

  return (
    <>
      {/*
        Mounted from the first render on and empty (no height) unless a price changed, so it is
        announced once, politely, when its sentence arrives, and a cart without changes never moves.
      */}
      <p role="status" className={styles.pricesChanged} data-testid="cart-prices-changed">
        {ready && view.pricesChanged ? CART_MSG.cartPricesChanged : null}
      </p>
      <CartBody ready={ready} lineCount={lines.length} view={view} offers={offers} failed={failed} retry={retry} />
      {pricer}
    </>
  );
}

function CartBody({ ready, lineCount, view, offers, failed, retry }: { ready: boolean; lineCount: number } & Omit<ReturnType<typeof usePricedCart>, "pricer">) {
  // Until local storage was read the cart is unknown: a calm placeholder, never 'Your cart is empty'.
  if (!ready) return <CartPlaceholder />;

  if (lineCount === 0) {
    return (
      <div className={styles.empty} data-cart-state="empty">
        <CartIcon />
        <h2 className={styles.emptyTitle}>{CART_MSG.cartEmpty}</h2>
        <p className={styles.emptyHint}>{CART_MSG.cartEmptyHint}</p>
        <Link href={href.products()} className="btn btn-dark">
          {CART_MSG.browseProducts}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.layout} data-cart-state={view.priced ? "priced" : "pricing"}>
      <section aria-labelledby="cart-items" className={styles.items}>
        <h2 id="cart-items" className={styles.itemsTitle}>
          Items <span className={styles.muted}>({lineCount})</span>
        </h2>
        {failed ? (
          <p role="alert" className={styles.failed}>
            {CART_MSG.cartPricesUnavailable}{" "}
            <button type="button" className={styles.retry} onClick={retry}>
              Try again
            </button>
          </p>
        ) : null}
        <ul role="list" className={styles.lines}>
          {view.lines.map((line) => (
            <CartLineRow key={`${line.pId}|${line.size ?? ""}`} line={line} />
          ))}
        </ul>
      </section>
      <CartSummary view={view} offers={offers} />
    </div>
  );
}

function CartPlaceholder() {
  return (
    <div className={styles.placeholder} role="status" data-cart-state="loading">
      <span className="sr-only">{CART_MSG.cartLoading}</span>
      <span className={`skeleton ${styles.placeholderBlock}`} aria-hidden="true" />
      <span className={`skeleton ${styles.placeholderBlock}`} aria-hidden="true" />
    </div>
  );
}

function CartIcon() {
  return (
    <svg className={styles.emptyIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <path d="M8 10h5l4 22h20l4-15H15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx="20" cy="38" r="2.5" fill="currentColor" />
      <circle cx="34" cy="38" r="2.5" fill="currentColor" />
    </svg>
  );
}
