// The texts of the islands on every storefront page: the header's account menu, the cart and
// wishlist sync toasts, the purchase checks the stores run, and the error pages. They live apart
// from MSG (src/lib/messages/shop.ts, which spreads them in) so that those islands ship these few texts
// instead of every text of the shop (~9 KB of compressed JavaScript on every page, three copies).
// Client code on every page imports SHELL_MSG; everything else keeps using MSG.

export const SHELL_MSG = {
  // Header account menu and drawer (storefront §2.1)
  helloName: (firstName: string) => `Hello, ${firstName}`,
  myAccount: "My Account",
  logout: "Logout",
  loggedOut: "Logged out successfully",

  // Cart and wishlist: toasts and sync (storefront §2.10, §2.11, §8)
  addedToWishlist: "Added to wishlist",
  removedFromWishlist: "Removed from wishlist",
  cartSyncOffline: "We could not reach the shop to save your cart. Please check your connection and try again.",
  cartMergeFailed: "Client side error: on stateToCart",
  wishlistMergeFailed: "Client side error on stateToWishDb",

  // Detail and cart validation
  purchaseOnly: (n: number) => `You can purchase only ${n} as the quantity is not available.`,
  selectColor: "Please select a color.",
  /** A piece sold by size, added without one (issue 42; the toast style of selectColor). */
  selectSize: "Please select a size.",
  itemOutOfStock: "This item is currently out of stock.",

  // Error pages
  homePage: "Home Page!",
  unexpectedError: "Unexpected Application Error!",
} as const;
