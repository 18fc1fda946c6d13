import "server-only";
import type { OrderStatus } from "@/lib/types/order";
import type { DbClient } from "./db-client";

/**
 * Adds a step to an order's history (the tracking timeline). Call it in the same transaction as
 * the status change it records. `actor`: "customer", "visitor", "gateway", "admin:<id>", "system".
 */
export async function recordOrderEvent(tx: DbClient, input: { orderId: string; status: OrderStatus; actor: string; note?: string | null; at?: Date }): Promise<void> {
  await tx.orderEvent.create({
    data: { orderId: input.orderId, status: input.status, actor: input.actor, note: input.note ?? null, ...(input.at ? { createdAt: input.at } : {}) },
  });
}
