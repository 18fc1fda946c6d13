import { allocateLargestRemainder } from "@/lib/offers/allocate";
import { type GstBreakdown, computeGst } from "@/server/invoices/gst";
import type { CreditNoteDocument } from "./credit-note-document";

/**
 * A credit note's GST, line by line (issue 44): the refund is spread over the returned lines in
 * proportion to what they really paid (ReturnLine.paidPaise, after offers) by the largest remainder
 * (src/lib/offers/allocate.ts), each share taken apart as the invoice takes a line apart
 * (computeGst). A full refund gives each line exactly what it paid, so a whole line returned has the
 * taxable value and the tax of its invoice line to the paisa; a part refund is within a paisa per
 * line. The lines add up to the refund. With no paid amount to spread over (a ₹0 replacement's
 * difference, say) the refund is one line, as before.
 */
export function creditNoteGst(note: Pick<CreditNoteDocument, "amountPaise" | "lines" | "taxRateBps" | "seller" | "placeOfSupply">): GstBreakdown {
  const paid = note.lines.map((line) => line.paidPaise);
  const sum = paid.reduce((a, b) => a + b, 0);
  const linePaise = sum > 0 && note.amountPaise <= sum ? allocateLargestRemainder(note.amountPaise, paid) : [note.amountPaise];
  return computeGst({ linePaise, rateBps: note.taxRateBps, sellerState: note.seller.state, buyerState: note.placeOfSupply });
}
