import { useCallback } from "react";
import { toast } from "@/lib/toast";
import { useStore } from "zustand";
import { APP_TOAST_MS } from "@/lib/constants";
import { SHELL_MSG } from "@/lib/messages/shell";
import { type WishlistState, selectWishlistCount, wishlistStore } from "@/stores/wishlist-store";
import { toggleWishlist } from "./sync-actions";

/** Any slice of the wishlist; the component re-renders only when that slice changes. Client components only. */
export function useWishlist<T>(selector: (state: WishlistState) => T): T {
  return useStore(wishlistStore, selector);
}

export const useWishlistItems = () => useWishlist((state) => state.data);
export const useWishlistCount = () => useWishlist(selectWishlistCount);
export const useIsInWishlist = (pId: string) => useWishlist((state) => state.data.some((item) => item.pId === pId));
/** False in the server render and until local storage was read. */
export const useWishlistHydrated = () => useWishlist((state) => state.hydrated);

/**
 * Whether a product is saved, and the toggle the heart and the detail page's button share (with its
 * toast). The toggle also goes to the server for a logged-in customer (src/hooks/sync-actions.ts).
 */
export function useWishlistToggle(pId: string): { saved: boolean; toggle: () => void } {
  const saved = useIsInWishlist(pId);
  const toggle = useCallback(() => {
    const nowSaved = toggleWishlist(pId);
    toast.success(nowSaved ? SHELL_MSG.addedToWishlist : SHELL_MSG.removedFromWishlist, { duration: APP_TOAST_MS });
  }, [pId]);
  return { saved, toggle };
}
