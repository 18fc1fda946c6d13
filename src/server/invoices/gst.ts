import { canonicalState } from "@/lib/indian-states";

// GST on a tax invoice, in integer paise. Shoppers see tax-inclusive prices, so the invoice takes
// each line's price apart: taxable value = round(line × 10000 / (10000 + rate in basis points)),
// tax = line − taxable value. Within the seller's state the tax is CGST + SGST, each half the
// rate (the two halves add up to the line's tax to the paisa; CGST takes an odd paisa); to any
// other state it is IGST at the full rate. Totals are sums of the lines, so the grand total is
// the order's total exactly.

/** Silver jewellery (Chapter 71, "articles of jewellery of precious metal"). */
export const HSN_SILVER_JEWELLERY = "7113";

/** intra: CGST + SGST (buyer in the seller's state); inter: IGST. */
export type GstKind = "intra" | "inter";

export interface GstLine {
  /** The line's tax-inclusive price (what the shopper paid for it). */
  grossPaise: number;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  /** The sum of the lines' tax-inclusive prices: the order's total. */
  grandTotalPaise: number;
}

export interface GstBreakdown {
  kind: GstKind;
  rateBps: number;
  lines: GstLine[];
  totals: GstTotals;
}

export interface GstInput {
  /** Each line's tax-inclusive price in paise (OrderLine.linePricePaise). */
  linePaise: readonly number[];
  /** The GST rate in basis points (300 = 3 %). */
  rateBps: number;
  sellerState: string;
  /** The place of supply: the buyer's state. */
  buyerState: string;
}

/** CGST + SGST when the buyer's state is the seller's (any spelling of a known state), IGST otherwise. */
export function gstKind(sellerState: string, buyerState: string): GstKind {
  const seller = canonicalState(sellerState);
  return seller !== null && seller === canonicalState(buyerState) ? "intra" : "inter";
}

/** numerator / denominator rounded half up, exactly, for non-negative integers. */
function roundedDivision(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  let result = quotient;
  // The float quotient can be one off for large values: settle it on the exact remainder.
  if (remainder < 0) {
    result -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    result += 1;
    remainder -= denominator;
  }
  return 2 * remainder >= denominator ? result + 1 : result;
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number of paise: ${value}`);
}

/** The taxable value inside a tax-inclusive amount. */
export function taxableValue(grossPaise: number, rateBps: number): number {
  assertPaise(grossPaise, "A line's price");
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10000) throw new RangeError(`The GST rate must be 0 to 10000 basis points: ${rateBps}`);
  return roundedDivision(grossPaise * 10000, 10000 + rateBps);
}

/** One line taken apart. */
export function gstLine(grossPaise: number, rateBps: number, kind: GstKind): GstLine {
  const taxablePaise = taxableValue(grossPaise, rateBps);
  const taxPaise = grossPaise - taxablePaise;
  if (kind === "inter") return { grossPaise, taxablePaise, taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { grossPaise, taxablePaise, taxPaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/** A line with an offer's discount (issue 44), as an Indian invoice prints it. */
export interface DiscountedGstLine extends GstLine {
  /** The taxable value before the discount: taxableValue(linePricePaise). */
  valuePaise: number;
  /** The discount without its tax: valuePaise − taxablePaise. */
  discountPaise: number;
}

/**
 * A line after an offer's discount: a discount shown on the invoice at the time of supply is not
 * part of the taxable value (CGST Act s.15(3)(a)), so GST is charged on what the shopper pays for
 * the line (linePricePaise − offerDiscountPaise, tax included). The discount column is ex-tax, so
 * value − discount = taxable value on every line.
 */
export function discountedGstLine(linePricePaise: number, offerDiscountPaise: number, rateBps: number, kind: GstKind): DiscountedGstLine {
  assertPaise(offerDiscountPaise, "A line's discount");
  if (offerDiscountPaise > linePricePaise) throw new RangeError(`A line's discount is above its price: ${offerDiscountPaise} > ${linePricePaise}`);
  const net = gstLine(linePricePaise - offerDiscountPaise, rateBps, kind);
  const valuePaise = taxableValue(linePricePaise, rateBps);
  return { ...net, valuePaise, discountPaise: valuePaise - net.taxablePaise };
}

/** Every line taken apart, and the totals (sums of the lines). */
export function computeGst({ linePaise, rateBps, sellerState, buyerState }: GstInput): GstBreakdown {
  const kind = gstKind(sellerState, buyerState);
  const lines = linePaise.map((gross) => gstLine(gross, rateBps, kind));
  const sum = (pick: (line: GstLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    kind,
    rateBps,
    lines,
    totals: {
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      taxPaise: sum((line) => line.taxPaise),
      grandTotalPaise: sum((line) => line.grossPaise),
    },
  };
}

/** A rate in basis points as a percentage for people: 300 → "3%", 150 → "1.5%", 125 → "1.25%". */
export function formatRate(rateBps: number): string {
  return `${(rateBps / 100).toLocaleString("en-IN", { maximumFractionDigits: 3 })}%`;
}
