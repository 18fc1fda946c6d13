import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { SELL_MSG } from "@/lib/messages/selling";
import type { InvoiceDocument } from "@/lib/types/invoice";
import type { OrderStatus } from "@/lib/types/order";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { orderSelect, toOrder } from "@/server/orders/order-row";
import { sellerFromJson } from "./invoice-seller";

// The invoice of an order, for its owner only: the signed-in customer whose order it is, or
// whoever knows the order number together with the e-mail it was placed with (the tracking page's
// pair). Someone else's order and an unknown one get the same 404, so nothing tells them apart.
// Only an order that has been paid (and moved on since) has an invoice to download.

/** Statuses of an order whose payment went through, so whose invoice may be downloaded. */
export const INVOICED_STATUSES: readonly OrderStatus[] = ["paid", "processing", "shipped", "delivered"];

export type InvoiceOwnerProof =
  /** The back office (the route checked the admin's session): any order's invoice, once issued. */
  | { orderId: string; shop: true }
  /** The signed-in customer's own order. */
  | { orderId: string; customerId: string }
  /** The tracking page's pair; the e-mail is compared without regard to case. */
  | { orderNumber: string; email: string };

const select = {
  ...orderSelect,
  invoice: { select: { number: true, financialYear: true, issuedAt: true, seller: true, taxRateBps: true, placeOfSupply: true } },
} as const satisfies Prisma.OrderSelect;

/** The order with its invoice, or a 404 AppError (the same one for "not yours" as for "no such order"). */
export async function getInvoiceForDownload(proof: InvoiceOwnerProof): Promise<InvoiceDocument> {
  const row = await findOwnOrder(proof);
  const invoice = row.invoice;
  // The shopper's download follows the order's status; the shop keeps every invoice it issued
  // (a paid order cancelled later still had one).
  const shown = "shop" in proof || INVOICED_STATUSES.includes(row.status);
  if (!invoice || !shown) throw notFound(SELL_MSG.invoiceNotReady);
  return {
    number: invoice.number,
    financialYear: invoice.financialYear,
    issuedAt: invoice.issuedAt,
    seller: sellerFromJson(invoice.seller),
    taxRateBps: invoice.taxRateBps,
    placeOfSupply: invoice.placeOfSupply,
    order: toOrder(row),
  };
}

async function findOwnOrder(proof: InvoiceOwnerProof) {
  if ("shop" in proof) {
    const row = await db.order.findUnique({ where: { id: proof.orderId }, select });
    if (!row) throw notFound(SELL_MSG.invoiceOrderNotFound);
    return row;
  }
  if ("orderId" in proof) {
    const row = await db.order.findUnique({ where: { id: proof.orderId }, select });
    if (!row || row.customerId === null || row.customerId !== proof.customerId) throw notFound(SELL_MSG.invoiceOrderNotFound);
    return row;
  }
  const row = await db.order.findUnique({ where: { orderNumber: proof.orderNumber.trim().toUpperCase() }, select });
  if (!row || !sameEmail(row.customerEmail, proof.email)) throw notFound(SELL_MSG.trackOrderNotFound);
  return row;
}

function sameEmail(stored: string, given: string): boolean {
  return stored.trim().toLowerCase() === given.trim().toLowerCase();
}
