import "server-only";
import type { Product } from "@/lib/types/catalogue";
import { productSelect, toProduct } from "@/server/catalogue/product-row";
import { db, type DbTransaction } from "@/server/db";
import { unauthorized } from "@/server/errors";
import { MSG } from "@/lib/messages/shop";

// Database helpers shared by the cart and wishlist functions. Nothing here is cached ("use cache"):
// a cart is one customer's, and its prices and stock must be the database's as they are now.

/** The app's client or a transaction's. */
export type DbClient = DbTransaction | typeof db;

/** Interactive transactions of the sync endpoints: roomy limits, the embedded database queues work. */
export const SYNC_TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

/** The products with these ids as they are now (any state; the caller decides), by id. */
export async function findProducts(client: DbClient, ids: readonly string[]): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await client.product.findMany({ where: { id: { in: [...new Set(ids)] } }, select: productSelect });
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/**
 * Takes the customer's row lock for the rest of the transaction, so two requests changing the
 * same customer's cart or wishlist (two tabs logging in at once) run one after the other and each
 * sees the other's rows. A customer deleted since the session was checked is a 401.
 */
export async function lockCustomer(tx: DbTransaction, customerId: string): Promise<void> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "Customer" WHERE "id" = ${customerId} FOR UPDATE`;
  if (rows.length === 0) throw unauthorized(MSG.loginFirst);
}
