import "server-only";
import type { ServerCart, WantedCartLine } from "@/lib/types/cart";
import { priceCart } from "@/server/cart/cart-rules";
import { type DbClient, findProducts } from "@/server/cart/cart-db";

/** The customer's stored lines, oldest first (the order they were added in). */
export async function readStoredLines(client: DbClient, customerId: string): Promise<WantedCartLine[]> {
  const rows = await client.cartItem.findMany({
    where: { customerId },
    select: { productId: true, qty: true, colorId: true, sizeId: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({ productId: row.productId, qty: row.qty, colorId: row.colorId, sizeId: row.sizeId }));
}

/**
 * The customer's cart priced as the products are now. Reads only: a stored line whose product
 * was switched off, lost its stock or its colour, or whose size the piece no longer offers, is shown
 * the way the rules allow (src/server/cart/cart-rules.ts) and left as it is, so it comes back if
 * the product does. (A line of a size the owner deleted is gone with it: CartItem.sizeId cascades.)
 */
export async function readCart(client: DbClient, customerId: string): Promise<ServerCart> {
  const stored = await readStoredLines(client, customerId);
  const products = await findProducts(
    client,
    stored.map((line) => line.productId),
  );
  return priceCart(stored, products);
}
