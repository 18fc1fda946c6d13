import { CART_ORDER_DRAFT_KEY } from "@/lib/constants";
import { cartStore } from "@/stores/cart-store";
import { userStore } from "@/stores/user-store";
import { wishlistStore } from "@/stores/wishlist-store";

// What logout does to this device (storefront §4 User session, §8), apart from the login-time merge
// (src/hooks/use-account-sync.ts): it needs only the stores every page already has, so the header's
// session check and Logout carry it without the merge and its API readers.

/** After logout (or a session that ended elsewhere): forgets the customer, the cart, the wishlist and the order draft on this device. */
export function clearAfterLogout(): void {
  userStore.getState().clear();
  cartStore.getState().empty();
  wishlistStore.getState().empty();
  try {
    window.localStorage.removeItem(CART_ORDER_DRAFT_KEY);
  } catch {
    // Storage blocked: there is no draft to remove either.
  }
}
