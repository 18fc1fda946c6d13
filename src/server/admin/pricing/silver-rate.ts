import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { formatRupees } from "@/lib/format";
import { PRICING_MSG } from "@/lib/admin/pricing-messages";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_BY_WEIGHT_PRICE_PAISE, sellingPriceByWeight } from "@/lib/pricing/by-weight";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import type { SilverRateEntry, SilverRatePreview } from "@/lib/types/silver-rate";
import { db } from "@/server/db";
import { paise } from "@/server/db-money";
import { badRequest } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { BY_WEIGHT_TERMS, type ByWeightTerms, byWeightBreakups, latestSilverRate } from "@/server/pricing/by-weight-breakup";
import { type SizeWeight, priceSizedPiece, priceSizesByWeight, writeSizePrices } from "@/server/admin/pricing/size-prices";

// Today's silver rate (issue 21): the owner sets it in the back office; every piece priced by weight
// is repriced from it in the same transaction, the catalogue's cached pages are expired once it has
// committed, and the audit log says who set what. Orders keep the prices they were placed at (their
// lines are snapshots), and a payment link keeps its amount.
//
// The guard against a slip (issue 40): a preview says how many pieces change and by how much; a
// change of more than 10 % from the last rate is saved only with confirmLargeChange; the same rate
// again adds no history line; and when any piece would cost more than the ceiling for one
// piece (MAX_BY_WEIGHT_PRICE_PAISE) at the new rate, nothing is saved and the pieces are named.


const HISTORY = 30;

const toEntry = (row: { paisePerGram: number; setAt: Date; setBy: string }): SilverRateEntry => ({ paisePerGram: row.paisePerGram, setAt: row.setAt.toISOString(), setBy: row.setBy });

/** Today's rate (the latest) and the last 30 rates, newest first; null before the first. */
export async function readSilverRates(client: DbClient = db): Promise<{ current: SilverRateEntry | null; history: SilverRateEntry[] }> {
  const rows = await client.silverRate.findMany({ orderBy: [{ setAt: "desc" }, { id: "desc" }], take: HISTORY, select: { paisePerGram: true, setAt: true, setBy: true } });
  const history = rows.map(toEntry);
  return { current: history[0] ?? null, history };
}

/**
 * After a save of a piece's fields: a piece priced by weight takes the price today's rate gives its
 * terms (the form's price is not its price), its discount applied. True when it is priced by weight;
 * a 400 with the form's words when no rate has been set yet.
 */
export async function priceByWeightNow(tx: DbClient, productId: string): Promise<boolean> {
  const piece = await tx.product.findUnique({ where: { id: productId }, select: { ...BY_WEIGHT_TERMS, discountPercent: true, _count: { select: { sizes: true } } } });
  if (piece?.pricingMode !== "by_weight") return false;
  // Sold by size (issue 42): each size from its own weight, the piece at its lowest-priced size's.
  if (piece._count.sizes > 0) return priceSizedPiece(tx, productId);
  const breakupOf = await byWeightBreakups(tx, [piece]);
  const breakup = breakupOf(piece);
  if (!breakup) throw badRequest(PRODUCT_MSG.noSilverRate);
  const pricePaise = breakup.totalPaise;
  if (pricePaise > MAX_BY_WEIGHT_PRICE_PAISE) throw badRequest(PRODUCT_MSG.byWeightPriceTooHigh(formatRupees(MAX_BY_WEIGHT_PRICE_PAISE), formatRupees(pricePaise)));
  const selling = sellingPriceByWeight(pricePaise, Number(piece.discountPercent), breakupOf.roundToRupee);
  await tx.product.update({ where: { id: productId }, data: { pricePaise, sellingPricePaise: selling } });
  return true;
}

/** A by-weight piece as the raw query answers it: its money columns are bigint (read with paise()). */
type PieceRow = Omit<ByWeightTerms, "makingChargeValue" | "otherChargesPaise"> & {
  id: string;
  code: string;
  name: string;
  pricePaise: bigint;
  sellingPricePaise: bigint;
  makingChargeValue: bigint | null;
  otherChargesPaise: bigint;
  discountPercent: Prisma.Decimal;
};

export interface RepricePlan {
  /**
   * Every by-weight piece that has a price at the rate: its new price and what the shopper pays (a
   * sized piece: its lowest-priced size's).
   */
  prices: { id: string; code: string; name: string; before: number; price: number; selling: number }[];
  /** Every size of the sized ones among them, each from its own weight (issue 42). */
  sizes: { productId: string; sizeId: string; price: number; selling: number }[];
  /** The pieces whose price (a sized piece: one of its sizes') would pass the ceiling for one piece. */
  tooDear: { code: string; name: string; price: number }[];
  /** The rate they were priced at (0 when no rate is set). */
  ratePaisePerGram: number;
}

