import "server-only";
import type { DbClient } from "@/server/orders/db-client";
import { db as defaultDb } from "@/server/db";

/**
 * The customer's latest delivered order with this product, which makes a review a verified
 * purchase; null when they have none (then there is no review). Another customer's order never
 * counts: the order must carry this customer's id.
 */
export async function findVerifyingOrder(customerId: string, productId: string, db: DbClient = defaultDb): Promise<{ id: string } | null> {
  return db.order.findFirst({
    where: { customerId, status: "delivered", lines: { some: { productId } } },
    orderBy: [{ deliveredAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    select: { id: true },
  });
}
