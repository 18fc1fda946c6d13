import "server-only";
import PDFDocument from "pdfkit";
import { SHOP } from "@/lib/constants";
import { formatDate, formatRupees2 } from "@/lib/format";
import { CART_MSG } from "@/lib/messages/cart";
import { ORDER_DOC_MSG } from "@/lib/messages/order-document";
import { OFFER_DOC_MSG } from "@/lib/messages/offer-documents";
import type { AppliedOffer } from "@/lib/offers/types";
import type { InvoiceDocument } from "@/lib/types/invoice";
import type { OrderAddress, OrderLine } from "@/lib/types/order";
import { type DiscountedGstLine, type GstBreakdown, type GstLine, HSN_SILVER_JEWELLERY, formatRate } from "./gst";
import { loadInvoiceFonts } from "./invoice-fonts";
import { type InvoiceGst, invoiceGst } from "./invoice-gst";
import { type Align, COLOR, CONTENT_BOTTOM, type Doc, FONT, LEFT, PAGE, WIDTH, block, collect, drawFooters, drawParticulars, drawSeller, drawTotals, gstRows, rule, style, textRight } from "./pdf-layout";

// The GST tax invoice as an A4 PDF (pdfkit, Noto Sans embedded as a subset): the seller with its
// GSTIN, the invoice's number and date, the order, the buyer with the billing and shipping address
// and the place of supply, one row per line (HSN 7113, quantity, unit price, taxable value,
// CGST + SGST or IGST, total), the totals in figures and in words. Long orders continue on more
// pages, each with the table's header again and a page number. Issue 44: when an offer discounted
// any line, a Discount column (without tax) before the taxable value, GST on what the line really
// paid (invoice-gst.ts), the offers named under the lines, and the discount in the totals.

const T = ORDER_DOC_MSG.invoicePdf;
const D = OFFER_DOC_MSG.invoice;
const CELL_PAD = 4;

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
  const taxed = invoiceGst(order, { rateBps: invoice.taxRateBps, sellerState: seller.state, buyerState: invoice.placeOfSupply, codFeeName: T.codFee });

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
  y = drawLines(doc, taxed, y + 18);
  if (order.offers.length > 0) y = drawOffers(doc, order.offers, y + 10);
  drawInvoiceTotals(doc, taxed, y + 12);
  drawFooters(doc, { note: T.computerGenerated, number: invoice.number, contactLabel: T.contact, seller });
  doc.end();
  return bytes;
}

// --- Header: the seller on the left, "TAX INVOICE" and the invoice's particulars on the right --------

