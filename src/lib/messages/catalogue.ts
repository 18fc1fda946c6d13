// The texts of the islands on the catalogue pages (home, listings, search, product detail): card
// pictures and buttons, the listing's filters and next pages, the detail's purchase panel. Like
// SHELL_MSG (src/lib/messages/shell.ts), they live apart from MSG, which spreads them in, so that
// these islands do not ship every text of the shop. Client code of those pages imports CATALOGUE_MSG.

export const CATALOGUE_MSG = {
  // Listings and cards
  imageNotFound: "Image Not Found",
  quickView: "Quick View",
  viewDetails: "View Details",
  addToCart: "Add to Cart",
  addedToCart: "✓ Added",
  outOfStock: "Out of Stock",
  outOfStockBadge: "OUT OF STOCK",
  youSave: "You Save",
  inStock: "In Stock",
  exploreBestseller: "Explore Bestseller",

  // Listings: filters and the next pages (storefront §2.6, §2.7)
  filterAndSort: "Filter & Sort",
  applyFilters: "Apply Filters",
  /** Not given by the spec ("a closing message appears; its text is not shown"). */
  listingEnd: (n: number) => `You've seen all ${n} ${n === 1 ? "piece" : "pieces"}.`,
  clientErrorProducts: "Client side error fetching products.",

  // Product detail (storefront §2.9)
  detailAddedToCart: "Added to Cart",
  addedToCartToast: "Added to cart",
  addToWishlist: "Add to Wishlist",
  detailAddedToWishlist: "Added to Wishlist",
} as const;
