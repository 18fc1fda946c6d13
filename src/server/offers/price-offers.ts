import "server-only";
import { offerRefusalMessage } from "@/lib/messages/offers";
import { applyOffers, isLive } from "@/lib/offers/apply-offers";
import { CODE_PATTERN, normaliseCode } from "@/lib/offers/code";
import type { OfferLine, OfferOutcome, OfferRefusal } from "@/lib/offers/types";
import { badRequest, conflict, type AppError } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { isFirstOrder } from "./first-order";
import { type OfferShopper, type OfferShopperKeys, shopperKeys } from "./offer-shopper";
import { limitRefusal, liveUseCounts, lockOffers } from "./offer-uses";
import { offerRuleSelect, toOfferRule, type OfferWithLimits } from "./offer-rule";

// The offers a cart or an order gets (issue 44), read from the database and priced by the pure
// arithmetic (src/lib/offers/apply-offers.ts): the live automatic offers and the typed code's, the
// lines' categories, the shop's rupee rounding of by-weight prices, this shopper's uses of limited
// offers and whether this is their first order. The cart's quote calls it without locks (the shopper
// learns early); an order calls it with `lock`, in its transaction: the limited offers' rows are
// locked first (id order, before the order number's Counter), so the counts it reads stay true until
// the order's uses are inserted (offer-uses.ts claimOfferUses).

/** A line as priceOffers needs it: an order's line (OrderLine fits) or a priced cart line. */
export interface PricedLine {
  productId: string | null;
  sizeId: string | null;
  quantity: number;
  unitPricePaise: number;
  linePricePaise: number;
  priceBreakup: OfferLine["priceBreakup"];
}

export interface PriceOffersOptions {
  /** As typed ("diwali500 "); null or "" when none. */
  code: string | null;
  /** Who orders; null for a visitor's cart (no per-customer limit, first order assumed). */
  shopper: OfferShopper | null;
  now: Date;
  /** Lock the limited offers' rows (an order's transaction). */
  lock?: boolean;
}

export interface PricedOffers {
  outcome: OfferOutcome;
  /** The code as stored (upper-case), null when none was typed. */
  code: string | null;
  shopper: OfferShopperKeys | null;
}


export async function priceOffers(tx: DbClient, lines: readonly PricedLine[], options: PriceOffersOptions): Promise<PricedOffers> {
  const { now } = options;
  const typed = options.code ? normaliseCode(options.code) : "";
  const code = typed === "" ? null : typed;
  const keys = options.shopper ? shopperKeys(options.shopper) : null;

  if (options.lock) {
    // The limited offers this order may use, locked before they are read (their rows may not change under us).
    const ids = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Offer"
      WHERE ("totalLimit" IS NOT NULL OR "perCustomerLimit" IS NOT NULL OR "firstOrderOnly")
        AND (("code" IS NOT NULL AND "code" = ${code})
          OR ("code" IS NULL AND NOT "paused" AND "startsAt" <= ${now} AND ("endsAt" IS NULL OR "endsAt" > ${now})))
      ORDER BY "id"`;
    await lockOffers(tx, ids.map((row) => row.id));
  }

  const automaticRows = await tx.offer.findMany({
    where: { code: null, paused: false, startsAt: { lte: now }, OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    select: offerRuleSelect,
  });
  const codeRow = code !== null && CODE_PATTERN.test(code) ? await tx.offer.findUnique({ where: { code }, select: offerRuleSelect }) : null;
  let automatic = automaticRows.map(toOfferRule);
  const codeOffer = codeRow ? toOfferRule(codeRow) : null;

  const limited = [...automatic, ...(codeOffer ? [codeOffer] : [])].filter((offer) => offer.totalLimit !== null || offer.perCustomerLimit !== null);
  const counts = await liveUseCounts(tx, limited.map((offer) => offer.id), keys, now);
  const refusalOf = (offer: OfferWithLimits) => (offer.totalLimit === null && offer.perCustomerLimit === null ? null : limitRefusal(offer, counts.get(offer.id)!, keys !== null));
  // An automatic offer that is used up (or by this shopper) is simply not given.
  automatic = automatic.filter((offer) => refusalOf(offer) === null);

  let limitRefused: OfferRefusal | null = null;
  let usableCode: OfferWithLimits | null = codeOffer;
  if (codeOffer && isLive(codeOffer, now)) {
    const refusal = refusalOf(codeOffer);
    if (refusal) {
      limitRefused = { reason: refusal };
      usableCode = null;
    }
  }

  const needsFirst = automatic.some((offer) => offer.firstOrderOnly) || usableCode?.firstOrderOnly === true;
  const firstOrder = needsFirst && keys ? await isFirstOrder(tx, keys, now) : true;
  const offerLines = await withCategories(tx, lines);
  const roundToRupee = lines.some((line) => line.priceBreakup) ? await roundsByWeight(tx) : true;
  const outcome = applyOffers({ lines: offerLines, automatic, code: usableCode, codeTyped: code !== null && limitRefused === null, now, firstOrder, roundToRupee });
  if (limitRefused) outcome.codeRefusal = limitRefused;
  return { outcome, code, shopper: keys };
}

/** The error an order answers when its typed code gives nothing: 409 for a limit, 400 otherwise. */
export function codeRefusalError(refusal: OfferRefusal): AppError {
  const message = offerRefusalMessage(refusal);
  return refusal.reason === "used_up" || refusal.reason === "used_by_you" ? conflict(message) : badRequest(message);
}

/** The lines with their pieces' categories (scope "categories"). */
async function withCategories(tx: DbClient, lines: readonly PricedLine[]): Promise<OfferLine[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const rows = ids.length > 0 ? await tx.product.findMany({ where: { id: { in: ids } }, select: { id: true, categoryId: true } }) : [];
  const category = new Map(rows.map((row) => [row.id, row.categoryId]));
  return lines.map((line) => ({
    productId: line.productId,
    sizeId: line.sizeId,
    categoryId: line.productId ? (category.get(line.productId) ?? null) : null,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    linePricePaise: line.linePricePaise,
    priceBreakup: line.priceBreakup,
  }));
}

/** Whether the shop rounds by-weight prices (and so their offers) to the rupee; the schema's default is yes. */
async function roundsByWeight(tx: DbClient): Promise<boolean> {
  const settings = await tx.siteSettings.findUnique({ where: { id: 1 }, select: { roundByWeightPrices: true } });
  return settings?.roundByWeightPrices ?? true;
}
