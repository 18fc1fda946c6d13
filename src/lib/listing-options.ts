// The orders each listing offers and their labels. Kept apart from listing-params.ts (which
// parses with zod) so the client filter form can import them without shipping zod to the browser.
import type { ProductSort } from "@/lib/constants";

/** /shop/product and its categories (storefront §2.6). */
export const PRODUCT_LIST_SORTS = ["default", "price-low", "price-high"] as const satisfies readonly ProductSort[];

/** New Arrivals, Trending, Best Sellers and Gift Cases (storefront §2.7): the default order plus four. */
export const FLAG_LISTING_SORTS = ["default", "newest", "price-low", "price-high", "name"] as const satisfies readonly ProductSort[];

export const SORT_LABELS: Record<ProductSort, string> = {
  default: "Default",
  newest: "Newest",
  "price-low": "Price: Low to High",
  "price-high": "Price: High to Low",
  name: "Name (A–Z)",
};
