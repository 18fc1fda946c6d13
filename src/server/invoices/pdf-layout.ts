import "server-only";
import { formatRupees2 } from "@/lib/format";
import type { InvoiceSeller } from "@/lib/types/invoice";
import { amountInWords } from "./amount-in-words";
import { type GstBreakdown, formatRate } from "./gst";

// The A4 layout pieces the GST documents share (the tax invoice, render-invoice-pdf.ts, and the
// credit note, src/server/credit-notes/render-credit-note-pdf.ts): pdfkit drawing helpers, the
// seller's block with its GSTIN, the title with the particulars, and the footer with page numbers.

export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const WIDTH = RIGHT - LEFT;
/** Where content may end before it goes on a new page (the footer lives below). */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 36;
export const COLOR = { ink: "#1d2430", muted: "#5b6573", rule: "#d9dee5", band: "#f2f4f7" };
export const FONT = { body: "Body", strong: "Strong" };

export type Doc = PDFKit.PDFDocument;
export type Align = "left" | "right" | "center";

/** The document's bytes once it has ended. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

export function style(doc: Doc, font: string, size: number, color = COLOR.ink): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Text in a box of `width` starting at (x, y); returns the y below it. */
export function block(doc: Doc, text: string, x: number, y: number, width: number, align: Align = "left"): number {
  doc.text(text, x, y, { width, align, lineGap: 1.5 });
  return doc.y;
}

/** One line of text ending at `right` (shrunk to fit `maxWidth` if it must). */
export function textRight(doc: Doc, text: string, right: number, y: number, maxWidth: number, size: number): void {
  let fitted = size;
  doc.fontSize(fitted);
  while (doc.widthOfString(text) > maxWidth && fitted > 5.5) doc.fontSize((fitted -= 0.5));
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
  doc.fontSize(size);
}

export function rule(doc: Doc, y: number, from = LEFT, to = RIGHT): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
}

/** The seller at the top left: name, address, GSTIN, phone and e-mail; returns the y below it. */
export function drawSeller(doc: Doc, seller: InvoiceSeller, labels: { gstin: string; gstinMissing: string }, width = 285): number {
  let y = PAGE.margin;
  style(doc, FONT.strong, 14);
  y = block(doc, seller.legalName, LEFT, y, width);
  style(doc, FONT.body, 8.5, COLOR.muted);
  y = block(doc, seller.address, LEFT, y + 3, width);
  y = block(doc, `${labels.gstin}: ${seller.gstin || labels.gstinMissing}`, LEFT, y + 2, width);
  return block(doc, [seller.phone, seller.email].filter(Boolean).join("  ·  "), LEFT, y + 2, width);
}

/** The title and the particulars (label, value) at the top right; returns the y below them. */
export function drawParticulars(doc: Doc, title: string, particulars: [string, string][]): number {
  const boxLeft = RIGHT - 210;
  style(doc, FONT.strong, 16);
  doc.text(title, boxLeft, PAGE.margin - 2, { width: 210, align: "right", characterSpacing: 1.2 });
  let y = doc.y + 6;
  for (const [label, value] of particulars) {
    style(doc, FONT.body, 8, COLOR.muted);
    doc.text(label, boxLeft, y, { width: 90, lineBreak: false });
    style(doc, FONT.strong, 8.5);
    doc.text(value, boxLeft + 90, y - 0.5, { width: 120, align: "right" });
    y = Math.max(doc.y, y + 12) + 2;
  }
  return y;
}

/** Every page's footer: a rule, a note, the document's number with the page number, and the seller's contact. */
export function drawFooters(doc: Doc, { note, number, contactLabel, seller }: { note: string; number: string; contactLabel: string; seller: InvoiceSeller }): void {
  const range = doc.bufferedPageRange();
  const contact = [seller.email, seller.phone].filter(Boolean).join("  ·  ");
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0; // the footer sits in the margin; without this pdfkit would start a new page
    const y = PAGE.height - PAGE.margin - 12;
    rule(doc, y - 8);
    style(doc, FONT.body, 7.5, COLOR.muted);
    doc.text(note, LEFT, y, { width: WIDTH - 120, lineBreak: false });
    textRight(doc, `${number}  ·  ${index - range.start + 1} / ${range.count}`, RIGHT, y, 120, 7.5);
    if (contact) doc.text(`${contactLabel} ${contact}`, LEFT, y + 11, { width: WIDTH, lineBreak: false });
  }
}

/** A breakdown's tax rows: the taxable value, then CGST + SGST (the seller's state) or IGST. */
export function gstRows(gst: GstBreakdown, labels: { taxable: string; cgst: string; sgst: string; igst: string }): [string, number][] {
  const rows: [string, number][] = [[labels.taxable, gst.totals.taxablePaise]];
  if (gst.kind === "intra") {
    const half = formatRate(gst.rateBps / 2);
    rows.push([`${labels.cgst} @ ${half}`, gst.totals.cgstPaise], [`${labels.sgst} @ ${half}`, gst.totals.sgstPaise]);
  } else {
    rows.push([`${labels.igst} @ ${formatRate(gst.rateBps)}`, gst.totals.igstPaise]);
  }
  return rows;
}

/**
 * The totals at the bottom right (label and amount rows, a rule, the total in bold), then the total
 * in words across the page; on a new page when they would not fit. Returns the y below the words.
 */
export function drawTotals(doc: Doc, { top, rows, totalLabel, totalPaise, inWordsLabel }: { top: number; rows: [string, number][]; totalLabel: string; totalPaise: number; inWordsLabel: string }): number {
  let y = top;
  if (y + rows.length * 15 + 110 > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const boxLeft = RIGHT - 230;
  for (const [label, paise] of rows) {
    style(doc, FONT.body, 8.5, COLOR.muted);
    doc.text(label, boxLeft, y, { width: 140, lineBreak: false });
    style(doc, FONT.body, 8.5);
    textRight(doc, formatRupees2(paise), RIGHT, y, 88, 8.5);
    y += 15;
  }
  rule(doc, y, boxLeft, RIGHT);
  y += 7;
  style(doc, FONT.strong, 11);
  doc.text(totalLabel, boxLeft, y, { width: 120, lineBreak: false });
  textRight(doc, formatRupees2(totalPaise), RIGHT, y, 108, 11);
  y += 24;
  style(doc, FONT.body, 8, COLOR.muted);
  y = block(doc, `${inWordsLabel}: `, LEFT, y, WIDTH);
  style(doc, FONT.strong, 8.5);
  return block(doc, amountInWords(totalPaise), LEFT, y + 1, WIDTH);
}
