// The GST tax invoice as the shop's code sees it (integer paise, camelCase). Returned by
// src/server/invoices/*; the PDF is drawn from it.
import type { Order } from "@/lib/types/order";

/** The seller as the invoice names it, copied in when the invoice was issued. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  /** The seller's state: CGST + SGST for buyers in it, IGST for everyone else. */
  state: string;
  /** Empty when the owner had not entered one. */
  gstin: string;
  phone: string;
  email: string;
}

/** An issued invoice with its order (the order's line snapshots are the invoice's lines). */
export interface InvoiceDocument {
  /** SA/2026-27/00001 */
  number: string;
  /** 2026-27 */
  financialYear: string;
  issuedAt: Date;
  seller: InvoiceSeller;
  /** GST rate in basis points when issued (300 = 3 %). */
  taxRateBps: number;
  /** The buyer's state. */
  placeOfSupply: string;
  order: Order;
}
