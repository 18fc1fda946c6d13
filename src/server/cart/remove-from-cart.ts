import "server-only";
import type { ServerCart } from "@/lib/types/cart";
import { readCart } from "@/server/cart/read-cart";
import { db } from "@/server/db";

/**
 * Removes a product's line from the customer's cart (DELETE /api/cart/delete-from-db-cart/…) and
 * returns the cart. Removing a line that is not there is not an error: the cart is as asked.
 */
export async function removeFromCart({ customerId, productId }: { customerId: string; productId: string }): Promise<ServerCart> {
  await db.cartItem.deleteMany({ where: { customerId, productId } });
  return readCart(db, customerId);
}
