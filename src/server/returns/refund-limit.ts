import "server-only";
import { maxRefundPaise } from "@/lib/returns/return-rules";
import { paise } from "@/server/db-money";
import type { DbClient } from "@/server/orders/db-client";

/**
 * The most the request's refund may be now: what was paid for its pieces, never more than the
 * order's total (what it was paid) less the refunds of its other requests. In a refund's
 * transaction, call it under the order's row lock, so two refunds of one order count each other.
 */
export async function refundLimit(tx: DbClient, { returnId, orderId }: { returnId: string; orderId: string }): Promise<number> {
  const [order, lines, earlier] = await Promise.all([
    tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { totalPaise: true } }),
    tx.returnLine.findMany({ where: { returnId }, select: { quantity: true, orderLine: { select: { unitPricePaise: true } } } }),
    tx.returnRequest.aggregate({ where: { orderId, id: { not: returnId }, refundPaise: { not: null } }, _sum: { refundPaise: true } }),
  ]);
  return maxRefundPaise({
    lines: lines.map((line) => ({ quantity: line.quantity, unitPricePaise: line.orderLine.unitPricePaise })),
    orderPaidPaise: order.totalPaise,
    earlierRefundsPaise: paise(earlier._sum.refundPaise ?? 0),
  });
}
