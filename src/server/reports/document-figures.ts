import "server-only";
import { db } from "@/server/db";
import { creditNoteGst } from "@/server/credit-notes/credit-note-gst";
import { getCreditNote } from "@/server/credit-notes/get-credit-note";
import { getInvoiceForDownload } from "@/server/invoices/get-invoice-for-download";
import { invoiceGst } from "@/server/invoices/invoice-gst";

// Each invoice's and credit note's figures, kept beside it (issue 45): the reports and the GST return
// add up these columns instead of taking every document apart again, so a month of 50,000 orders is
// one indexed sum. The figures are computed by the very functions that draw the PDFs (invoiceGst,
// creditNoteGst) from the very loaders the downloads use, so a report's sum is the sum of the
// documents to the paisa. Documents are immutable once issued, so the figures never go stale. They
// are filled after the fact rather than in the paying or refunding transaction (those stay as they
// were): ensureDocumentFigures() fills every document still without them, and every report calls it
// first (on a shop that reports daily it finds a handful; its query is on the figures' NULLs).

/** How many documents one round fills (the next round takes the rest). */
const BATCH = 200;

export interface InvoiceFigures {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  quantity: number;
}

export type CreditNoteFigures = Omit<InvoiceFigures, "grossPaise" | "discountPaise">;

/** An order's invoice figures, as its PDF prints them. */
export async function invoiceFiguresOf(orderId: string): Promise<InvoiceFigures> {
  const invoice = await getInvoiceForDownload({ orderId, shop: true });
  const taxed = invoiceGst(invoice.order, { rateBps: invoice.taxRateBps, sellerState: invoice.seller.state, buyerState: invoice.placeOfSupply, codFeeName: "" });
  const { totals } = taxed.gst;
  return {
    grossPaise: totals.grandTotalPaise,
    discountPaise: taxed.discountPaise,
    taxablePaise: totals.taxablePaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    igstPaise: totals.igstPaise,
    quantity: invoice.order.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** A return request's credit-note figures, as its PDF prints them. */
export async function creditNoteFiguresOf(returnId: string): Promise<CreditNoteFigures> {
  const note = await getCreditNote(returnId);
  const { totals } = creditNoteGst(note);
  return {
    taxablePaise: totals.taxablePaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    igstPaise: totals.igstPaise,
    quantity: note.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** Fills the figures of every invoice and credit note still without them; how many it filled. */
export async function ensureDocumentFigures(): Promise<{ invoices: number; creditNotes: number }> {
  const filled = { invoices: 0, creditNotes: 0 };
  for (;;) {
    const invoices = await db.invoice.findMany({ where: { grossPaise: null }, select: { id: true, orderId: true }, take: BATCH });
    for (const invoice of invoices) {
      const figures = await invoiceFiguresOf(invoice.orderId);
      // Only while still empty: two reports filling at once write the same figures once.
      const { count } = await db.invoice.updateMany({ where: { id: invoice.id, grossPaise: null }, data: figures });
      filled.invoices += count;
    }
    if (invoices.length < BATCH) break;
  }
  for (;;) {
    const notes = await db.creditNote.findMany({ where: { taxablePaise: null }, select: { id: true, returnId: true }, take: BATCH });
    for (const note of notes) {
      const figures = await creditNoteFiguresOf(note.returnId);
      const { count } = await db.creditNote.updateMany({ where: { id: note.id, taxablePaise: null }, data: figures });
      filled.creditNotes += count;
    }
    if (notes.length < BATCH) break;
  }
  return filled;
}
