import "server-only";
import type { DbClient } from "@/server/orders/db-client";

/**
 * What a request's refund is measured against (issue 40): an exchange's replacement order is placed
 * at ₹0, so a returned replacement is refunded against the order that was PAID for the piece — the
 * first order of its chain of exchanges (the "paid order"). A replacement's line takes the price of
 * the paid order's line it replaces (the same piece: name, code and colour are copied onto the
 * replacement). The family is the paid order and every replacement made from it, at any depth: their
 * refunds together never pass what the paid order was paid. For an ordinary order, paidOrderId is
 * the order itself and each line keeps its own price.
 */
export interface RefundBasis {
  paidOrderId: string;
  /** The paid order and its replacements (at any depth). */
  familyOrderIds: string[];
  /** The unit price that was paid for a line of the request's order. */
  priceOf: (line: { productName: string; productCode: string; colorName: string | null; unitPricePaise: number }) => number;
}

const MAX_DEPTH = 20;
const pieceKey = (line: { productName: string; productCode: string; colorName: string | null }) => JSON.stringify([line.productCode, line.colorName, line.productName]);

/** The paid order an order's pieces were bought in: the order itself, or the first of its chain of exchanges. */
export async function paidOrderOf(tx: DbClient, orderId: string): Promise<string> {
  let current = orderId;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const parent = await tx.returnRequest.findUnique({ where: { exchangeOrderId: current }, select: { orderId: true } });
    if (!parent) return current;
    current = parent.orderId;
  }
  return current;
}

export async function refundBasis(tx: DbClient, orderId: string): Promise<RefundBasis> {
  const paidOrderId = await paidOrderOf(tx, orderId);
  const familyOrderIds = [paidOrderId];
  for (let level = [paidOrderId], depth = 0; level.length > 0 && depth < MAX_DEPTH; depth++) {
    const replacements = await tx.returnRequest.findMany({ where: { orderId: { in: level }, exchangeOrderId: { not: null } }, select: { exchangeOrderId: true } });
    level = replacements.map((row) => row.exchangeOrderId!);
    familyOrderIds.push(...level);
  }
  if (paidOrderId === orderId) return { paidOrderId, familyOrderIds, priceOf: (line) => line.unitPricePaise };
  const paidLines = await tx.orderLine.findMany({ where: { orderId: paidOrderId }, select: { productName: true, productCode: true, colorName: true, unitPricePaise: true } });
  const prices = new Map(paidLines.map((line) => [pieceKey(line), line.unitPricePaise]));
  return { paidOrderId, familyOrderIds, priceOf: (line) => prices.get(pieceKey(line)) ?? line.unitPricePaise };
}
