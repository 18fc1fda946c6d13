import "server-only";
import { paidForUnits } from "@/lib/offers/allocate";
import type { DbClient } from "@/server/orders/db-client";

/**
 * What a request's refund is measured against (issue 40): an exchange's replacement order is placed
 * at ₹0, so a returned replacement is refunded against the order that was PAID for the piece — the
 * first order of its chain of exchanges (the "paid order"). A replacement's line takes the price of
 * the paid order's line it replaces (the same piece: name, code and colour are copied onto the
 * replacement). The family is the paid order and every replacement made from it, at any depth: their
 * refunds together never pass what the paid order was paid. For an ordinary order, paidOrderId is
 * the order itself and each line keeps its own price.
 *
 * Offers (issue 44): a line pays its net, linePricePaise − offerDiscountPaise, over its quantity.
 * `paidFor` is what `units` more of a line paid when `before` of its units were already refunded or
 * exchanged: paidForUnits (src/lib/offers/allocate.ts), floor(net × k / Q) for the first k units, so
 * every split of a line adds up to exactly its net. Without an offer it is unitPrice × units, as
 * before. A replacement's line is measured on the paid order's line it replaces (floor(net × units /
 * Q), never a paisa above its share; the family cap holds the total).
 */
export interface RefundBasis {
  paidOrderId: string;
  /** The paid order and its replacements (at any depth). */
  familyOrderIds: string[];
  /** The unit price (the list price, before offers) of a line of the request's order. */
  priceOf: (line: PieceLine) => number;
  /** What `units` more units of a line of the request's order paid, `before` of its units already counted. */
  paidFor: (line: PaidLine, units: number, before: number) => number;
}

export interface PieceLine {
  productName: string;
  productCode: string;
  colorName: string | null;
  unitPricePaise: number;
}

export interface PaidLine extends PieceLine {
  quantity: number;
  linePricePaise: number;
  offerDiscountPaise: number;
}

/** The fields of an order line that paidFor needs (a Prisma select). */
export const paidLineSelect = { productName: true, productCode: true, colorName: true, quantity: true, unitPricePaise: true, linePricePaise: true, offerDiscountPaise: true } as const;

const MAX_DEPTH = 20;
const pieceKey = (line: { productName: string; productCode: string; colorName: string | null }) => JSON.stringify([line.productCode, line.colorName, line.productName]);

/** The line's own paid share: its net over its units. */
function ownPaid(line: PaidLine, units: number, before: number): number {
  return paidForUnits(line.linePricePaise - line.offerDiscountPaise, line.quantity, units, before);
}

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
  if (paidOrderId === orderId) return { paidOrderId, familyOrderIds, priceOf: (line) => line.unitPricePaise, paidFor: ownPaid };
  const paidLines = await tx.orderLine.findMany({ where: { orderId: paidOrderId }, select: paidLineSelect });
  const byPiece = new Map(paidLines.map((line) => [pieceKey(line), line]));
  return {
    paidOrderId,
    familyOrderIds,
    priceOf: (line) => byPiece.get(pieceKey(line))?.unitPricePaise ?? line.unitPricePaise,
    paidFor: (line, units) => {
      const paid = byPiece.get(pieceKey(line));
      if (!paid) return line.unitPricePaise * units;
      const net = BigInt(paid.linePricePaise - paid.offerDiscountPaise);
      return Number((net * BigInt(units)) / BigInt(paid.quantity));
    },
  };
}

/** One line of a request with what its units paid. */
export interface RequestLinePaid {
  returnLineId: string;
  orderLineId: string;
  quantity: number;
  paidPaise: number;
}

/**
 * What each line of a request paid: the stored ReturnLine.paidPaise once refunded or exchanged,
 * otherwise paidFor with `before` = the units of the same order line in the order's other refunded
 * or exchanged requests. Inside a refund's transaction, call it under the order's row lock (as
 * move-return.ts does) so two refunds of one line take consecutive units.
 */
export async function requestLinesPaid(tx: DbClient, basis: RefundBasis, returnId: string): Promise<RequestLinePaid[]> {
  // One after another: in a transaction they share one connection (src/server/pg-adapter.ts).
  const lines = await tx.returnLine.findMany({
    where: { returnId },
    orderBy: { id: "asc" },
    select: { id: true, orderLineId: true, quantity: true, paidPaise: true, orderLine: { select: paidLineSelect } },
  });
  const open = lines.filter((line) => line.paidPaise === null);
  const counted =
    open.length === 0
      ? []
      : await tx.returnLine.groupBy({
          by: ["orderLineId"],
          where: { orderLineId: { in: open.map((line) => line.orderLineId) }, returnId: { not: returnId }, request: { status: { in: ["refunded", "exchanged"] } } },
          _sum: { quantity: true },
        });
  const before = new Map(counted.map((row) => [row.orderLineId, row._sum.quantity ?? 0]));
  return lines.map((line) => {
    const stored = line.paidPaise;
    // An order line never sells more units than it has: a request of more (impossible by the rules) counts from 0.
    const earlier = before.get(line.orderLineId) ?? 0;
    const from = earlier + line.quantity <= line.orderLine.quantity ? earlier : 0;
    const paidPaise = stored ?? basis.paidFor(line.orderLine, line.quantity, from);
    return { returnLineId: line.id, orderLineId: line.orderLineId, quantity: line.quantity, paidPaise };
  });
}
