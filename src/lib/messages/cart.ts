// The texts of the cart, wishlist, checkout and order-request pages' own client code (storefront
// §2.10, §2.11, §8), apart from MSG (src/lib/messages/shop.ts, which spreads them in) so those pages ship
// only these.

export const CART_MSG = {
  cartEmpty: "Your cart is empty",
  // The cart and wishlist pages and their server sync (storefront §2.10, 2.11, §8)
  placeOrderRequest: "Place Order Request",
  // The cart's link to card checkout (not given by the spec); here, not in SELL_MSG, because /cart's own code reads it.
  proceedToCheckout: "Proceed to Checkout",
  continueShopping: "Continue Shopping",
  browseProducts: "Browse Products",
  youMayAlsoLike: "YOU MAY ALSO LIKE",
  loadingRecommendations: "Loading recommendations...",
  shippingFree: "Free",
  myWishlist: "My Wishlist",
  // Not given by the spec.
  orderSummary: "Order Summary",
  cartLoading: "Loading your cart...",
  wishlistLoading: "Loading your wishlist...",
  wishlistEmpty: "Your wishlist is empty",
  wishlistEmptyHint: "Tap the heart on any piece to save it here for later.",
  cartEmptyHint: "Find something you love in our 925 sterling-silver collection.",
  wishlistCount: (n: number) => `${n} ${n === 1 ? "item" : "items"} saved`,
  cartPricesUnavailable: "Current prices could not be loaded. Please check your connection and reload the page.",
  // A piece priced by weight follows the silver rate (issue 21): the cart says so, once, calmly.
  cartPricesChanged: "Some prices have changed since you added them (silver rate).",
  cartPriceUpdated: (was: string, now: string) => `Price updated: was ${was}, now ${now}`,
  removeFromCart: "Remove",
  // Sizes (issue 42; not given by the spec).
  /** A line's size as the cart, checkout, mails and documents show it: "Size 12", "Size 2-6". */
  sizeLine: (label: string) => `Size ${label}`,
  sizeNotOffered: "This size is not available for this piece. Please select another size.",
  notSoldBySize: "This piece is not sold by size.",
  /** A sold-out size in a size select (the order request): shown, not selectable. */
  sizeSoldOut: (label: string) => `${label} (sold out)`,
} as const;