function drawHeader(doc: Doc, invoice: InvoiceDocument): number {
  const left = drawSeller(doc, invoice.seller, { gstin: T.gstin, gstinMissing: T.gstinMissing });
  const right = drawParticulars(doc, T.title, [
    [T.invoiceNumber, invoice.number],
    [T.invoiceDate, formatDate(invoice.issuedAt)],
    [T.orderNumber, invoice.order.orderNumber],
    [T.orderDate, formatDate(invoice.order.createdAt)],
    [T.placeOfSupply, invoice.placeOfSupply],
  ]);
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

function columnsFor(gst: GstBreakdown, withDiscount: boolean): Column[] {
  const half = formatRate(gst.rateBps / 2);
  // With a Discount column the money columns narrow a little to leave the description its room.
  const w = withDiscount ? { unit: 58, taxable: 60, half: 50, igst: 58, total: 62 } : { unit: 64, taxable: 66, half: 58, igst: 66, total: 68 };
  const taxColumns: Column[] =
    gst.kind === "intra"
      ? [
          { key: "cgst", header: `${T.cgst}\n${half}`, width: w.half, align: "right" },
          { key: "sgst", header: `${T.sgst}\n${half}`, width: w.half, align: "right" },
        ]
      : [{ key: "igst", header: `${T.igst}\n${formatRate(gst.rateBps)}`, width: w.igst, align: "right" }];
  const fixed: Column[] = [
    { key: "index", header: T.number, width: 18, align: "left" },
    { key: "description", header: T.description, width: 0, align: "left" },
    { key: "hsn", header: T.hsn, width: 32, align: "left" },
    { key: "quantity", header: T.quantity, width: 24, align: "right" },
    { key: "unit", header: T.unitPrice, width: w.unit, align: "right" },
    ...(withDiscount ? [{ key: "discount", header: D.discount, width: 54, align: "right" as const }] : []),
    { key: "taxable", header: T.taxable, width: w.taxable, align: "right" },
    ...taxColumns,
    { key: "total", header: T.lineTotal, width: w.total, align: "right" },
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

function cellValues(line: OrderLine, taxed: GstLine, discounted: DiscountedGstLine | undefined, index: number): Record<string, string> {
  return {
    index: String(index + 1),
    discount: discounted ? (discounted.discountPaise > 0 ? `−${formatRupees2(discounted.discountPaise)}` : formatRupees2(0)) : "",
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

function describe(line: OrderLine, discounted?: DiscountedGstLine): string {
  const text = describePiece(line);
  // Issue 44: a discounted line says how its taxable value comes about (the columns' numbers).
  if (!discounted || discounted.discountPaise <= 0) return text;
  return `${text}\n${D.valueLine(formatRupees2(discounted.valuePaise), formatRupees2(discounted.discountPaise), formatRupees2(discounted.taxablePaise))}`;
}

function describePiece(line: OrderLine): string {
  if (!line.productCode) return T.codFeeDetail;
  const facts = [
    `${T.code} ${line.productCode}`,
    // A piece sold by size (issue 42): "Size 12", and the size's own code when it has one.
    line.sizeLabel ? CART_MSG.sizeLine(line.sizeLabel) : "",
    line.sizeLabel && line.sizeSku ? `${T.code} ${line.sizeSku}` : "",
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
    // Orders placed before issue 40 have no rounding line (undefined): printed as before.
    b.roundingPaise ? (b.roundingPaise < 0 ? `−${formatRupees2(-b.roundingPaise)}` : `+${formatRupees2(b.roundingPaise)}`) : null,
  );
  return `${facts.join("  ·  ")}\n${breakup}`;
}

function drawLines(doc: Doc, { lines, gst, discounted }: InvoiceGst, top: number): number {
  const columns = columnsFor(gst, discounted !== null);
  const description = columns.find((column) => column.key === "description");
  const textWidth = (description?.width ?? 100) - 2 * CELL_PAD;
  let y = drawTableHeader(doc, columns, top);

  lines.forEach((line, index) => {
    const taxed = gst.lines[index];
    if (!taxed) return;
    style(doc, FONT.body, 8.5);
    const nameHeight = doc.heightOfString(line.productName, { width: textWidth, lineGap: 1 });
    style(doc, FONT.body, 7.5, COLOR.muted);
    const detail = describe(line, discounted?.[index]);
    const detailHeight = doc.heightOfString(detail, { width: textWidth, lineGap: 1 });
    const height = nameHeight + detailHeight + 14;
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, columns, PAGE.margin);
    }

    const values = cellValues(line, taxed, discounted?.[index], index);
    let x = LEFT;
    for (const column of columns) {
      if (column.key === "description") {
        style(doc, FONT.body, 8.5);
        doc.text(line.productName, x + CELL_PAD, y + 6, { width: textWidth, lineGap: 1 });
        style(doc, FONT.body, 7.5, COLOR.muted);
        doc.text(detail, x + CELL_PAD, y + 7 + nameHeight, { width: textWidth, lineGap: 1 });
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

/** The offers the order got, under the lines: each by name (and code) with the discount it gave. */
function drawOffers(doc: Doc, offers: readonly AppliedOffer[], top: number): number {
  let y = top;
  if (y + 14 + offers.length * 12 > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  style(doc, FONT.strong, 7.5, COLOR.muted);
  y = block(doc, D.offersHeading, LEFT, y, WIDTH);
  style(doc, FONT.body, 8.5);
  for (const offer of offers) y = block(doc, D.offerRow(offer, offer.discountPaise), LEFT, y + 2, WIDTH);
  return y;
}

function drawInvoiceTotals(doc: Doc, { gst, discounted, discountPaise }: InvoiceGst, top: number): void {
  const rows = gstRows(gst, { taxable: T.totalTaxable, cgst: T.cgst, sgst: T.sgst, igst: T.igst });
  if (discounted) rows.unshift([D.totalDiscount, discountPaise]);
  let y = drawTotals(doc, { top, rows, totalLabel: T.grandTotal, totalPaise: gst.totals.grandTotalPaise, inWordsLabel: T.inWords });
  y += 12;
  style(doc, FONT.body, 8, COLOR.muted);
  for (const note of [T.inclusive, T.reverseCharge]) y = block(doc, note, LEFT, y + 1, WIDTH);
}
