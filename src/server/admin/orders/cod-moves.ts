import "server-only";
import { COD_MSG } from "@/lib/messages/cod";
import { CURRENCY } from "@/lib/constants";
import type { OrderStatus } from "@/lib/types/order";
import { conflict } from "@/server/errors";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import type { DbClient } from "@/server/orders/db-client";
import { takeStock } from "@/server/orders/take-stock";

// What a cash-on-delivery order's moves do besides changing its status, inside the status change's
// transaction (change-order-status.ts, with the order's row locked):
//   draft → confirmed: its pieces are taken from stock with the card payments' conditional updates
//     (take-stock.ts); a piece short of stock refuses the move with a 409 naming it, nothing changes;
//   confirmed → shipped: its GST invoice is issued (once: issueInvoice returns the one issued);
//   shipped → delivered: the cash collected is recorded as a paid Payment (kind cod) and paidAt set.
// Cancelling a confirmed or shipped COD order restocks it (the caller's restock); nothing is refunded.

export interface CodMoveResult {
  /** Pieces whose stock changed (their cached pages expire after commit). */
  soldProductIds: string[];
  changes: Record<string, [unknown, unknown]>;
}

export async function applyCodMove(tx: DbClient, { id, to, now }: { id: string; from: OrderStatus; to: OrderStatus; now: Date }): Promise<CodMoveResult> {
  if (to === "confirmed") {
    const lines = await tx.orderLine.findMany({ where: { orderId: id }, select: { productId: true, sizeId: true, sizeLabel: true, quantity: true, productName: true } });
    const taken = await takeStock(tx, lines);
    if (!taken.ok) throw conflict(COD_MSG.shortOfStock(taken.shortOf));
    return { soldProductIds: taken.productIds, changes: { stockTaken: [null, taken.productIds] } };
  }
  if (to === "shipped") {
    const order = await tx.order.findUniqueOrThrow({ where: { id }, select: { shipState: true } });
    const invoice = await issueInvoice(tx, { orderId: id, buyerState: order.shipState, now });
    return { soldProductIds: [], changes: { invoice: [null, invoice.number] } };
  }
  if (to === "delivered") {
    const order = await tx.order.update({ where: { id }, data: { paidAt: now }, select: { totalPaise: true } });
    const payment = await tx.payment.create({ data: { orderId: id, kind: "cod", status: "paid", amountPaise: order.totalPaise, currency: CURRENCY }, select: { id: true } });
    return { soldProductIds: [], changes: { paidAt: [null, now.toISOString()], payment: [null, payment.id] } };
  }
  return { soldProductIds: [], changes: {} };
}
