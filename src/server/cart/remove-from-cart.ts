import "server-only";
import type { ServerCart } from "@/lib/types/cart";
import { readCart } from "@/server/cart/read-cart";
import { db } from "@/server/db";

/**
 * Removes one line from the customer's cart (DELETE /api/cart/delete-from-db-cart/…[?size=]) and
 * returns the cart: the piece in that size, or (no size) its line without a size; the piece's other
 * sizes stay. Removing a line that is not there is not an error: the cart is as asked.
 */
export async function removeFromCart({ customerId, productId, sizeId = null }: { customerId: string; productId: string; sizeId?: string | null }): Promise<ServerCart> {
  await db.cartItem.deleteMany({ where: { customerId, productId, sizeId } });
  return readCart(db, customerId);
}
