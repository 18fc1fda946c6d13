import "server-only";
import type { ReturnableLineJSON } from "@/lib/types/returns";
import { returnableQuantity } from "@/lib/returns/return-rules";
import type { DbClient } from "@/server/orders/db-client";

/**
 * The order's pieces with what is still returnable: ordered minus the quantities of the line in
 * requests that are not rejected. Inside a request's transaction, call it after the order's row
 * lock, so two requests at once count each other.
 */
export async function returnableLines(tx: DbClient, orderId: string): Promise<ReturnableLineJSON[]> {
  // One after another: in a transaction they share one connection (src/server/pg-adapter.ts).
  const lines = await tx.orderLine.findMany({
    where: { orderId },
    orderBy: { id: "asc" },
    select: { id: true, productName: true, productCode: true, colorName: true, sizeLabel: true, quantity: true, unitPricePaise: true },
  });
  const taken = await tx.returnLine.groupBy({
    by: ["orderLineId"],
    where: { orderLine: { orderId }, request: { status: { not: "rejected" } } },
    _sum: { quantity: true },
  });
  const takenOf = new Map(taken.map((row) => [row.orderLineId, row._sum.quantity ?? 0]));
  return lines.map((line) => ({
    orderLineId: line.id,
    productName: line.productName,
    productCode: line.productCode,
    colorName: line.colorName,
    quantity: line.quantity,
    returnable: returnableQuantity(line.quantity, takenOf.get(line.id) ?? 0),
    unitPricePaise: line.unitPricePaise,
    sizeLabel: line.sizeLabel,
    // Filled in by the return options (get-return-options.ts): the sizes in stock now.
    exchangeSizes: [],
  }));
}
