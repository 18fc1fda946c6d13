import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Product } from "@/lib/types/catalogue";
import { TAG } from "@/server/cache-tags";
import { productSelect, toProduct } from "@/server/catalogue/product-row";
import { db } from "@/server/db";

/**
 * One product by id, or null. Inactive products are returned (the API shows them as out of
 * stock, and links from carts, wishlists and orders keep working); the detail page decides
 * what a shopper may open.
 */
export async function getProduct(id: string): Promise<Product | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.products, TAG.product(id), TAG.categories, TAG.colors);

  const row = await db.product.findUnique({ where: { id }, select: productSelect });
  return row ? toProduct(row) : null;
}
