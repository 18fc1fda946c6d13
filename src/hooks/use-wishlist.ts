import { useStore } from "zustand";
import { type WishlistState, selectWishlistCount, wishlistStore } from "@/stores/wishlist-store";

/** Any slice of the wishlist; the component re-renders only when that slice changes. Client components only. */
export function useWishlist<T>(selector: (state: WishlistState) => T): T {
  return useStore(wishlistStore, selector);
}

export const useWishlistItems = () => useWishlist((state) => state.data);
export const useWishlistCount = () => useWishlist(selectWishlistCount);
export const useIsInWishlist = (pId: string) => useWishlist((state) => state.data.some((item) => item.pId === pId));
/** False in the server render and until local storage was read. */
export const useWishlistHydrated = () => useWishlist((state) => state.hydrated);
