// The server wishlist → the contract's UserWishlist JSON. Route handlers only.
import { productJSON } from "@/lib/json/catalogue";
import type { ServerWishlist } from "@/lib/types/cart";
import type { ProductJSON } from "@/lib/types/catalogue-json";

export interface UserWishlistJSON {
  /** Active products, newest first. */
  product_id: ProductJSON[];
}

export function wishlistJSON(wishlist: ServerWishlist): UserWishlistJSON {
  return { product_id: wishlist.products.map(productJSON) };
}
