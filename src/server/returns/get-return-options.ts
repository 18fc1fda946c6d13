import "server-only";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { windowEndsAt, windowOpen } from "@/lib/returns/return-rules";
import type { ReturnOptionsJSON, ReturnableLineJSON } from "@/lib/types/returns";
import { db } from "@/server/db";
import { returnRequestJSON, returnRequestSelect } from "./return-json";
import { refundBasis } from "./refund-basis";
import { exchangeSizesOf } from "./exchange-sizes";
import { returnableLines } from "./returnable-lines";

/** Why no new request can be made now, or null when one can. */
export function notEligibleReason({ status, deliveredAt }: { status: string; deliveredAt: Date | null }, lines: readonly ReturnableLineJSON[], now: Date): string | null {
  if (status !== "delivered" || deliveredAt === null) return RETURN_MSG.notDelivered;
  if (!windowOpen(deliveredAt, now)) return RETURN_MSG.windowClosed;
  if (!lines.some((line) => line.returnable > 0)) return RETURN_MSG.nothingLeft;
  return null;
}

/** POST /api/returns/options: what the order allows now and the requests it already has (newest first). */
export async function getReturnOptions(orderId: string, now: Date = new Date()): Promise<ReturnOptionsJSON> {
  const [order, lines, requests, paid] = await Promise.all([
    db.order.findUniqueOrThrow({ where: { id: orderId }, select: { orderNumber: true, status: true, deliveredAt: true } }),
    returnableLines(db, orderId),
    db.returnRequest.findMany({ where: { orderId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: returnRequestSelect }),
    refundBasis(db, orderId).then(async (basis) => ({ basis, ...(await db.order.findUniqueOrThrow({ where: { id: basis.paidOrderId }, select: { paymentMethod: true } })) })),
  ]);
  const reason = notEligibleReason(order, lines, now);
  // An exchange for another size (issue 42): each sized line's other sizes in stock now.
  const sizes = await exchangeSizesOf(db, await db.orderLine.findMany({ where: { orderId }, select: { id: true, productId: true, sizeId: true } }).then((rows) => rows.map((row) => ({ orderLineId: row.id, productId: row.productId, sizeId: row.sizeId }))));
  return {
    orderNumber: order.orderNumber,
    eligible: reason === null,
    notEligibleReason: reason,
    windowEndsAt: order.deliveredAt ? windowEndsAt(order.deliveredAt).toISOString() : null,
    refundDetailsNeeded: paid.paymentMethod === "cod",
    // An exchange's ₹0 replacement shows each piece at what was paid for it (refund-basis.ts).
    lines: lines.map((line) => ({ ...line, unitPricePaise: paid.basis.priceOf(line), exchangeSizes: sizes.get(line.orderLineId) ?? [] })),
    returns: requests.map(returnRequestJSON),
  };
}
