import "server-only";
import type { ServerWishlist } from "@/lib/types/cart";
import { db } from "@/server/db";
import { readWishlist } from "@/server/wishlist/read-wishlist";

/** The customer's server wishlist (GET /api/wishlist/get-wishlist/{userId}). */
export function getWishlist({ customerId }: { customerId: string }): Promise<ServerWishlist> {
  return readWishlist(db, customerId);
}
