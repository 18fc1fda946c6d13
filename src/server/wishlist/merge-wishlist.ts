import "server-only";
import { WISHLIST_MAX_ITEMS } from "@/lib/constants";
import type { ServerWishlist } from "@/lib/types/cart";
import { SYNC_TRANSACTION, findProducts, lockCustomer } from "@/server/cart/cart-db";
import { isListable } from "@/server/cart/cart-rules";
import { db } from "@/server/db";
import { countWishlist, readWishlist } from "@/server/wishlist/read-wishlist";

/**
 * Merges the browser's wishlist into the customer's stored one after a login (POST
 * /api/wishlist/state-to-db/{userId}): the union, stored. Unknown and inactive products are
 * dropped, duplicates kept once, at most WISHLIST_MAX_ITEMS items. The browser lists oldest
 * first, so its last item becomes the newest. One transaction under the customer's row lock.
 */
export async function mergeWishlist({ customerId, productIds }: { customerId: string; productIds: readonly string[] }): Promise<ServerWishlist> {
  return db.$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const products = await findProducts(tx, productIds);
    const stored = new Set(
      (await tx.wishlistItem.findMany({ where: { customerId, productId: { in: [...products.keys()] } }, select: { productId: true } })).map(
        (row) => row.productId,
      ),
    );
    const room = WISHLIST_MAX_ITEMS - (await countWishlist(tx, customerId));
    const fresh = [...new Set(productIds)].filter((id) => isListable(products.get(id)) && !stored.has(id)).slice(0, Math.max(room, 0));
    if (fresh.length > 0) {
      const now = Date.now();
      await tx.wishlistItem.createMany({
        data: fresh.map((productId, i) => ({ customerId, productId, createdAt: new Date(now + i) })),
        skipDuplicates: true,
      });
    }
    return readWishlist(tx, customerId);
  }, SYNC_TRANSACTION);
}
