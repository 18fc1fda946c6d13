import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { ProductDTO } from "@/lib/types/catalogue";
import { TAG } from "@/server/cache-tags";
import { productSelect, toProductDTO } from "@/server/catalogue/product-dto";
import { db } from "@/server/db";

/**
 * One product by id, or null. Inactive products are returned (the storefront shows them as out
 * of stock), and so are products of a switched-off category: lists hide them, but links from
 * carts, wishlists and orders keep working.
 */
export async function getProduct(id: string): Promise<ProductDTO | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.products, TAG.product(id), TAG.categories, TAG.colors);

  const row = await db.product.findUnique({ where: { id }, select: productSelect });
  return row ? toProductDTO(row) : null;
}
