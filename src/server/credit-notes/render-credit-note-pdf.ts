import "server-only";
import PDFDocument from "pdfkit";
import { SHOP } from "@/lib/constants";
import { formatDate, formatRupees2 } from "@/lib/format";
import { CART_MSG } from "@/lib/messages/cart";
import { CREDIT_NOTE_PDF as T } from "@/lib/returns/return-messages";
import { HSN_SILVER_JEWELLERY, computeGst } from "@/server/invoices/gst";
import { loadInvoiceFonts } from "@/server/invoices/invoice-fonts";
import type { CreditNoteDocument } from "./credit-note-document";
import { CONTENT_BOTTOM, COLOR, FONT, LEFT, PAGE, WIDTH, block, collect, drawFooters, drawParticulars, drawSeller, drawTotals, gstRows, rule, style, textRight } from "@/server/invoices/pdf-layout";

// The GST credit note of a refund as an A4 PDF (pdfkit, the invoice's Noto Sans and seller block):
// "Credit note", its number and date, the invoice it is issued against, the buyer, the returned
// pieces (name, code, HSN 7113, quantity, what was paid for them), then the refund taken apart
// into taxable value and GST (CGST + SGST within the seller's state, IGST otherwise, as the
// invoice does: src/server/invoices/gst.ts), the total in figures and in words.

const COLUMNS = [
  { key: "index", header: T.index, width: 22, align: "left" as const },
  { key: "description", header: T.description, width: WIDTH - 22 - 44 - 36 - 96, align: "left" as const },
  { key: "hsn", header: T.hsn, width: 44, align: "left" as const },
  { key: "quantity", header: T.quantity, width: 36, align: "right" as const },
  { key: "paid", header: T.paid, width: 96, align: "right" as const },
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

  y = drawPieces(doc, note, y + 16);
  drawCreditNoteTotals(doc, note, y + 12);
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

function drawPieces(doc: PDFKit.PDFDocument, note: CreditNoteDocument, top: number): number {
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
    const values: Record<string, string> = { index: String(index + 1), hsn: HSN_SILVER_JEWELLERY, quantity: String(line.quantity), paid: formatRupees2(line.paidPaise) };
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

function drawCreditNoteTotals(doc: PDFKit.PDFDocument, note: CreditNoteDocument, top: number): void {
  const gst = computeGst({ linePaise: [note.amountPaise], rateBps: note.taxRateBps, sellerState: note.seller.state, buyerState: note.placeOfSupply });
  const rows: [string, number][] = [[T.refunded, note.amountPaise], ...gstRows(gst, { taxable: T.taxable, cgst: T.cgst, sgst: T.sgst, igst: T.igst })];
  const y = drawTotals(doc, { top, rows, totalLabel: T.total, totalPaise: gst.totals.grandTotalPaise, inWordsLabel: T.inWords });
  style(doc, FONT.body, 8, COLOR.muted);
  block(doc, T.reason, LEFT, y + 12, WIDTH);
}
