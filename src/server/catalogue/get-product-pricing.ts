import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { PriceBreakup, SilverPurity } from "@/lib/pricing/by-weight";
import { isSilverPurity } from "@/lib/pricing/purity";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import { BY_WEIGHT_TERMS, byWeightBreakups } from "@/server/pricing/by-weight-breakup";

// What the product page shows about a piece's silver and, for a piece priced by weight, how its
// price is made up (issue 21). Kept apart from the shared Product (listings and cards never need
// it). A new silver rate reprices every by-weight piece and expires its product tag, so the cached
// breakup always follows the rate the stored price was computed from.

/** A by-weight piece's bill at today's rate: the lines add up to its price (pricePaise). */
export interface PriceBreakupView extends PriceBreakup {
  /** 0–99, two decimals; with a discount the shopper pays sellingPricePaise. */
  discountPercent: number;
  sellingPricePaise: number;
}

export interface ProductPricing {
  purity: SilverPurity;
  /** The BIS Hallmark Unique ID, when the piece carries one. */
  huid: string | null;
  /** By weight: the net silver weight in milligrams; null for a fixed price. */
  netWeightMg: number | null;
  /** By weight: how the price is made up; null for a fixed price (or before the first rate). */
  breakup: PriceBreakupView | null;
  /**
   * Sold by size and by weight (issue 42): each size's own breakup from its own net weight, by
   * Size id (the product page shows the chosen size's); empty otherwise.
   */
  sizeBreakups: Record<string, PriceBreakupView>;
}

const pricingSelect = {
  ...BY_WEIGHT_TERMS,
  huid: true,
  pricePaise: true,
  discountPercent: true,
  sellingPricePaise: true,
  sizes: { select: { sizeId: true, netWeightMg: true, pricePaise: true, sellingPricePaise: true } },
} as const;

/** The piece's purity, hallmark and (by weight) price breakup; null for an unknown id. */
export async function getProductPricing(id: string): Promise<ProductPricing | null> {
  "use cache";
  cacheLife("catalogue");
  // The GST rate lives in the site settings.
  cacheTag(TAG.product(id), TAG.settings);

  const piece = await db.product.findUnique({ where: { id }, select: pricingSelect });
  if (!piece) return null;
  // The database allows only BIS grades; 925 (the shop's default) should anything else ever slip through.
  const purity: SilverPurity = isSilverPurity(piece.purity) ? piece.purity : 925;
  const base = { purity, huid: piece.huid, netWeightMg: null, breakup: null, sizeBreakups: {} };
  const { netWeightMg, makingChargeKind, makingChargeValue } = piece;
  if (piece.pricingMode !== "by_weight" || !netWeightMg || !makingChargeKind || makingChargeValue === null) return base;

  const withWeight = { ...base, netWeightMg };
  const breakupOf = await byWeightBreakups(db, [piece]);
  const discountPercent = Number(piece.discountPercent);
  // A bill that does not add up to the price shown beside it would mislead: none rather than that.
  const bill = (weightMg: number, pricePaise: number, sellingPricePaise: number, what: string): PriceBreakupView | null => {
    const lines = breakupOf({ ...piece, netWeightMg: weightMg });
    if (!lines) return null;
    if (lines.totalPaise !== pricePaise) {
      console.warn(`[pricing] ${what}: the price at today's rate (${lines.totalPaise} paise) is not the stored price (${pricePaise}); no breakup shown`);
      return null;
    }
    return { ...lines, discountPercent, sellingPricePaise };
  };
  const sizeBreakups: Record<string, PriceBreakupView> = {};
  for (const size of piece.sizes) {
    const sized = size.netWeightMg ? bill(size.netWeightMg, Number(size.pricePaise), Number(size.sellingPricePaise), `${id} size ${size.sizeId}`) : null;
    if (sized) sizeBreakups[size.sizeId] = sized;
  }
  return { ...withWeight, breakup: bill(netWeightMg, piece.pricePaise, piece.sellingPricePaise, id), sizeBreakups };
}
