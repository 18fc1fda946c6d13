import "server-only";
import PDFDocument from "pdfkit";
import { SHOP } from "@/lib/constants";
import { formatDate, formatRupees2 } from "@/lib/format";
import { SELL_MSG } from "@/lib/selling-messages";
import type { InvoiceDocument } from "@/lib/types/invoice";
import type { OrderAddress, OrderLine } from "@/lib/types/order";
import { amountInWords } from "./amount-in-words";
import { type GstBreakdown, type GstLine, HSN_SILVER_JEWELLERY, computeGst, formatRate } from "./gst";
import { loadInvoiceFonts } from "./invoice-fonts";

// The GST tax invoice as an A4 PDF (pdfkit, Noto Sans embedded as a subset): the seller with its
// GSTIN, the invoice's number and date, the order, the buyer with the billing and shipping address
// and the place of supply, one row per line (HSN 7113, quantity, unit price, taxable value,
// CGST + SGST or IGST, total), the totals in figures and in words. Long orders continue on more
// pages, each with the table's header again and a page number.

const T = SELL_MSG.invoicePdf;
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - LEFT;
/** Where a table row may end before the next one goes on a new page (the footer lives below). */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 36;
const COLOR = { ink: "#1d2430", muted: "#5b6573", rule: "#d9dee5", band: "#f2f4f7" };
const FONT = { body: "Body", strong: "Strong" };
const CELL_PAD = 4;

type Doc = PDFKit.PDFDocument;
type Align = "left" | "right" | "center";

interface Column {
  key: string;
  header: string;
  width: number;
  align: Align;
}

/** The invoice as PDF bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const fonts = await loadInvoiceFonts();
  const { order, seller } = invoice;
  const lines = invoiceLines(order);
  const gst = computeGst({
    linePaise: lines.map((line) => line.linePricePaise),
    rateBps: invoice.taxRateBps,
    sellerState: seller.state,
    buyerState: invoice.placeOfSupply,
  });

  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    lang: "en-IN",
    displayTitle: true,
    info: { Title: `Tax invoice ${invoice.number}`, Author: seller.legalName, Subject: `Order ${order.orderNumber}`, Creator: SHOP.name },
  });
  const bytes = collect(doc);
  doc.registerFont(FONT.body, fonts.regular);
  doc.registerFont(FONT.strong, fonts.semibold);

  let y = drawHeader(doc, invoice);
  y = drawParties(doc, invoice, y + 16);
  y = drawLines(doc, lines, gst, y + 18);
  drawTotals(doc, gst, y + 12);
  drawFooters(doc, invoice);
  doc.end();
  return bytes;
}

/** The document's bytes once it has ended. */
function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

function style(doc: Doc, font: string, size: number, color = COLOR.ink): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Text in a box of `width` starting at (x, y); returns the y below it. */
function block(doc: Doc, text: string, x: number, y: number, width: number, align: Align = "left"): number {
  doc.text(text, x, y, { width, align, lineGap: 1.5 });
  return doc.y;
}

/** One line of text ending at `right` (shrunk to fit `maxWidth` if it must). */
function textRight(doc: Doc, text: string, right: number, y: number, maxWidth: number, size: number): void {
  let fitted = size;
  doc.fontSize(fitted);
  while (doc.widthOfString(text) > maxWidth && fitted > 5.5) doc.fontSize((fitted -= 0.5));
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
  doc.fontSize(size);
}

function rule(doc: Doc, y: number, from = LEFT, to = RIGHT): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
}

// --- Header: the seller on the left, "TAX INVOICE" and the invoice's particulars on the right --------

function drawHeader(doc: Doc, invoice: InvoiceDocument): number {
  const { seller, order } = invoice;
  const leftWidth = 285;
  let left = PAGE.margin;
  style(doc, FONT.strong, 14);
  left = block(doc, seller.legalName, LEFT, left, leftWidth);
  style(doc, FONT.body, 8.5, COLOR.muted);
  left = block(doc, seller.address, LEFT, left + 3, leftWidth);
  left = block(doc, `${T.gstin}: ${seller.gstin || T.gstinMissing}`, LEFT, left + 2, leftWidth);
  left = block(doc, [seller.phone, seller.email].filter(Boolean).join("  ·  "), LEFT, left + 2, leftWidth);

  const boxLeft = RIGHT - 210;
  style(doc, FONT.strong, 16);
  doc.text(T.title, boxLeft, PAGE.margin - 2, { width: 210, align: "right", characterSpacing: 1.2 });
  let right = doc.y + 6;
  const particulars: [string, string][] = [
    [T.invoiceNumber, invoice.number],
    [T.invoiceDate, formatDate(invoice.issuedAt)],
    [T.orderNumber, order.orderNumber],
    [T.orderDate, formatDate(order.createdAt)],
    [T.placeOfSupply, invoice.placeOfSupply],
  ];
  for (const [label, value] of particulars) {
    style(doc, FONT.body, 8, COLOR.muted);
    doc.text(label, boxLeft, right, { width: 90, lineBreak: false });
    style(doc, FONT.strong, 8.5);
    doc.text(value, boxLeft + 90, right - 0.5, { width: 120, align: "right" });
    right = Math.max(doc.y, right + 12) + 2;
  }

  const bottom = Math.max(left, right) + 8;
  rule(doc, bottom);
  return bottom;
}

