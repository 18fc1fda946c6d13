"use client";

import { useEffect } from "react";
import { cartStore } from "./cart-store";
import { syncAcrossTabs } from "./cross-tab";
import { userStore } from "./user-store";
import { wishlistStore } from "./wishlist-store";

/**
 * Reads the cart, the wishlist and the user from local storage once the page has hydrated (until then both
 * are empty, on the server and in the first browser render alike, so the HTML matches), and
 * follows changes made in other tabs. Mounted once, in the root layout; renders nothing.
 */
export function StoreHydrator() {
  useEffect(() => {
    void cartStore.persist.rehydrate();
    void wishlistStore.persist.rehydrate();
    void userStore.persist.rehydrate();
    return syncAcrossTabs([cartStore, wishlistStore, userStore]);
  }, []);
  return null;
}
