import "server-only";
import type { ServerWishlist } from "@/lib/types/cart";
import type { DbClient } from "@/server/cart/cart-db";
import { productSelect, toProduct } from "@/server/catalogue/product-row";

/**
 * The customer's wishlist: active products, newest first. Reads only: an item whose product was
 * switched off stays stored and comes back if the product does.
 */
export async function readWishlist(client: DbClient, customerId: string): Promise<ServerWishlist> {
  const rows = await client.wishlistItem.findMany({
    where: { customerId, product: { active: true } },
    select: { product: { select: productSelect } },
    orderBy: [{ createdAt: "desc" }, { productId: "asc" }],
  });
  return { products: rows.map((row) => toProduct(row.product)) };
}

/** How many items the customer's wishlist shows (its active products). */
export function countWishlist(client: DbClient, customerId: string): Promise<number> {
  return client.wishlistItem.count({ where: { customerId, product: { active: true } } });
}
