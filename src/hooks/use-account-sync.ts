import { cartLinesFromServer, readUserCart, stateCartText } from "@/lib/api/cart";
import { readUserWishlist, stateWishlistText, wishItemsFromServer } from "@/lib/api/wishlist";
import { ApiError, callApi, syncPaths } from "@/lib/api/client";
import { APP_TOAST_MS } from "@/lib/constants";
import { SHELL_MSG } from "@/lib/messages/shell";
import { toast } from "@/lib/toast";
import { cartStore } from "@/stores/cart-store";
import { type StoredUser, userStore } from "@/stores/user-store";
import { wishlistStore } from "@/stores/wishlist-store";

// What login and registration do to this device's cart and wishlist (storefront §4 User session,
// Cart; §7.2; §8; logout: src/hooks/clear-after-logout.ts). Plain async functions, not hooks: the
// account pages call them after their own request succeeded. They never throw, so the page goes on
// to its next screen.

/** Reads local storage first if the hydrator has not run yet (a very fast login), so the merge sends the real lists. */
function hydrated(): void {
  if (!cartStore.getState().hydrated) void cartStore.persist.rehydrate();
  if (!wishlistStore.getState().hydrated) void wishlistStore.persist.rehydrate();
}

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.msg ? error.msg : fallback);

async function mergeCart(userId: string): Promise<void> {
  try {
    const envelope = await callApi(syncPaths.stateToCart(userId), { body: { state_cart: stateCartText(cartStore.getState().data) } });
    const cart = readUserCart(envelope);
    if (!cart) throw new ApiError("", 200);
    cartStore.getState().replace(cartLinesFromServer(cart));
  } catch (error) {
    toast.error(failure(error, SHELL_MSG.cartMergeFailed), { duration: APP_TOAST_MS });
  }
}

async function mergeWishlist(userId: string): Promise<void> {
  try {
    const envelope = await callApi(syncPaths.stateToWishlist(userId), { body: { state_wishlist: stateWishlistText(wishlistStore.getState().data) } });
    const wishlist = readUserWishlist(envelope);
    if (!wishlist) throw new ApiError("", 200);
    wishlistStore.getState().replace(wishItemsFromServer(wishlist));
  } catch (error) {
    toast.error(failure(error, SHELL_MSG.wishlistMergeFailed), { duration: APP_TOAST_MS });
  }
}

/**
 * After login or registration: stores the customer, sends this device's cart and wishlist to be
 * merged into their server copies (state-to-cart, state-to-db) and replaces the local lists with
 * the server's answers (its prices, caps and other devices' lines win). A failed merge shows the
 * spec's message as an error toast and keeps the local lists as they were.
 */
export async function syncAfterLogin(user: StoredUser): Promise<void> {
  userStore.getState().setUser(user);
  hydrated();
  await Promise.all([mergeCart(user._id), mergeWishlist(user._id)]);
}
