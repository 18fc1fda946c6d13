import { useStore } from "zustand";
import { type CartState, cartStore, selectCartCount, selectCartTotalPaise } from "@/stores/cart-store";

/** Any slice of the cart; the component re-renders only when that slice changes. Client components only. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

export const useCartLines = () => useCart((state) => state.data);
export const useCartCount = () => useCart(selectCartCount);
export const useCartTotalPaise = () => useCart(selectCartTotalPaise);
/**
 * Whether the piece is in the cart: in any size when `size` is not given, else in that size (null:
 * its line without a size).
 */
export const useIsInCart = (pId: string, size?: string | null) =>
  useCart((state) => state.data.some((line) => line.pId === pId && (size === undefined || (line.size ?? null) === size)));
/** False in the server render and until local storage was read: show a placeholder, not 'Your cart is empty'. */
export const useCartHydrated = () => useCart((state) => state.hydrated);
