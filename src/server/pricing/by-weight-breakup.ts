import "server-only";
import { type PriceBreakup, type SilverPurity, priceByWeight } from "@/lib/pricing/by-weight";
import { DEFAULT_GST_RATE_BPS } from "@/server/invoices/invoice-seller";
import type { DbClient } from "@/server/orders/db-client";

// The price breakup of pieces priced by weight at today's rate (the one their stored price comes
// from: every rate change reprices them in its transaction): for the repricing itself, the product
// page, an edit of the piece, and what keeps it (an order's lines).

/** The Product columns a breakup needs (spread into a Prisma select). */
export const BY_WEIGHT_TERMS = {
  pricingMode: true,
  purity: true,
  netWeightMg: true,
  makingChargeKind: true,
  makingChargeValue: true,
  otherChargesPaise: true,
} as const;

export interface ByWeightTerms {
  pricingMode: "fixed" | "by_weight";
  purity: number;
  netWeightMg: number | null;
  makingChargeKind: "per_gram" | "percent" | null;
  makingChargeValue: number | null;
  otherChargesPaise: number;
}

/** Today's rate: the latest the owner set, or null before the first. */
export function latestSilverRate(client: DbClient) {
  return client.silverRate.findFirst({ orderBy: [{ setAt: "desc" }, { id: "desc" }], select: { paisePerGram: true, setAt: true, setBy: true } });
}

/** Each piece's breakup; roundToRupee: whether these prices (and their discounts) are rounded to the rupee. */
export type BreakupOf = ((piece: ByWeightTerms) => PriceBreakup | null) & { roundToRupee: boolean };

/**
 * A function giving each piece's breakup (null for a fixed price, or before any rate is set). Reads
 * the rate and the GST rate once, and only when one of `pieces` is priced by weight.
 */
export async function byWeightBreakups(
  tx: DbClient,
  pieces: readonly ByWeightTerms[],
  /**
   * A rate being set (not yet today's for every reader; default: the latest), and the rounding
   * setting being saved (default: the shop's, roundByWeightPrices).
   */
  at: { ratePaisePerGram?: number; roundToRupee?: boolean } = {},
): Promise<BreakupOf> {
  if (!pieces.some((piece) => piece.pricingMode === "by_weight")) return Object.assign(() => null, { roundToRupee: at.roundToRupee ?? true });
  // One after another: in a transaction they share one connection (src/server/pg-adapter.ts).
  const latest = at.ratePaisePerGram ? null : await latestSilverRate(tx);
  const settings = await tx.siteSettings.findUnique({ where: { id: 1 }, select: { gstRateBps: true, roundByWeightPrices: true } });
  const rate = at.ratePaisePerGram ? { paisePerGram: at.ratePaisePerGram } : latest;
  // No settings row yet means the schema's default: rounded.
  const roundToRupee = at.roundToRupee ?? settings?.roundByWeightPrices ?? true;
  return Object.assign((piece: ByWeightTerms): PriceBreakup | null => {
    if (piece.pricingMode !== "by_weight" || !rate || !piece.netWeightMg || !piece.makingChargeKind || piece.makingChargeValue === null) return null;
    return priceByWeight({
      ratePaisePerGram: rate.paisePerGram,
      purity: piece.purity as SilverPurity,
      netWeightMg: piece.netWeightMg,
      making: piece.makingChargeKind === "per_gram" ? { kind: "per_gram", paisePerGram: piece.makingChargeValue } : { kind: "percent", basisPoints: piece.makingChargeValue },
      otherPaise: piece.otherChargesPaise,
      gstBps: settings?.gstRateBps ?? DEFAULT_GST_RATE_BPS,
      roundToRupee,
    });
  }, { roundToRupee });
}