/** Every by-weight piece's price at `ratePaisePerGram` (the rounding as the shop's setting, or `roundToRupee`); `lock` holds their rows. */
export async function planReprice(tx: DbClient, at: { ratePaisePerGram?: number; roundToRupee?: boolean }, { lock }: { lock: boolean }): Promise<RepricePlan> {
  const rows = lock
    ? await tx.$queryRaw<PieceRow[]>`
    SELECT "id", "code", "name", "pricePaise", "sellingPricePaise", "pricingMode"::text AS "pricingMode", "purity", "netWeightMg",
           "makingChargeKind"::text AS "makingChargeKind", "makingChargeValue", "otherChargesPaise", "discountPercent"
    FROM "Product" WHERE "pricingMode" = 'by_weight' ORDER BY "id" FOR UPDATE`
    : await tx.$queryRaw<PieceRow[]>`
    SELECT "id", "code", "name", "pricePaise", "sellingPricePaise", "pricingMode"::text AS "pricingMode", "purity", "netWeightMg",
           "makingChargeKind"::text AS "makingChargeKind", "makingChargeValue", "otherChargesPaise", "discountPercent"
    FROM "Product" WHERE "pricingMode" = 'by_weight' ORDER BY "id"`;
  const pieces = rows.map((row) => ({
    ...row,
    pricePaise: paise(row.pricePaise),
    sellingPricePaise: paise(row.sellingPricePaise),
    makingChargeValue: paise(row.makingChargeValue),
    otherChargesPaise: paise(row.otherChargesPaise),
  }));
  const sizesOf = await byWeightSizes(tx);
  const breakupOf = await byWeightBreakups(tx, pieces, at);
  const plan: RepricePlan = { prices: [], sizes: [], tooDear: [], ratePaisePerGram: at.ratePaisePerGram ?? (await latestSilverRate(tx))?.paisePerGram ?? 0 };
  for (const piece of pieces) {
    const sizes = sizesOf.get(piece.id);
    if (sizes) {
      const priced = priceSizesByWeight({ ...piece, discountPercent: Number(piece.discountPercent) }, sizes, breakupOf);
      for (const dear of priced.tooDear) plan.tooDear.push({ code: piece.code, name: `${piece.name}, size ${dear.label}`, price: dear.price });
      if (priced.tooDear.length > 0 || priced.unpriced || !priced.lowest) continue;
      plan.sizes.push(...priced.sizes.map((size) => ({ productId: piece.id, sizeId: size.sizeId, price: size.price, selling: size.selling })));
      plan.prices.push({ id: piece.id, code: piece.code, name: piece.name, before: piece.sellingPricePaise, price: priced.lowest.price, selling: priced.lowest.selling });
      continue;
    }
    const total = breakupOf(piece)?.totalPaise;
    if (total === undefined) continue;
    if (total > MAX_BY_WEIGHT_PRICE_PAISE) plan.tooDear.push({ code: piece.code, name: piece.name, price: total });
    else {
      const selling = sellingPriceByWeight(total, Number(piece.discountPercent), breakupOf.roundToRupee);
      plan.prices.push({ id: piece.id, code: piece.code, name: piece.name, before: piece.sellingPricePaise, price: total, selling });
    }
  }
  return plan;
}

/** The sizes of every sized by-weight piece, by piece, smallest first. */
async function byWeightSizes(tx: DbClient): Promise<Map<string, SizeWeight[]>> {
  const rows = await tx.$queryRaw<{ productId: string; sizeId: string; label: string; netWeightMg: number | null }[]>`
    SELECT ps."productId", ps."sizeId", s."label", ps."netWeightMg"
    FROM "ProductSize" ps JOIN "Size" s ON s."id" = ps."sizeId" JOIN "Product" p ON p."id" = ps."productId"
    WHERE p."pricingMode" = 'by_weight' ORDER BY ps."productId", s."position", s."id"`;
  const bySize = new Map<string, SizeWeight[]>();
  for (const row of rows) {
    const list = bySize.get(row.productId) ?? [];
    list.push({ sizeId: row.sizeId, label: row.label, netWeightMg: row.netWeightMg });
    bySize.set(row.productId, list);
  }
  return bySize;
}

/** The pieces a rate could not price, in words: the first ten by code and name, then how many more. */
export function cannotPriceMessage(ratePaisePerGram: number, tooDear: RepricePlan["tooDear"]): string {
  const named = tooDear.slice(0, 10).map((piece) => `${piece.code} "${piece.name}" (${formatRupees(piece.price)})`);
  if (tooDear.length > 10) named.push(PRICING_MSG.morePieces(tooDear.length - 10));
  return PRICING_MSG.cannotPrice(formatRupees(ratePaisePerGram), formatRupees(MAX_BY_WEIGHT_PRICE_PAISE), named.join(", "));
}

/**
 * Reprices every by-weight piece at `ratePaisePerGram` (and the rounding `roundToRupee`): one
 * statement for them all. A 400 naming the pieces, and nothing written, when any would pass the ceiling.
 */
