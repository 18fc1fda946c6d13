import "server-only";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import type { ExchangeSizeJSON } from "@/lib/types/returns";
import { badRequest, conflict } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";

// An exchange for another size (issue 42): the same piece in another size it is offered in. The
// return form offers, for each line of a sized piece, its other sizes in stock now; the request
// stores the size asked for (ReturnLine.exchangeSizeId/Label); the replacement order carries it
// (exchange-order.ts). Where the sizes' prices differ (by weight) the difference is what the other
// size costs today less what the size bought costs today (so a change of the silver rate since the
// purchase is not charged or refunded), times the quantity.

interface SizedLine {
  orderLineId: string;
  productId: string | null;
  sizeId: string | null;
}

/** For each line of a sized piece, the piece's other sizes with stock now (smallest first); none for other lines. */
export async function exchangeSizesOf(client: DbClient, lines: readonly SizedLine[]): Promise<Map<string, ExchangeSizeJSON[]>> {
  const sized = lines.filter((line) => line.productId !== null && line.sizeId !== null);
  const result = new Map<string, ExchangeSizeJSON[]>(lines.map((line) => [line.orderLineId, []]));
  if (sized.length === 0) return result;
  const offered = await client.productSize.findMany({
    where: { productId: { in: [...new Set(sized.map((line) => line.productId!))] }, stock: { gt: 0 } },
    orderBy: [{ size: { position: "asc" } }, { sizeId: "asc" }],
    select: { productId: true, sizeId: true, sellingPricePaise: true, size: { select: { label: true } } },
  });
  for (const line of sized) {
    result.set(
      line.orderLineId,
      offered.filter((size) => size.productId === line.productId && size.sizeId !== line.sizeId).map((size) => ({ sizeId: size.sizeId, label: size.size.label, unitPricePaise: size.sellingPricePaise })),
    );
  }
  return result;
}

/**
 * The size a request's line asks for, checked under the order's lock: only in an exchange, only for
 * a sized piece, another size than the one bought, one the piece is offered in, with stock for the
 * quantity now (400 / 409 naming the piece). Returns the size's label to store with its id.
 */
export async function checkExchangeSize(
  tx: DbClient,
  { kind, line, sizeId, quantity }: { kind: "return" | "exchange"; line: { productId: string | null; sizeId: string | null; productName: string }; sizeId: string; quantity: number },
): Promise<string> {
  if (kind !== "exchange") throw badRequest(RETURN_MSG.exchangeSizeOnlyExchange);
  if (line.productId === null || line.sizeId === null) throw badRequest(RETURN_MSG.exchangeSizeNotSized(line.productName));
  if (sizeId === line.sizeId) throw badRequest(RETURN_MSG.exchangeSizeSame(line.productName));
  const size = await tx.productSize.findUnique({ where: { productId_sizeId: { productId: line.productId, sizeId } }, select: { stock: true, size: { select: { label: true } } } });
  if (!size) throw badRequest(RETURN_MSG.exchangeSizeNotOffered(line.productName));
  if (size.stock < quantity) throw conflict(RETURN_MSG.exchangeSizeSoldOut(line.productName, size.size.label));
  return size.size.label;
}

export interface LineDifference {
  returnLineId: string;
  /** The other size's price less the bought size's, both today, times the quantity; null when the line keeps its size. */
  differencePaise: number | null;
}

/**
 * Each line's price difference for a request: for a line exchanged for another size, (that size's
 * price today − the bought size's price today) × quantity. When the bought size is no longer offered,
 * what was paid for it (`paidUnitOf`) stands in for its price; when the other size is gone, no
 * difference can be known (null: the replacement cannot be sent anyway).
 */
export async function sizeDifferences(
  client: DbClient,
  returnId: string,
  paidUnitOf: (line: { productName: string; productCode: string; colorName: string | null; unitPricePaise: number }) => number,
): Promise<LineDifference[]> {
  const lines = await client.returnLine.findMany({
    where: { returnId },
    orderBy: { id: "asc" },
    select: { id: true, quantity: true, exchangeSizeId: true, orderLine: { select: { productId: true, sizeId: true, productName: true, productCode: true, colorName: true, unitPricePaise: true } } },
  });
  const wanted = lines.filter((line) => line.exchangeSizeId !== null && line.orderLine.productId !== null);
  const prices = new Map<string, number>();
  if (wanted.length > 0) {
    const rows = await client.productSize.findMany({
      where: { productId: { in: [...new Set(wanted.map((line) => line.orderLine.productId!))] } },
      select: { productId: true, sizeId: true, sellingPricePaise: true },
    });
    for (const row of rows) prices.set(`${row.productId}\u0000${row.sizeId}`, row.sellingPricePaise);
  }
  return lines.map((line) => {
    if (line.exchangeSizeId === null || line.orderLine.productId === null) return { returnLineId: line.id, differencePaise: null };
    const next = prices.get(`${line.orderLine.productId}\u0000${line.exchangeSizeId}`);
    if (next === undefined) return { returnLineId: line.id, differencePaise: null };
    const bought = (line.orderLine.sizeId ? prices.get(`${line.orderLine.productId}\u0000${line.orderLine.sizeId}`) : undefined) ?? paidUnitOf(line.orderLine);
    return { returnLineId: line.id, differencePaise: (next - bought) * line.quantity };
  });
}

/** The request's difference split into what the shopper pays more and what is refunded; null when no line changes size. */
export function settleDifference(differences: readonly LineDifference[]): { payMorePaise: number; refundLessPaise: number } | null {
  const known = differences.filter((line) => line.differencePaise !== null);
  if (known.length === 0) return null;
  return {
    payMorePaise: known.reduce((sum, line) => sum + Math.max(0, line.differencePaise!), 0),
    refundLessPaise: known.reduce((sum, line) => sum + Math.max(0, -line.differencePaise!), 0),
  };
}
