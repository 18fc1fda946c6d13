import type { InvoiceSeller } from "@/lib/types/invoice";

/** An issued credit note with what its PDF prints (integer paise). */
export interface CreditNoteDocument {
  /** CN/2026-27/00001 */
  number: string;
  issuedAt: Date;
  /** The refund, GST included. */
  amountPaise: number;
  seller: InvoiceSeller;
  taxRateBps: number;
  placeOfSupply: string;
  /** The invoice it is issued against (a cash-on-delivery order's exists once shipped). */
  invoice: { number: string; issuedAt: Date } | null;
  requestNumber: string;
  orderNumber: string;
  buyer: { name: string; email: string; phone: string; address: string[] };
  /** Each returned piece; `sizeLabel` ("12") for a piece sold by size (issue 42), else null or absent. */
  lines: { productName: string; productCode: string; colorName: string | null; sizeLabel?: string | null; quantity: number; paidPaise: number }[];
}
