import { rupeesDecimal } from "@/lib/format";
import type { TaxAmounts } from "./types";

// Adding up tax amounts, and the totals each table of the page and each file shows.

export const ZERO_TAX: TaxAmounts = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };

export function addTax(a: TaxAmounts, b: TaxAmounts, sign: 1 | -1 = 1): TaxAmounts {
  return {
    taxablePaise: a.taxablePaise + sign * b.taxablePaise,
    igstPaise: a.igstPaise + sign * b.igstPaise,
    cgstPaise: a.cgstPaise + sign * b.cgstPaise,
    sgstPaise: a.sgstPaise + sign * b.sgstPaise,
  };
}

export function totalTax(rows: readonly TaxAmounts[]): TaxAmounts {
  return rows.reduce<TaxAmounts>((sum, row) => addTax(sum, row), ZERO_TAX);
}

/** Paise as rupees with two decimals, "1234.50", "-12.00" (src/lib/format.ts). */
export const rupees = rupeesDecimal;

/** Paise as a JSON number of rupees with at most two decimals. */
export function rupeeNumber(paise: number): number {
  return Number(rupees(paise));
}

/** A rate in basis points as the portal writes it: 300 → 3, 250 → 2.5. */
export function ratePercent(rateBps: number): number {
  return rateBps / 100;
}
