import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { formatRupees2, rupeesToPaise } from "@/lib/format";
import { SILVER_PURITIES, type SilverPurity, priceByWeight, sellingPriceByWeight } from "@/lib/pricing/by-weight";
import { purityName, purityPercent } from "@/lib/pricing/purity";
import { type AdminProductInput, ZAdminProductFields } from "@/lib/schemas/admin-product";

// The product form's silver pricing and hallmark fields (issue 21), pure so they are tested alone:
// what the fields start with (a new piece, or the piece being edited), what they send, and the
// price preview at today's rate. Values stay strings, as typed; the schema checks them.

export type PricingMode = "fixed" | "by_weight";
export type MakingKind = "per_gram" | "percent";

export interface SilverValues {
  pricingMode: PricingMode;
  /** One of SILVER_PURITIES, as the select holds it. */
  purity: string;
  huid: string;
  /** Grams. */
  netWeight: string;
  makingChargeKind: MakingKind;
  /** ₹ per gram, or a percentage of the silver value. */
  makingCharge: string;
  /** ₹. */
  otherCharges: string;
}

/** The piece's silver fields as GET /api/admin/products/{id} gives them (absent before the server has them). */
export interface SilverProductJSON {
  pricingMode?: PricingMode;
  purity?: number;
  huid?: string | null;
  netWeight?: number | null;
  makingChargeKind?: MakingKind | null;
  makingCharge?: number | null;
  otherCharges?: number;
}

/** GST when the settings have no rate yet (HSN 7113: 3 %), as the server assumes. */
export const DEFAULT_GST_BPS = 300;

const DEFAULT_PURITY: SilverPurity = 925;

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** What the fields start with: the piece's own values, or fixed / 925 / no HUID for a new piece (and for any value the JSON lacks). */
export function initialSilverValues(product: (AdminProductJSON & SilverProductJSON) | null): SilverValues {
  const purity = product?.purity !== undefined && (SILVER_PURITIES as readonly number[]).includes(product.purity) ? product.purity : DEFAULT_PURITY;
  return {
    pricingMode: product?.pricingMode === "by_weight" ? "by_weight" : "fixed",
    purity: String(purity),
    huid: product?.huid ?? "",
    netWeight: text(product?.netWeight),
    makingChargeKind: product?.makingChargeKind === "percent" ? "percent" : "per_gram",
    makingCharge: text(product?.makingCharge),
    otherCharges: product?.otherCharges ? String(product.otherCharges) : "",
  };
}

/**
 * The silver fields as the schema reads them. Purity and HUID go with every piece (an empty HUID
 * clears it); the weight terms only by weight, where empty stones-and-other charges mean ₹0.
 */
export function silverInput(values: SilverValues): Pick<AdminProductInput, "pricingMode" | "purity" | "huid" | "netWeight" | "makingChargeKind" | "makingCharge" | "otherCharges"> {
  const common = { pricingMode: values.pricingMode, purity: values.purity, huid: values.huid.trim().toUpperCase() };
  if (values.pricingMode !== "by_weight") return common;
  return {
    ...common,
    netWeight: values.netWeight,
    makingChargeKind: values.makingChargeKind,
    makingCharge: values.makingCharge,
    otherCharges: values.otherCharges.trim() === "" ? "0" : values.otherCharges,
  };
}

/** "925 — Sterling Silver (92.5 %)": the purity select's options, in the grades' order. */
export const PURITY_OPTIONS = SILVER_PURITIES.map((grade) => ({
  value: String(grade),
  label: PRODUCT_MSG.purityOption(grade, purityName(grade).replace(/^\d+\s+/, ""), purityPercent(grade)),
}));

/** One field read with the schema's own rule (undefined when blank or not valid). */
function checked<K extends "netWeight" | "makingCharge" | "otherCharges" | "discount" | "purity">(field: K, value: string) {
  const result = ZAdminProductFields.shape[field].safeParse(value);
  return result.success ? (result.data as number | undefined) : undefined;
}

export interface PreviewInput {
  ratePaisePerGram: number;
  gstBps: number;
  /** The shop's "Round by-weight prices to the rupee" (default on). */
  roundToRupee?: boolean;
  values: SilverValues;
  /** The discount field, as typed. */
  discount: string;
}

export interface ByWeightPreview {
  /** Before the discount, in paise. */
  totalPaise: number;
  /** After the discount, in paise (the total when there is none). */
  sellingPaise: number;
  text: string;
}

/**
 * The price today's rate gives the piece as typed (priceByWeight, the terms converted as the server
 * stores them: milligrams, paise, basis points), or null while a term is missing or not valid.
 */
export function byWeightPreview({ ratePaisePerGram, gstBps, roundToRupee = true, values, discount }: PreviewInput): ByWeightPreview | null {
  const purity = checked("purity", values.purity) as SilverPurity | undefined;
  const netWeight = checked("netWeight", values.netWeight);
  const making = checked("makingCharge", values.makingCharge);
  const other = values.otherCharges.trim() === "" ? 0 : checked("otherCharges", values.otherCharges);
  if (!purity || netWeight === undefined || making === undefined || other === undefined || !(ratePaisePerGram > 0)) return null;
  const netWeightMg = Math.round(netWeight * 1000);
  if (netWeightMg < 1) return null;
  const breakup = priceByWeight({
    ratePaisePerGram,
    purity,
    netWeightMg,
    making: values.makingChargeKind === "percent" ? { kind: "percent", basisPoints: Math.round(making * 100) } : { kind: "per_gram", paisePerGram: rupeesToPaise(making) },
    otherPaise: rupeesToPaise(other),
    gstBps,
    roundToRupee,
  });
  const off = discount.trim() === "" ? 0 : checked("discount", discount);
  const sellingPaise = off === undefined || off === 0 ? breakup.totalPaise : sellingPriceByWeight(breakup.totalPaise, off, roundToRupee);
  const youPay = off === undefined || off === 0 ? null : formatRupees2(sellingPaise);
  return { totalPaise: breakup.totalPaise, sellingPaise, text: PRODUCT_MSG.byWeightPreview(formatRupees2(ratePaisePerGram), formatRupees2(breakup.totalPaise), youPay) };
}