export async function repriceByWeight(tx: DbClient, at: { ratePaisePerGram?: number; roundToRupee?: boolean }): Promise<string[]> {
  const { prices, sizes, tooDear, ratePaisePerGram } = await planReprice(tx, at, { lock: true });
  if (tooDear.length > 0) throw badRequest(cannotPriceMessage(ratePaisePerGram, tooDear));
  if (prices.length === 0) return [];
  await writeSizePrices(tx, sizes);
  await tx.$executeRaw`
    UPDATE "Product" AS p SET "pricePaise" = v.price, "sellingPricePaise" = v.selling, "updatedAt" = NOW()
    FROM UNNEST(${prices.map((p) => p.id)}::text[], ${prices.map((p) => p.price)}::bigint[], ${prices.map((p) => p.selling)}::bigint[]) AS v(id, price, selling)
    WHERE p."id" = v.id`;
  return prices.map((p) => p.id);
}

/** How far `to` is from `from`, in basis points of `from` (always ≥ 0). */
const changeBps = (from: number, to: number) => Math.round((Math.abs(to - from) * 10_000) / from);
/** A change of more than this many basis points of the last rate needs confirmLargeChange. */
export const LARGE_CHANGE_BPS = 1_000;
/** More than 10 % from the last rate, exactly (not after rounding to a basis point). */
const isLargeChange = (from: number, to: number) => Math.abs(to - from) * 10_000 > LARGE_CHANGE_BPS * from;
const percentText = (from: number, to: number) => `${to >= from ? "+" : "−"}${(changeBps(from, to) / 100).toFixed(1)} %`;


/** What saving `paisePerGram` would do, without saving anything (the page's confirmation). */
export async function previewSilverRate(paisePerGram: number): Promise<SilverRatePreview> {
  const latest = await latestSilverRate(db);
  const plan = await planReprice(db, { ratePaisePerGram: paisePerGram }, { lock: false });
  const changes = plan.prices.map((piece) => piece.selling - piece.before).filter((change) => change !== 0);
  const previous = latest?.paisePerGram ?? null;
  return {
    paisePerGram,
    previous,
    same: previous === paisePerGram,
    changeBps: previous === null ? null : Math.sign(paisePerGram - previous) * changeBps(previous, paisePerGram),
    largeChange: previous !== null && isLargeChange(previous, paisePerGram),
    pieces: {
      count: plan.prices.length,
      changed: changes.length,
      lowestChange: changes.length ? Math.min(...changes) : 0,
      highestChange: changes.length ? Math.max(...changes) : 0,
      totalChange: changes.reduce((sum, change) => sum + change, 0),
    },
    refusal: plan.tooDear.length > 0 ? cannotPriceMessage(paisePerGram, plan.tooDear) : null,
  };
}

/**
 * Sets today's rate and reprices every by-weight piece from it, in one transaction. The same rate
 * as today's adds no history line (same: true); a change of more than 10 % without `confirmLargeChange`,
 * or a piece the rate could not price, is a 400 in words and saves nothing.
 */
export async function setSilverRate({
  admin,
  paisePerGram,
  confirmLargeChange = false,
  now = new Date(),
}: {
  admin: Pick<SessionAdmin, "id" | "email">;
  paisePerGram: number;
  confirmLargeChange?: boolean;
  now?: Date;
}) {
  const { repriced, previous, same } = await db.$transaction(
    async (tx) => {
      // One rate change at a time: the settings row is the shop-wide lock (made when missing).
      await tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {}, select: { id: true } });
      await tx.$queryRaw`SELECT "id" FROM "SiteSettings" WHERE "id" = 1 FOR UPDATE`;
      const latest = await latestSilverRate(tx);
      const previous = latest && toEntry(latest);
      // The same rate again: no history line and no audit entry; the pieces are priced at it all the same
      // (a no-op unless one drifted from it).
      if (previous?.paisePerGram === paisePerGram) return { repriced: await repriceByWeight(tx, { ratePaisePerGram: paisePerGram }), previous, same: true };
      if (previous && !confirmLargeChange && isLargeChange(previous.paisePerGram, paisePerGram)) {
        throw badRequest(PRICING_MSG.bigChangeNeedsConfirm(formatRupees(previous.paisePerGram), formatRupees(paisePerGram), percentText(previous.paisePerGram, paisePerGram)));
      }
      await tx.silverRate.create({ data: { paisePerGram, setAt: now, adminId: admin.id, setBy: admin.email } });
      const repriced = await repriceByWeight(tx, { ratePaisePerGram: paisePerGram });
      await recordAudit(tx, admin, {
        entity: "silver_rate",
        action: "update",
        summary: `Set the silver rate to ${formatRupees(paisePerGram)} per gram; repriced ${repriced.length} ${repriced.length === 1 ? "piece" : "pieces"} priced by weight`,
        changes: { paisePerGram: [previous?.paisePerGram ?? null, paisePerGram] },
      });
      return { repriced, previous, same: false };
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
  if (repriced.length > 0) refreshStorefront({ productIds: repriced });
  if (same && previous) return { rate: previous, previous, repriced: repriced.length, same: true };
  return { rate: { paisePerGram, setAt: now.toISOString(), setBy: admin.email }, previous, repriced: repriced.length, same: false };
}
