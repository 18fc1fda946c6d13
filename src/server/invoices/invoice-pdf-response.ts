import "server-only";
import type { InvoiceDocument } from "@/lib/types/invoice";
import { renderInvoicePdf } from "./render-invoice-pdf";

/** invoice-SA-2026-27-00001.pdf for SA/2026-27/00001. */
export function invoiceFileName(number: string): string {
  return `invoice-${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

/** The invoice as a PDF download: an attachment, for this person only, never stored by a cache. */
export async function invoicePdfResponse(invoice: InvoiceDocument): Promise<Response> {
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFileName(invoice.number)}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
