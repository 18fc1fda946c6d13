import "server-only";
import { canonicalState } from "@/lib/indian-states";
import { notFound } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { nextCounterValue } from "@/server/orders/counters";
import { financialYearOf } from "./financial-year";
import { readInvoiceSeller } from "./invoice-seller";

// Issues the GST tax invoice of an order that has just been paid, inside the caller's paying
// transaction (settlePayment). Numbers are consecutive per Indian financial year: the next one is
// taken from the Counter row `invoice:2026-27` with ONE statement (INSERT ... ON CONFLICT DO UPDATE
// ... RETURNING), whose row lock makes concurrent payments wait their turn and whose rollback with
// a failed payment gives the number back, so there is never a gap nor a repeat. The seller's
// details and the GST rate are copied in as they are now.

export const INVOICE_NUMBER_PATTERN = /^SA\/\d{4}-\d{2}\/\d{5,}$/;

/** The Counter key of a financial year's invoice numbers. */
export const invoiceCounterKey = (financialYear: string) => `invoice:${financialYear}`;

/** SA/2026-27/00001 (a sixth digit appears after 99,999 invoices in a year). */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  return `SA/${financialYear}/${String(sequence).padStart(5, "0")}`;
}

export interface IssueInvoiceInput {
  orderId: string;
  /** The buyer's state, the place of supply (the order's shipping state). */
  buyerState: string;
  /** The invoice's date; it also picks the financial year. */
  now?: Date;
}

/**
 * The order's invoice number: a new invoice, or the one already issued for this order (calling it
 * twice issues one invoice). Locks the order's row first, so two transactions issuing for the same
 * order one after the other agree. Throws 404 for an unknown order.
 */
export async function issueInvoice(tx: DbClient, { orderId, buyerState, now = new Date() }: IssueInvoiceInput): Promise<{ number: string }> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
  if (locked.length === 0) throw notFound("Order not found.");

  const existing = await tx.invoice.findUnique({ where: { orderId }, select: { number: true } });
  if (existing) return existing;

  const financialYear = financialYearOf(now);
  const sequence = await nextCounterValue(tx, invoiceCounterKey(financialYear));
  const { seller, gstRateBps } = await readInvoiceSeller(tx);
  const number = formatInvoiceNumber(financialYear, sequence);
  await tx.invoice.create({
    data: {
      orderId,
      number,
      financialYear,
      sequence,
      seller: { ...seller },
      taxRateBps: gstRateBps,
      placeOfSupply: canonicalState(buyerState) ?? buyerState.trim(),
      issuedAt: now,
    },
  });
  return { number };
}
