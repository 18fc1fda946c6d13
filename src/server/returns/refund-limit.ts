import "server-only";
import { maxRefundPaise } from "@/lib/returns/return-rules";
import { paise } from "@/server/db-money";
import type { DbClient } from "@/server/orders/db-client";
import { type RefundBasis, refundBasis, requestLinesPaid } from "./refund-basis";

/**
 * The most the request's refund may be now: what its pieces really paid (refund-basis.ts
 * requestLinesPaid: each line's share after offers), never more than the paid order's total (what
 * it was paid, net of offers) less the refunds of the other requests of it and of its replacements
 * (a returned exchange replacement is refunded against the order that paid for the piece). In a
 * refund's transaction, call it under the paid order's row lock, so two refunds of one order (or of
 * its replacement) count each other. A caller that has the order's basis already passes it
 * (`basis`), so it is not read twice.
 */
export async function refundLimit(tx: DbClient, { returnId, orderId, basis: known }: { returnId: string; orderId: string; basis?: RefundBasis }): Promise<number> {
  const basis = known ?? (await refundBasis(tx, orderId));
  // One after another: in a transaction they share one connection (src/server/pg-adapter.ts).
  const order = await tx.order.findUniqueOrThrow({ where: { id: basis.paidOrderId }, select: { totalPaise: true } });
  const lines = await requestLinesPaid(tx, basis, returnId);
  const earlier = await tx.returnRequest.aggregate({ where: { orderId: { in: basis.familyOrderIds }, id: { not: returnId }, refundPaise: { not: null } }, _sum: { refundPaise: true } });
  return maxRefundPaise({
    lines,
    orderPaidPaise: order.totalPaise,
    earlierRefundsPaise: paise(earlier._sum.refundPaise ?? 0),
  });
}