// --- Buyer: bill to and ship to -------------------------------------------------------------------

function addressLines(address: OrderAddress): string[] {
  const cityLine = [address.city, [address.state, address.pincode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [address.street, address.line2 ?? "", cityLine, address.country].filter((line) => line.trim() !== "");
}

function drawParties(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const { order } = invoice;
  const columnWidth = WIDTH / 2 - 12;
  const party = (x: number, label: string, lines: string[]) => {
    style(doc, FONT.strong, 7.5, COLOR.muted);
    let y = block(doc, label.toUpperCase(), x, top, columnWidth);
    style(doc, FONT.strong, 9.5);
    y = block(doc, order.contact.name, x, y + 3, columnWidth);
    style(doc, FONT.body, 8.5, COLOR.ink);
    for (const line of lines) y = block(doc, line, x, y + 1, columnWidth);
    return y;
  };
  const address = addressLines(order.address);
  const billed = party(LEFT, T.billTo, [...address, order.contact.phone, order.contact.email].filter(Boolean));
  const shipped = party(LEFT + WIDTH / 2 + 12, T.shipTo, [...address, order.contact.phone].filter(Boolean));
  return Math.max(billed, shipped);
}

// --- The lines ------------------------------------------------------------------------------------

/**
 * The order's pieces and, on a cash-on-delivery order, its fee as one more line: under GST the fee
 * is part of the value of the jewellery it is charged with (a composite supply), so it is taxed at
 * the same rate, and the invoice's grand total is what the courier collects.
 */
function invoiceLines(order: InvoiceDocument["order"]): OrderLine[] {
  if (order.codFeePaise <= 0) return order.lines;
  const fee: OrderLine = {
    productId: null,
    productName: T.codFee,
    productCode: "",
    colorName: null,
    quantity: 1,
    unitPricePaise: order.codFeePaise,
    linePricePaise: order.codFeePaise,
    purity: null,
    huid: null,
    priceBreakup: null,
  };
  return [...order.lines, fee];
}

function columnsFor(gst: GstBreakdown): Column[] {
  const half = formatRate(gst.rateBps / 2);
  const taxColumns: Column[] =
    gst.kind === "intra"
      ? [
          { key: "cgst", header: `${T.cgst}\n${half}`, width: 58, align: "right" },
          { key: "sgst", header: `${T.sgst}\n${half}`, width: 58, align: "right" },
        ]
      : [{ key: "igst", header: `${T.igst}\n${formatRate(gst.rateBps)}`, width: 66, align: "right" }];
  const fixed: Column[] = [
    { key: "index", header: T.number, width: 18, align: "left" },
    { key: "description", header: T.description, width: 0, align: "left" },
    { key: "hsn", header: T.hsn, width: 32, align: "left" },
    { key: "quantity", header: T.quantity, width: 24, align: "right" },
    { key: "unit", header: T.unitPrice, width: 64, align: "right" },
    { key: "taxable", header: T.taxable, width: 66, align: "right" },
    ...taxColumns,
    { key: "total", header: T.lineTotal, width: 68, align: "right" },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.key === "description" ? { ...column, width: WIDTH - used } : column));
}

function drawTableHeader(doc: Doc, columns: Column[], top: number): number {
  const height = 26;
  doc.rect(LEFT, top, WIDTH, height).fill(COLOR.band);
  let x = LEFT;
  style(doc, FONT.strong, 7.5, COLOR.muted);
  for (const column of columns) {
    const lines = column.header.split("\n");
    const y = top + (lines.length > 1 ? 4 : 9);
    doc.text(column.header, x + CELL_PAD, y, { width: column.width - 2 * CELL_PAD, align: column.align, lineGap: 0 });
    x += column.width;
  }
  return top + height;
}

function cellValues(line: OrderLine, taxed: GstLine, index: number): Record<string, string> {
  return {
    index: String(index + 1),
    hsn: HSN_SILVER_JEWELLERY,
    quantity: String(line.quantity),
    unit: formatRupees2(line.unitPricePaise),
    taxable: formatRupees2(taxed.taxablePaise),
    cgst: formatRupees2(taxed.cgstPaise),
    sgst: formatRupees2(taxed.sgstPaise),
    igst: formatRupees2(taxed.igstPaise),
    total: formatRupees2(taxed.grossPaise),
  };
}

function describe(line: OrderLine): string {
  if (!line.productCode) return T.codFeeDetail;
  const facts = [
    `${T.code} ${line.productCode}`,
    line.colorName ? `${T.colour} ${line.colorName}` : "",
    line.purity ? T.purity(line.purity) : "",
    line.huid ? T.huid(line.huid) : "",
  ].filter(Boolean);
  const b = line.priceBreakup;
  if (!b) return facts.join("  ·  ");
  const breakup = T.byWeight(
    (b.netWeightMg / 1000).toFixed(3),
    formatRupees2(b.ratePaisePerGram),
    (b.purity / 1000).toFixed(3),
    formatRupees2(b.metalPaise),
    formatRupees2(b.makingPaise),
    b.otherPaise > 0 ? formatRupees2(b.otherPaise) : null,
  );
  return `${facts.join("  ·  ")}\n${breakup}`;
}

function drawLines(doc: Doc, lines: OrderLine[], gst: GstBreakdown, top: number): number {
  const columns = columnsFor(gst);
  const description = columns.find((column) => column.key === "description");
  const textWidth = (description?.width ?? 100) - 2 * CELL_PAD;
  let y = drawTableHeader(doc, columns, top);

  lines.forEach((line, index) => {
    const taxed = gst.lines[index];
    if (!taxed) return;
    style(doc, FONT.body, 8.5);
    const nameHeight = doc.heightOfString(line.productName, { width: textWidth, lineGap: 1 });
    style(doc, FONT.body, 7.5, COLOR.muted);
    const detailHeight = doc.heightOfString(describe(line), { width: textWidth, lineGap: 1 });
    const height = nameHeight + detailHeight + 14;
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, columns, PAGE.margin);
    }

    const values = cellValues(line, taxed, index);
    let x = LEFT;
    for (const column of columns) {
      if (column.key === "description") {
        style(doc, FONT.body, 8.5);
        doc.text(line.productName, x + CELL_PAD, y + 6, { width: textWidth, lineGap: 1 });
        style(doc, FONT.body, 7.5, COLOR.muted);
        doc.text(describe(line), x + CELL_PAD, y + 7 + nameHeight, { width: textWidth, lineGap: 1 });
      } else {
        const value = values[column.key] ?? "";
        style(doc, FONT.body, 8.5);
        if (column.align === "right") textRight(doc, value, x + column.width - CELL_PAD, y + 6, column.width - 2 * CELL_PAD, 8.5);
        else doc.text(value, x + CELL_PAD, y + 6, { width: column.width - 2 * CELL_PAD, lineBreak: false });
      }
      x += column.width;
    }
    y += height;
    rule(doc, y);
  });
  return y;
}

