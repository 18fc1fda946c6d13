import Papa from "papaparse";
import { rupees } from "@/server/reports/gstr1/sum";
import type { StockValue } from "./stock-value";

// The stock value as CSV: one line per piece (per size), amounts in rupees with two decimals,
// then a line per category and one for the whole shop.

export const STOCK_VALUE_HEADERS = ["Code", "Piece", "Category", "Size", "Pricing", "Net weight (g)", "Stock", "Metal value", "Making", "Other charges", "GST", "Rounding", "At list price", "Value"] as const;

export function stockValueCsv(stock: StockValue): string {
  const line = (head: (string | number)[], t: StockValue["total"] | StockValue["rows"][number]["total"]) => [
    ...head,
    rupees(t.metalPaise),
    rupees(t.makingPaise),
    rupees(t.otherPaise),
    rupees(t.gstPaise),
    rupees(t.roundingPaise),
    rupees(t.listPaise),
    rupees(t.valuePaise),
  ];
  const data = [
    ...stock.rows.map((row) =>
      line([row.code, row.name, row.category, row.size ?? "", row.pricingMode === "by_weight" ? "By weight" : "Fixed", row.netWeightMg === null ? "" : (row.netWeightMg / 1000).toFixed(3), row.stock], row.total),
    ),
    ...stock.categories.map((category) => line(["", `Total: ${category.category}`, category.category, "", "", "", category.pieces], category.total)),
    line(["", "Total", "", "", "", "", stock.total.pieces], stock.total),
  ];
  return Papa.unparse({ fields: [...STOCK_VALUE_HEADERS], data }, { newline: "\r\n" }) + "\r\n";
}
