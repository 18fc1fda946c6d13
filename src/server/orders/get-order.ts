import "server-only";
import type { Order, OrderEventEntry } from "@/lib/types/order";
import { db } from "@/server/db";
import { orderSelect, toOrder } from "./order-row";

export async function getOrderById(id: string): Promise<Order | null> {
  const row = await db.order.findUnique({ where: { id }, select: orderSelect });
  return row ? toOrder(row) : null;
}

export async function getOrderByNumber(orderNumber: string): Promise<Order | null> {
  const row = await db.order.findUnique({ where: { orderNumber }, select: orderSelect });
  return row ? toOrder(row) : null;
}

/** The order's history, oldest first. */
export async function listOrderEvents(orderId: string): Promise<OrderEventEntry[]> {
  const rows = await db.orderEvent.findMany({
    where: { orderId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { status: true, createdAt: true, note: true },
  });
  return rows.map((row) => ({ status: row.status, at: row.createdAt, note: row.note }));
}
