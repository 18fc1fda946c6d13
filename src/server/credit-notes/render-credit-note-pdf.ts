import "server-only";
import PDFDocument from "pdfkit";
import { SHOP } from "@/lib/constants";
import { formatDate, formatRupees2 } from "@/lib/format";
import { CART_MSG } from "@/lib/messages/cart";
import { CREDIT_NOTE_PDF as T } from "@/lib/returns/return-messages";
import { OFFER_DOC_MSG } from "@/lib/messages/offer-documents";
import { type GstBreakdown, HSN_SILVER_JEWELLERY } from "@/server/invoices/gst";
import { loadInvoiceFonts } from "@/server/invoices/invoice-fonts";
import type { CreditNoteDocument } from "./credit-note-document";
import { creditNoteGst } from "./credit-note-gst";
import { CONTENT_BOTTOM, COLOR, FONT, LEFT, PAGE, WIDTH, block, collect, drawFooters, drawParticulars, drawSeller, drawTotals, gstRows, rule, style, textRight } from "@/server/invoices/pdf-layout";

// The GST credit note of a refund as an A4 PDF (pdfkit, the invoice's Noto Sans and seller block):
// "Credit note", its number and date, the invoice it is issued against, the buyer, the returned
// pieces (name, code, HSN 7113, quantity, what was paid for them), then the refund taken apart
// into taxable value and GST (CGST + SGST within the seller's state, IGST otherwise, as the
// invoice does: src/server/invoices/gst.ts), the total in figures and in words. Issue 44: the
// refund is spread over the lines by what they really paid (after offers; credit-note-gst.ts), and
// each line shows its credit, taxable value and GST.

const C = OFFER_DOC_MSG.creditNote;
const COLUMNS = [
  { key: "index", header: T.index, width: 20, align: "left" as const },
  { key: "description", header: T.description, width: WIDTH - 20 - 36 - 28 - 4 * 70, align: "left" as const },
  { key: "hsn", header: T.hsn, width: 36, align: "left" as const },
  { key: "quantity", header: T.quantity, width: 28, align: "right" as const },
  { key: "paid", header: T.paid, width: 70, align: "right" as const },
  { key: "credit", header: C.refund, width: 70, align: "right" as const },
  { key: "taxable", header: C.taxable, width: 70, align: "right" as const },
  { key: "tax", header: C.tax, width: 70, align: "right" as const },
];

export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const fonts = await loadInvoiceFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    lang: "en-IN",
    displayTitle: true,
    info: { Title: T.documentTitle(note.number), Author: note.seller.legalName, Subject: `Order ${note.orderNumber}`, Creator: SHOP.name },
  });
  const bytes = collect(doc);
  doc.registerFont(FONT.body, fonts.regular);
  doc.registerFont(FONT.strong, fonts.semibold);

  const left = drawSeller(doc, note.seller, T);
  const right = drawParticulars(doc, T.title, [
    [T.number, note.number],
    [T.date, formatDate(note.issuedAt)],
    [T.orderNumber, note.orderNumber],
    [T.requestNumber, note.requestNumber],
    [T.placeOfSupply, note.placeOfSupply],
  ]);
  let y = Math.max(left, right) + 8;
  rule(doc, y);

  style(doc, FONT.strong, 9.5);
  y = block(doc, note.invoice ? T.againstInvoice(note.invoice.number, formatDate(note.invoice.issuedAt)) : T.noInvoice, LEFT, y + 12, WIDTH);

  style(doc, FONT.strong, 7.5, COLOR.muted);
  y = block(doc, T.buyer.toUpperCase(), LEFT, y + 12, WIDTH);
  style(doc, FONT.strong, 9.5);
  y = block(doc, note.buyer.name, LEFT, y + 3, WIDTH);
  style(doc, FONT.body, 8.5);
  for (const line of [...note.buyer.address, note.buyer.phone, note.buyer.email].filter(Boolean)) y = block(doc, line, LEFT, y + 1, WIDTH);

  const gst = creditNoteGst(note);
  y = drawPieces(doc, note, gst, y + 16);
  drawCreditNoteTotals(doc, note, gst, y + 12);
  drawFooters(doc, { note: T.computerGenerated, number: note.number, contactLabel: T.contact, seller: note.seller });
  doc.end();
  return bytes;
}

function drawHeader(doc: PDFKit.PDFDocument, top: number): number {
  doc.rect(LEFT, top, WIDTH, 20).fill(COLOR.band);
  let x = LEFT;
  style(doc, FONT.strong, 7.5, COLOR.muted);
  for (const column of COLUMNS) {
    doc.text(column.header, x + 4, top + 6, { width: column.width - 8, align: column.align, lineBreak: false });
    x += column.width;
  }
  return top + 20;
}

function drawPieces(doc: PDFKit.PDFDocument, note: CreditNoteDocument, gst: GstBreakdown, top: number): number {
  // Per line only when the refund was spread over the lines (credit-note-gst.ts).
  const perLine = gst.lines.length === note.lines.length;
  style(doc, FONT.strong, 7.5, COLOR.muted);
  let y = block(doc, T.returned.toUpperCase(), LEFT, top, WIDTH) + 4;
  y = drawHeader(doc, y);
  const descriptionWidth = COLUMNS[1]!.width - 8;
  note.lines.forEach((line, index) => {
    const detail = [`${T.code} ${line.productCode}`, line.sizeLabel ? CART_MSG.sizeLine(line.sizeLabel) : "", line.colorName ? `${T.colour} ${line.colorName}` : ""]
      .filter(Boolean)
      .join("  ·  ");
    style(doc, FONT.body, 8.5);
    const height = doc.heightOfString(line.productName, { width: descriptionWidth }) + 24;
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawHeader(doc, PAGE.margin);
    }
    const taxed = perLine ? gst.lines[index] : undefined;
    const values: Record<string, string> = {
      index: String(index + 1),
      hsn: HSN_SILVER_JEWELLERY,
      quantity: String(line.quantity),
      paid: formatRupees2(line.paidPaise),
      credit: taxed ? formatRupees2(taxed.grossPaise) : "",
      taxable: taxed ? formatRupees2(taxed.taxablePaise) : "",
      tax: taxed ? formatRupees2(taxed.taxPaise) : "",
    };
    let x = LEFT;
    for (const column of COLUMNS) {
      style(doc, FONT.body, 8.5);
      if (column.key === "description") {
        doc.text(line.productName, x + 4, y + 6, { width: descriptionWidth });
        style(doc, FONT.body, 7.5, COLOR.muted);
        doc.text(detail, x + 4, doc.y + 1, { width: descriptionWidth, lineBreak: false });
      } else if (column.align === "right") {
        textRight(doc, values[column.key] ?? "", x + column.width - 4, y + 6, column.width - 8, 8.5);
      } else {
        doc.text(values[column.key] ?? "", x + 4, y + 6, { width: column.width - 8, lineBreak: false });
      }
      x += column.width;
    }
    y += height;
    rule(doc, y);
  });
  return y;
}

function drawCreditNoteTotals(doc: PDFKit.PDFDocument, note: CreditNoteDocument, gst: GstBreakdown, top: number): void {
  const rows: [string, number][] = [[T.refunded, note.amountPaise], ...gstRows(gst, { taxable: T.taxable, cgst: T.cgst, sgst: T.sgst, igst: T.igst })];
  const y = drawTotals(doc, { top, rows, totalLabel: T.total, totalPaise: gst.totals.grandTotalPaise, inWordsLabel: T.inWords });
  style(doc, FONT.body, 8, COLOR.muted);
  block(doc, T.reason, LEFT, y + 12, WIDTH);
}
