import "server-only";
import { WISHLIST_MAX_ITEMS } from "@/lib/constants";
import type { ServerWishlist } from "@/lib/types/cart";
import { findProducts } from "@/server/cart/cart-db";
import { isListable } from "@/server/cart/cart-rules";
import { db } from "@/server/db";

/**
 * A visitor's wishlist with the products as they are now (POST /api/wishlist/quote): active
 * products only, each once, newest first (the browser lists oldest first). Writes nothing.
 */
export async function quoteWishlist({ productIds }: { productIds: readonly string[] }): Promise<ServerWishlist> {
  const products = await findProducts(db, productIds);
  const listed = [...new Set(productIds)].map((id) => products.get(id)).filter(isListable);
  return { products: listed.reverse().slice(0, WISHLIST_MAX_ITEMS) };
}
