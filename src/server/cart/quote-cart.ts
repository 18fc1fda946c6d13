import "server-only";
import type { ServerCart, WantedCartLine } from "@/lib/types/cart";
import { findProducts } from "@/server/cart/cart-db";
import { priceCart } from "@/server/cart/cart-rules";
import { db } from "@/server/db";

/**
 * A visitor's cart priced from the database (POST /api/cart/quote): the same rules as a stored
 * cart (src/server/cart/cart-rules.ts), and nothing is written: an anonymous page view writes
 * nothing (QUALITY.md).
 */
export async function quoteCart({ lines }: { lines: readonly WantedCartLine[] }): Promise<ServerCart> {
  const products = await findProducts(
    db,
    lines.map((line) => line.productId),
  );
  return priceCart(lines, products);
}
