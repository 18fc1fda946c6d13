import "server-only";
import type { ServerCart, WantedCartLine } from "@/lib/types/cart";
import { SYNC_TRANSACTION, findProducts, lockCustomer } from "@/server/cart/cart-db";
import { priceMergedCart, wantedKey } from "@/server/cart/cart-rules";
import { readStoredLines } from "@/server/cart/read-cart";
import { db } from "@/server/db";

/**
 * Merges the browser's cart into the customer's stored cart after a login (POST
 * /api/cart/state-to-cart/{userId}) and stores the result: the union (a line per piece and size),
 * duplicates as one line with
 * the larger quantity and the browser's colour if set, quantities capped at 5 and at the stock,
 * unknown and inactive products and colours the product does not offer dropped
 * (src/server/cart/cart-rules.ts). One transaction under the customer's row lock, so two tabs
 * merging at once end with one row per piece and size (CartItem is unique per customer, product and size too).
 */
export async function mergeCart({ customerId, lines }: { customerId: string; lines: readonly WantedCartLine[] }): Promise<ServerCart> {
  return db.$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const stored = await readStoredLines(tx, customerId);
    const products = await findProducts(tx, [...stored, ...lines].map((line) => line.productId));
    const cart = priceMergedCart(stored, lines, products);

    const keyOf = (line: (typeof cart.lines)[number]) => wantedKey({ productId: line.product.id, sizeId: line.size?.id ?? null });
    const storedByKey = new Map(stored.map((line) => [wantedKey(line), line]));
    const now = Date.now();
    const fresh = cart.lines.filter((line) => !storedByKey.has(keyOf(line)));
    const changed = cart.lines.filter((line) => {
      const before = storedByKey.get(keyOf(line));
      return before !== undefined && (before.qty !== line.qty || before.colorId !== line.colorId);
    });
    for (const line of changed) {
      await tx.cartItem.updateMany({
        where: { customerId, productId: line.product.id, sizeId: line.size?.id ?? null },
        data: { qty: line.qty, colorId: line.colorId },
      });
    }
    if (fresh.length > 0) {
      await tx.cartItem.createMany({
        // A millisecond apart, so the cart keeps the browser's order (it is read by createdAt).
        data: fresh.map((line, i) => ({
          customerId,
          productId: line.product.id,
          sizeId: line.size?.id ?? null,
          qty: line.qty,
          colorId: line.colorId,
          createdAt: new Date(now + i),
        })),
        skipDuplicates: true,
      });
    }
    return cart;
  }, SYNC_TRANSACTION);
}
