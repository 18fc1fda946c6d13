// The price of a piece priced by weight (issue 21), as an Indian jeweller writes it on the bill:
//
//   metal value     = today's rate per gram of fine silver × purity (925 → 0.925) × net weight
//   making charges  = per gram of net weight, or a percentage of the metal value
//   other charges   = stones, enamel, … (a fixed amount)
//   GST             = 3 % (HSN 7113) of the three above
//   total           = the four together
//
// Everything is in integer paise and computed exactly (as fractions, in BigInt); the total is rounded
// once, half up, to a whole paisa. The metal value and the making charges are each shown rounded to
// the paisa, and the GST line is what makes the lines add up to the total, so the bill always sums.
// Pure: no clock, no database. The product page, the invoice and the back office all show its answer.
//
// Rounded to the rupee (issue 40; the shop's setting "Round by-weight prices to the rupee", on by
// default), as jewellers round the bill:
//
//   taxable value   = metal + making + other, each line rounded half up to the paisa
//   GST             = exactly the GST rate of the taxable value, rounded half up to the paisa
//   rounding        = what takes taxable value + GST to the nearest whole rupee (half up): −₹0.50 … +₹0.49
//   total           = taxable value + GST + rounding, a whole number of rupees
//
// So the GST line is the exact tax on the lines above it, and the rounding line (never more than 50
// paise either way) absorbs the difference; the lines still add up to the total. A discount on such
// a piece is rounded to the rupee too (sellingPriceByWeight), so "You save ₹…" is whole rupees.
//
// The ceiling: no piece priced by weight may cost more than MAX_BY_WEIGHT_PRICE_PAISE (₹1,00,00,000,
// one crore). A 2.5 kg utensil of 925 silver prices up to a rate of about ₹4,000/g fine with modest
// making charges; at ₹10,000/g the same piece (₹2.3 crore) is refused in words, never stored.

import { sellingPricePaise } from "@/lib/format";

/** BIS fineness grades of silver (parts per thousand of pure silver). */
export const SILVER_PURITIES = [800, 835, 900, 925, 970, 990] as const;
export type SilverPurity = (typeof SILVER_PURITIES)[number];

export type MakingCharge =
  /** Paise per gram of net weight. */
  | { kind: "per_gram"; paisePerGram: number }
  /** Basis points of the metal value (1250 = 12.5 %). */
  | { kind: "percent"; basisPoints: number };

export interface ByWeightInput {
  /** Today's rate for one gram of fine (999) silver, in paise. */
  ratePaisePerGram: number;
  purity: SilverPurity;
  /** Net silver weight in milligrams (stones excluded). */
  netWeightMg: number;
  making: MakingCharge;
  /** Stones or other charges, in paise. */
  otherPaise: number;
  /** GST in basis points (300 = 3 %). */
  gstBps: number;
  /** Round the total to the whole rupee, the difference shown as its own line (default: no). */
  roundToRupee?: boolean;
}

/** The most one piece priced by weight may cost: ₹1,00,00,000 (one crore), in paise. */
export const MAX_BY_WEIGHT_PRICE_PAISE = 1_00_00_000 * 100;

export interface PriceBreakup {
  ratePaisePerGram: number;
  purity: SilverPurity;
  netWeightMg: number;
  making: MakingCharge;
  gstBps: number;
  metalPaise: number;
  makingPaise: number;
  otherPaise: number;
  gstPaise: number;
  /**
   * Rounded to the rupee: what takes the lines to the whole-rupee total (−50 … +49 paise); 0 when not
   * rounded. Missing on the breakups of orders placed before issue 40 (read it as 0).
   */
  roundingPaise?: number;
  totalPaise: number;
}

const wholeNumber = (value: number, name: string, min = 0) => {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be a whole number of at least ${min}`);
  return BigInt(value);
};

/** n / d rounded half up to a whole number (n, d ≥ 0). */
const roundHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

export function priceByWeight(input: ByWeightInput): PriceBreakup {
  if (!(SILVER_PURITIES as readonly number[]).includes(input.purity)) throw new RangeError(`purity must be one of ${SILVER_PURITIES.join(", ")}`);
  const rate = wholeNumber(input.ratePaisePerGram, "the rate", 1);
  const weightMg = wholeNumber(input.netWeightMg, "the net weight", 1);
  const other = wholeNumber(input.otherPaise, "other charges");
  const gstBps = wholeNumber(input.gstBps, "the GST rate");
  const purity = BigInt(input.purity);

  // Every amount as a fraction of paise over one denominator: D = 10^10.
  const D = 10_000_000_000n;
  const metal = rate * purity * weightMg * 10_000n; // rate × purity/1000 × mg/1000, over 10^6, scaled to D
  const making =
    input.making.kind === "per_gram"
      ? wholeNumber(input.making.paisePerGram, "the making charge") * weightMg * 10_000_000n // paise/g × mg/1000
      : (metal * wholeNumber(input.making.basisPoints, "the making charge")) / 10_000n; // exact: metal carries 10^4
  const metalPaise = roundHalfUp(metal, D);
  const makingPaise = roundHalfUp(making, D);
  let totalPaise: bigint;
  let gstPaise: bigint;
  let roundingPaise = 0n;
  if (input.roundToRupee) {
    const taxable = metalPaise + makingPaise + other;
    gstPaise = roundHalfUp(taxable * gstBps, 10_000n);
    totalPaise = roundHalfUp(taxable + gstPaise, 100n) * 100n;
    roundingPaise = totalPaise - taxable - gstPaise;
  } else {
    const beforeTax = metal + making + other * D;
    totalPaise = roundHalfUp(beforeTax * (10_000n + gstBps), D * 10_000n);
    gstPaise = totalPaise - metalPaise - makingPaise - other;
  }

  return {
    ratePaisePerGram: input.ratePaisePerGram,
    purity: input.purity,
    netWeightMg: input.netWeightMg,
    making: input.making,
    gstBps: input.gstBps,
    metalPaise: Number(metalPaise),
    makingPaise: Number(makingPaise),
    otherPaise: input.otherPaise,
    gstPaise: Number(gstPaise),
    roundingPaise: Number(roundingPaise),
    totalPaise: Number(totalPaise),
  };
}

/**
 * What the shopper pays for a by-weight piece after its discount (0–99.99 %): to the paisa, or
 * rounded half up to the whole rupee when the shop rounds by-weight prices (so the saving is whole
 * rupees too).
 */
export function sellingPriceByWeight(totalPaise: number, discountPercent: number, roundToRupee: boolean): number {
  const exact = sellingPricePaise(totalPaise, discountPercent);
  return roundToRupee ? Math.round(exact / 100) * 100 : exact;
}
