import "server-only";
import { canonicalState } from "@/lib/indian-states";
import { creditNoteCounterKey, formatCreditNoteNumber } from "@/lib/returns/return-rules";
import { nextCounterValue } from "@/server/orders/counters";
import { financialYearOf } from "@/server/invoices/financial-year";
import { readInvoiceSeller } from "@/server/invoices/invoice-seller";
import type { DbClient } from "@/server/orders/db-client";

// Issues the GST credit note of a refund, inside the refund's transaction (src/server/returns/
// move-return.ts). Numbers are consecutive per Indian financial year (CN/2026-27/00001), taken
// from the Counter row `credit-note:2026-27` with ONE statement (INSERT ... ON CONFLICT DO UPDATE
// ... RETURNING), as invoice numbers are: concurrent refunds wait their turn on the counter's row
// and a rolled-back refund gives its number back. It references the order's invoice; the rate and
// place of supply are the invoice's (the order's shipping state and today's rate without one), the
// seller's details are copied in as they are now.

export async function issueCreditNote(
  tx: DbClient,
  {
    returnId,
    orderId,
    invoiceOrderId = orderId,
    amountPaise,
    buyerState,
    now = new Date(),
  }: { returnId: string; orderId: string; /** The order whose invoice it is against: for an exchange's ₹0 replacement, the order that paid for the piece. */ invoiceOrderId?: string; amountPaise: number; buyerState: string; now?: Date },
): Promise<{ number: string }> {
  const financialYear = financialYearOf(now);
  const sequence = await nextCounterValue(tx, creditNoteCounterKey(financialYear));

  const invoice = await tx.invoice.findUnique({ where: { orderId: invoiceOrderId }, select: { id: true, taxRateBps: true, placeOfSupply: true } });
  const { seller, gstRateBps } = await readInvoiceSeller(tx);
  const number = formatCreditNoteNumber(financialYear, sequence);
  await tx.creditNote.create({
    data: {
      returnId,
      orderId,
      invoiceId: invoice?.id ?? null,
      number,
      financialYear,
      sequence,
      amountPaise,
      seller: { ...seller },
      taxRateBps: invoice?.taxRateBps ?? gstRateBps,
      placeOfSupply: invoice?.placeOfSupply ?? canonicalState(buyerState) ?? buyerState.trim(),
      issuedAt: now,
    },
  });
  return { number };
}
