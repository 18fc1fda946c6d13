import "server-only";
import { formatRupees } from "@/lib/format";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_SIZE_MSG, sizeProblem } from "@/lib/admin/size-messages";
import { MAX_BY_WEIGHT_PRICE_PAISE, sellingPriceByWeight } from "@/lib/pricing/by-weight";
import { badRequest } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { BY_WEIGHT_TERMS, type BreakupOf, type ByWeightTerms, byWeightBreakups } from "@/server/pricing/by-weight-breakup";

// The prices of a sized piece's sizes (issue 42). A fixed-price piece sells every size at its own
// price. A by-weight piece prices each size from that size's net weight with the piece's terms
// (purity, making, other charges), discount and rounding, exactly as an unsized piece of that
// weight. The piece's own price, selling price and net weight are those of its lowest-priced size,
// so listings, sorting and price bands read one number per piece as before.

export interface SizeWeight {
  sizeId: string;
  label: string;
  netWeightMg: number | null;
}

export interface PricedSize {
  sizeId: string;
  label: string;
  price: number;
  selling: number;
  netWeightMg: number | null;
}

export interface SizedPrices {
  sizes: PricedSize[];
  /** The lowest-priced size (the lighter on a tie): the piece's own price. */
  lowest: PricedSize | null;
  /** By weight: the sizes whose price would pass the ceiling for one piece. */
  tooDear: { label: string; price: number }[];
  /** By weight: no rate yet, or a size without a weight. */
  unpriced: boolean;
}

/** Each size's price for a by-weight piece (`breakupOf` at the rate being set or today's). */
export function priceSizesByWeight(piece: ByWeightTerms & { discountPercent: number }, sizes: readonly SizeWeight[], breakupOf: BreakupOf): SizedPrices {
  const result: SizedPrices = { sizes: [], lowest: null, tooDear: [], unpriced: false };
  for (const size of sizes) {
    const breakup = size.netWeightMg ? breakupOf({ ...piece, netWeightMg: size.netWeightMg }) : null;
    if (!breakup) {
      result.unpriced = true;
      continue;
    }
    if (breakup.totalPaise > MAX_BY_WEIGHT_PRICE_PAISE) {
      result.tooDear.push({ label: size.label, price: breakup.totalPaise });
      continue;
    }
    const selling = sellingPriceByWeight(breakup.totalPaise, piece.discountPercent, breakupOf.roundToRupee);
    result.sizes.push({ sizeId: size.sizeId, label: size.label, price: breakup.totalPaise, selling, netWeightMg: size.netWeightMg });
  }
  result.lowest = lowestOf(result.sizes);
  return result;
}

/** The cheapest size to buy, then the cheaper before discount, then the lighter. */
export function lowestOf(sizes: readonly PricedSize[]): PricedSize | null {
  let lowest: PricedSize | null = null;
  for (const size of sizes) {
    if (
      !lowest ||
      size.selling < lowest.selling ||
      (size.selling === lowest.selling && (size.price < lowest.price || (size.price === lowest.price && (size.netWeightMg ?? 0) < (lowest.netWeightMg ?? 0))))
    ) {
      lowest = size;
    }
  }
  return lowest;
}

/**
 * Prices every size of a sized piece now and sets the piece's own price (and by weight its net
 * weight) to its lowest-priced size's. False when the piece has no sizes. By weight, a 400 in the
 * form's words when no rate is set, and one naming the size when a size would pass the ceiling.
 */
export async function priceSizedPiece(tx: DbClient, productId: string): Promise<boolean> {
  const piece = await tx.product.findUnique({
    where: { id: productId },
    select: { ...BY_WEIGHT_TERMS, pricePaise: true, sellingPricePaise: true, discountPercent: true, sizes: { select: { sizeId: true, netWeightMg: true, size: { select: { label: true, position: true } } } } },
  });
  if (!piece || piece.sizes.length === 0) return false;
  if (piece.pricingMode === "fixed") {
    await tx.productSize.updateMany({ where: { productId }, data: { pricePaise: piece.pricePaise, sellingPricePaise: piece.sellingPricePaise, netWeightMg: null } });
    return true;
  }
  const sizes = piece.sizes.map((row) => ({ sizeId: row.sizeId, label: row.size.label, netWeightMg: row.netWeightMg }));
  const unweighed = sizes.find((size) => !size.netWeightMg);
  if (unweighed) throw badRequest(sizeProblem(unweighed.label, PRODUCT_SIZE_MSG.weightRequired));
  const terms = { ...piece, discountPercent: Number(piece.discountPercent) };
  const breakupOf = await byWeightBreakups(tx, [{ ...terms, netWeightMg: sizes[0]?.netWeightMg ?? 1 }]);
  const priced = priceSizesByWeight(terms, sizes, breakupOf);
  const dear = priced.tooDear[0];
  if (dear) throw badRequest(sizeProblem(dear.label, PRODUCT_MSG.byWeightPriceTooHigh(formatRupees(MAX_BY_WEIGHT_PRICE_PAISE), formatRupees(dear.price))));
  if (priced.unpriced || !priced.lowest) throw badRequest(PRODUCT_MSG.noSilverRate);
  await writeSizePrices(tx, priced.sizes.map((size) => ({ productId, ...size })));
  const { lowest } = priced;
  await tx.product.update({ where: { id: productId }, data: { pricePaise: lowest.price, sellingPricePaise: lowest.selling, netWeightMg: lowest.netWeightMg } });
  return true;
}

/** One statement for every size's new price. */
export async function writeSizePrices(tx: DbClient, sizes: readonly { productId: string; sizeId: string; price: number; selling: number }[]): Promise<void> {
  if (sizes.length === 0) return;
  await tx.$executeRaw`
    UPDATE "ProductSize" AS ps SET "pricePaise" = v.price, "sellingPricePaise" = v.selling
    FROM UNNEST(${sizes.map((s) => s.productId)}::text[], ${sizes.map((s) => s.sizeId)}::text[], ${sizes.map((s) => s.price)}::bigint[], ${sizes.map((s) => s.selling)}::bigint[])
      AS v(product_id, size_id, price, selling)
    WHERE ps."productId" = v.product_id AND ps."sizeId" = v.size_id`;
}