// --- Totals, in figures and in words, and the notes ---------------------------------------------------

function drawTotals(doc: Doc, gst: GstBreakdown, top: number): void {
  const rows: [string, number][] = [[T.totalTaxable, gst.totals.taxablePaise]];
  if (gst.kind === "intra") {
    const half = formatRate(gst.rateBps / 2);
    rows.push([`${T.cgst} @ ${half}`, gst.totals.cgstPaise], [`${T.sgst} @ ${half}`, gst.totals.sgstPaise]);
  } else {
    rows.push([`${T.igst} @ ${formatRate(gst.rateBps)}`, gst.totals.igstPaise]);
  }
  const needed = rows.length * 15 + 110;
  let y = top;
  if (y + needed > CONTENT_BOTTOM) {
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
  doc.text(T.grandTotal, boxLeft, y, { width: 120, lineBreak: false });
  textRight(doc, formatRupees2(gst.totals.grandTotalPaise), RIGHT, y, 108, 11);
  y += 24;

  style(doc, FONT.body, 8, COLOR.muted);
  y = block(doc, `${T.inWords}: `, LEFT, y, WIDTH);
  style(doc, FONT.strong, 8.5);
  y = block(doc, amountInWords(gst.totals.grandTotalPaise), LEFT, y + 1, WIDTH);

  y += 12;
  style(doc, FONT.body, 8, COLOR.muted);
  for (const note of [T.inclusive, T.reverseCharge]) y = block(doc, note, LEFT, y + 1, WIDTH);
}

function drawFooters(doc: Doc, invoice: InvoiceDocument): void {
  const { seller } = invoice;
  const range = doc.bufferedPageRange();
  const contact = [seller.email, seller.phone].filter(Boolean).join("  ·  ");
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0; // the footer sits in the margin; without this pdfkit would start a new page
    const y = PAGE.height - PAGE.margin - 12;
    rule(doc, y - 8);
    style(doc, FONT.body, 7.5, COLOR.muted);
    doc.text(T.computerGenerated, LEFT, y, { width: WIDTH - 100, lineBreak: false });
    textRight(doc, `${invoice.number}  ·  ${index - range.start + 1} / ${range.count}`, RIGHT, y, 100, 7.5);
    if (contact) doc.text(`${T.contact} ${contact}`, LEFT, y + 11, { width: WIDTH, lineBreak: false });
  }
}
