import "server-only";
import type { ServerWishlist } from "@/lib/types/cart";
import { db } from "@/server/db";
import { readWishlist } from "@/server/wishlist/read-wishlist";

/** Removes a product from the customer's wishlist (not there: nothing to do) and returns the wishlist. */
export async function removeFromWishlist({ customerId, productId }: { customerId: string; productId: string }): Promise<ServerWishlist> {
  await db.wishlistItem.deleteMany({ where: { customerId, productId } });
  return readWishlist(db, customerId);
}
