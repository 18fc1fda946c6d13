import "server-only";
import { WISHLIST_MAX_ITEMS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { ServerWishlist } from "@/lib/types/cart";
import { SYNC_TRANSACTION, findProducts, lockCustomer } from "@/server/cart/cart-db";
import { isListable } from "@/server/cart/cart-rules";
import { db } from "@/server/db";
import { conflict, notFound } from "@/server/errors";
import { countWishlist, readWishlist } from "@/server/wishlist/read-wishlist";

/**
 * Saves a product to the customer's wishlist (POST /api/wishlist/add-to-db-wishlist/…). Saving it
 * again changes nothing. Throws 404 for an unknown or inactive product, 409 when the wishlist is
 * full. Out-of-stock products may be saved: that is what a wishlist is for.
 */
export async function addToWishlist({ customerId, productId }: { customerId: string; productId: string }): Promise<ServerWishlist> {
  return db.$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if (!isListable((await findProducts(tx, [productId])).get(productId))) throw notFound(MSG.productNotFound);
    const existing = await tx.wishlistItem.findUnique({ where: { customerId_productId: { customerId, productId } }, select: { productId: true } });
    if (!existing) {
      if ((await countWishlist(tx, customerId)) >= WISHLIST_MAX_ITEMS) throw conflict(MSG.wishlistFull(WISHLIST_MAX_ITEMS));
      await tx.wishlistItem.createMany({ data: [{ customerId, productId }], skipDuplicates: true });
    }
    return readWishlist(tx, customerId);
  }, SYNC_TRANSACTION);
}
