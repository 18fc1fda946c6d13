"use client";

import { useEffect, useRef } from "react";
import { type CartView, shownPriceChanges } from "@/lib/api/cart";
import { cartStore, type ShownPrice } from "@/stores/cart-store";

/** A pending acknowledgement of the page that just unmounted (see below). */
let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * "Price updated: was … now …" stays while the shopper is on the cart page and is gone on their
 * next visit. The design:
 * - Each stored line remembers the price the shopper last saw (`seenPricePaise`, set by the store's
 *   `replace` whenever the server reprices a line, whichever code asked), and the page shows the
 *   notice from it, so nothing is lost when the repricing happened elsewhere (checkout, the login
 *   merge, an add on a product page).
 * - When the shopper leaves the page (it unmounts, or `pagehide`: a reload, a closed tab, another
 *   site) the prices the page showed with a notice become the prices last seen. Only lines that
 *   were shown priced are acknowledged, at the price shown: a line still loading, or repriced again
 *   since, keeps its notice for the next visit.
 * The acknowledgement on unmount waits a tick and a remount cancels it: React's strict mode
 * unmounts and remounts once in development, which is no leaving.
 */
export function useAcknowledgePrices(view: CartView) {
  const shown = useRef<ShownPrice[]>([]);

  useEffect(() => {
    shown.current = shownPriceChanges(view);
  }, [view]);

  useEffect(() => {
    clearTimeout(pending);
    pending = undefined;
    const acknowledge = (prices: ShownPrice[]) => {
      if (prices.length > 0) cartStore.getState().acknowledgePrices(prices);
    };
    const onPageHide = () => acknowledge(shown.current);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      const prices = shown.current;
      pending = setTimeout(() => {
        pending = undefined;
        acknowledge(prices);
      }, 0);
    };
  }, []);
}
