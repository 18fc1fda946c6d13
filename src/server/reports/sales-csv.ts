import Papa from "papaparse";
import type { SalesReport } from "@/server/reports/sales-report";
import { rupeesDecimal } from "@/lib/format";

// Every table of the sales report as a CSV file (papaparse's unparse): amounts in rupees with two
// decimals (exact, from integer paise), dates as YYYY-MM-DD, a header line first.

export const SALES_TABLES = ["summary", "buckets", "categories", "top-sellers", "slow-movers", "methods", "reasons"] as const;
export type SalesTable = (typeof SALES_TABLES)[number];

/** Integer paise as rupees with two decimals, "-1234.05" (src/lib/format.ts). */
export const rupeesText = rupeesDecimal;

const percent = (ratio: number) => (ratio * 100).toFixed(2);

/** A name typed by the owner, kept from running as a spreadsheet formula (= + - @ first). */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function tableRows(report: SalesReport, table: SalesTable): { fields: string[]; data: (string | number)[][] } {
  const { summary: s } = report;
  switch (table) {
    case "summary":
      return {
        fields: ["figure", "value"],
        data: [
          ["period from", report.period.firstDay],
          ["period to", report.period.lastDay],
          ["orders", s.orders],
          ["gross sales (INR)", rupeesText(s.grossSalesPaise)],
          ["discounts (INR)", rupeesText(s.discountsPaise)],
          ["net of discount (INR)", rupeesText(s.netOfDiscountPaise)],
          ["credit notes", s.creditNotes],
          ["returns and refunds (INR)", rupeesText(s.returnsPaise)],
          ["net sales (INR)", rupeesText(s.netSalesPaise)],
          ["average order value (INR)", rupeesText(s.averageOrderValuePaise)],
          ["taxable value, invoices (INR)", rupeesText(s.invoiceTax.taxablePaise)],
          ["taxable value, credit notes (INR)", rupeesText(s.creditNoteTax.taxablePaise)],
          ["taxable value, net (INR)", rupeesText(s.netTax.taxablePaise)],
          ["CGST, invoices (INR)", rupeesText(s.invoiceTax.cgstPaise)],
          ["SGST, invoices (INR)", rupeesText(s.invoiceTax.sgstPaise)],
          ["IGST, invoices (INR)", rupeesText(s.invoiceTax.igstPaise)],
          ["CGST, credit notes (INR)", rupeesText(s.creditNoteTax.cgstPaise)],
          ["SGST, credit notes (INR)", rupeesText(s.creditNoteTax.sgstPaise)],
          ["IGST, credit notes (INR)", rupeesText(s.creditNoteTax.igstPaise)],
          ["CGST collected (INR)", rupeesText(s.netTax.cgstPaise)],
          ["SGST collected (INR)", rupeesText(s.netTax.sgstPaise)],
          ["IGST collected (INR)", rupeesText(s.netTax.igstPaise)],
          ["GST collected (INR)", rupeesText(s.netTax.gstPaise)],
          ["pieces sold", s.piecesSold],
          ["pieces returned", s.piecesReturned],
          ["returns rate (%)", percent(s.returnsRate)],
        ],
      };
    case "buckets":
      return {
        fields: [`${report.period.bucket} starting`, "orders", "net of discount (INR)", "returns (INR)", "net sales (INR)"],
        data: report.buckets.map((b) => [b.start, b.orders, rupeesText(b.netOfDiscountPaise), rupeesText(b.returnsPaise), rupeesText(b.netSalesPaise)]),
      };
    case "categories":
      return { fields: ["category", "pieces sold", "sales (INR)"], data: report.categories.map((c) => [safeText(c.name), c.pieces, rupeesText(c.salesPaise)]) };
    case "top-sellers":
    case "slow-movers":
      return {
        fields: ["code", "piece", "pieces sold", "sales (INR)", "stock"],
        data: (table === "top-sellers" ? report.topSellers : report.slowMovers).map((p) => [safeText(p.code), safeText(p.name), p.pieces, rupeesText(p.salesPaise), p.stock ?? ""]),
      };
    case "methods":
      return { fields: ["payment method", "orders", "net of discount (INR)"], data: report.methods.map((m) => [m.label, m.orders, rupeesText(m.netOfDiscountPaise)]) };
    case "reasons":
      return { fields: ["reason", "returns"], data: report.reasons.map((r) => [r.label, r.count]) };
  }
}

/** A table of the report as CSV text, and its file name ("sales-categories-2031-05-01-to-2031-05-31.csv"). */
export function salesCsv(report: SalesReport, table: SalesTable): { filename: string; csv: string } {
  const { fields, data } = tableRows(report, table);
  // Names go through safeText; amounts stay numbers a spreadsheet reads (a negative one starts with "-").
  const csv = Papa.unparse({ fields, data }, { newline: "\r\n" });
  return { filename: `sales-${table}-${report.period.firstDay}-to-${report.period.lastDay}.csv`, csv };
}
