import Papa from "papaparse";
import { UQC_OFFLINE_TOOL } from "./rules";
import { ratePercent, rupees } from "./sum";
import type { Gstr1Figures } from "./types";

// The month's tables as CSV files in the column layout of the GST portal's Returns Offline Tool
// templates (GSTR-1 Excel workbook template v2.x, offline tool v3.x: b2cs.csv, b2cl.csv,
// cdnur.csv, hsn(b2c).csv, docs.csv). Amounts in rupees with two decimals, dates as the
// template's help sheet asks (dd-mmm-yyyy), a place of supply as "29-Karnataka", rates as
// percentages (3). Plus a list of every credit note of the month, for the owner.

export const OFFLINE_TOOL_HEADERS = {
  b2cs: ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  b2cl: ["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  cdnur: ["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"],
  hsnB2c: ["HSN", "Description", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"],
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
} as const;

export const CREDIT_NOTE_LIST_HEADERS = ["Note Number", "Note Date", "Invoice Number", "Invoice Date", "Place Of Supply", "Supply Type", "Rate", "Quantity", "Taxable Value", "Integrated Tax", "Central Tax", "State/UT Tax", "Note Value", "Reported In"] as const;

export const GST_FILES = {
  b2cs: { name: "b2cs.csv", label: "B2C small (b2cs.csv)" },
  b2cl: { name: "b2cl.csv", label: "B2C large (b2cl.csv)" },
  cdnur: { name: "cdnur.csv", label: "Credit notes, unregistered (cdnur.csv)" },
  "hsn-b2c": { name: "hsn(b2c).csv", label: "HSN summary, B2C (hsn(b2c).csv)" },
  docs: { name: "docs.csv", label: "Documents issued (docs.csv)" },
  "credit-notes": { name: "credit-notes.csv", label: "Every credit note of the month (for you)" },
  json: { name: "gstr1.json", label: "GSTR-1 JSON" },
} as const;
export type GstFileKey = keyof typeof GST_FILES;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-10-05" → "05-Oct-2026". */
export function templateDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

const csv = (header: readonly string[], rows: (string | number)[][]) => Papa.unparse({ fields: [...header], data: rows }, { newline: "\r\n" }) + "\r\n";

/** One file of the month, as text. */
export function offlineToolCsv(figures: Gstr1Figures, file: Exclude<GstFileKey, "json">): string {
  switch (file) {
    case "b2cs":
      return csv(
        OFFLINE_TOOL_HEADERS.b2cs,
        figures.b2cs.map((row) => ["OE", row.placeOfSupply, ratePercent(row.rateBps), "", rupees(row.taxablePaise), "0.00", ""]),
      );
    case "b2cl":
      return csv(
        OFFLINE_TOOL_HEADERS.b2cl,
        figures.b2cl.map((row) => [row.invoiceNumber, templateDate(row.invoiceDate), rupees(row.invoiceValuePaise), row.placeOfSupply, "", ratePercent(row.rateBps), rupees(row.taxablePaise), "0.00", ""]),
      );
    case "cdnur":
      return csv(
        OFFLINE_TOOL_HEADERS.cdnur,
        figures.creditNotes
          .filter((note) => note.table === "CDNUR")
          .map((note) => ["B2CL", note.noteNumber, templateDate(note.noteDate), "C", note.placeOfSupply, rupees(note.noteValuePaise), "", ratePercent(note.rateBps), rupees(note.taxablePaise), "0.00"]),
      );
    case "hsn-b2c":
      return csv(
        OFFLINE_TOOL_HEADERS.hsnB2c,
        figures.hsn.map((row) => [row.hsn, row.description, UQC_OFFLINE_TOOL, row.quantity, rupees(row.totalValuePaise), ratePercent(row.rateBps), rupees(row.taxablePaise), rupees(row.igstPaise), rupees(row.cgstPaise), rupees(row.sgstPaise), "0.00"]),
      );
    case "docs": {
      const rows: (string | number)[][] = [];
      const { invoices, creditNotes } = figures.documents;
      if (invoices) rows.push(["Invoices for outward supply", invoices.from, invoices.to, invoices.total, invoices.cancelled]);
      if (creditNotes) rows.push(["Credit Note", creditNotes.from, creditNotes.to, creditNotes.total, creditNotes.cancelled]);
      return csv(OFFLINE_TOOL_HEADERS.docs, rows);
    }
    case "credit-notes":
      return csv(
        CREDIT_NOTE_LIST_HEADERS,
        figures.creditNotes.map((note) => [
          note.noteNumber,
          templateDate(note.noteDate),
          note.invoiceNumber ?? "",
          note.invoiceDate ? templateDate(note.invoiceDate) : "",
          note.placeOfSupply,
          note.supplyType === "INTER" ? "Inter-state" : "Intra-state",
          ratePercent(note.rateBps),
          note.quantity,
          rupees(note.taxablePaise),
          rupees(note.igstPaise),
          rupees(note.cgstPaise),
          rupees(note.sgstPaise),
          rupees(note.noteValuePaise),
          note.table,
        ]),
      );
  }
}
