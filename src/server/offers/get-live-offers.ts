import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { isLive } from "@/lib/offers/apply-offers";
import type { OfferRule } from "@/lib/offers/types";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import { type LiveOffers, MIN_LIFE_S, cacheSecondsUntil } from "./live-offers";
import { readNextOfferChange } from "./offer-boundaries";
import { liveUseCounts } from "./offer-uses";
import { offerRuleSelect, toOfferRule } from "./offer-rule";

export type { LiveOffers } from "./live-offers";

// The automatic offers the storefront shows (issue 44): product pages, cards and JSON-LD price a
// piece with the best of them for one unit (unitOfferDiscount). Cached under TAG.offers, which every
// offer change expires (refreshStorefront({ offers: true })), and which the offer clock
// (src/server/offers/offer-clock.ts) expires on every instance when an offer starts or ends. The
// cache's own life ends at the next boundary too (at least 5 minutes, so it is never a dynamic hole,
// at most a day): the safety net when the clock is not running.

/** The live automatic offers read now, uncached (tests, and the cached reader below). */
export async function readLiveOffersNow(now: Date = new Date()): Promise<LiveOffers> {
  const [rows, nextChangeAt, settings] = await Promise.all([
    db.offer.findMany({
      where: { code: null, paused: false, startsAt: { lte: now }, OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
      select: offerRuleSelect,
      orderBy: { id: "asc" },
    }),
    readNextOfferChange(now),
    db.siteSettings.findUnique({ where: { id: 1 }, select: { roundByWeightPrices: true } }),
  ]);
  // A limited automatic offer that is used up is not shown (orders would not get it): the claim that
  // fills it refreshes TAG.offers (after-offer-claim.ts).
  const limited = rows.filter((row) => row.totalLimit !== null).map((row) => row.id);
  const counts = await liveUseCounts(db, limited, null, now);
  const offers: OfferRule[] = rows
    .filter((row) => row.totalLimit === null || counts.get(row.id)!.live < row.totalLimit)
    .map((row) => {
      // The arithmetic's shape only; the limits stay on the server's side.
      const { totalLimit: _total, perCustomerLimit: _perCustomer, ...rule } = toOfferRule(row);
      return rule;
    })
    .filter((offer) => isLive(offer, now));
  const making = offers.some((offer) => offer.kind === "percent_making")
    ? await db.product.findMany({ where: { pricingMode: "by_weight", makingChargeValue: { gt: 0 }, ...makingScope(offers) }, select: { id: true }, orderBy: { id: "asc" } })
    : [];
  // A used-up offer gets uses back when holds are released or run out: look again in 5 minutes.
  const full = limited.some((id) => counts.get(id)!.live >= rows.find((row) => row.id === id)!.totalLimit!);
  const recheckAt = full ? new Date(now.getTime() + MIN_LIFE_S * 1000) : null;
  const next = recheckAt !== null && (nextChangeAt === null || recheckAt < nextChangeAt) ? recheckAt : nextChangeAt;
  return { offers, at: now, nextChangeAt: next, roundToRupee: settings?.roundByWeightPrices ?? true, makingProductIds: making.map((row) => row.id) };
}

/**
 * Only the by-weight pieces an "off making" offer can reach (the cached list stays small with a
 * scoped offer); no filter when one covers every piece.
 */
function makingScope(offers: readonly OfferRule[]) {
  const making = offers.filter((offer) => offer.kind === "percent_making");
  if (making.some((offer) => offer.scope === "all")) return {};
  return {
    OR: [
      { categoryId: { in: making.flatMap((offer) => offer.categoryIds) } },
      { id: { in: making.flatMap((offer) => [...offer.productIds, ...offer.productSizeKeys.map((key) => key.split("|")[0]!)]) } },
    ],
  };
}

async function cachedLiveOffers(): Promise<LiveOffers> {
  "use cache";
  // The rounding lives in the site settings; which pieces are priced by weight, in the products.
  cacheTag(TAG.offers, TAG.settings, TAG.products);
  const now = new Date();
  const live = await readLiveOffersNow(now);
  const seconds = cacheSecondsUntil(live.nextChangeAt, now);
  cacheLife({ stale: MIN_LIFE_S, revalidate: seconds, expire: seconds + MIN_LIFE_S });
  return live;
}

/** The live automatic offers, cached for the storefront (see the top of this file). */
export async function getLiveOffers(): Promise<LiveOffers> {
  const live = await cachedLiveOffers();
  // The cache hands back what it serialised: Dates made sure of.
  const date = (value: Date | string) => new Date(value);
  return {
    ...live,
    at: date(live.at),
    nextChangeAt: live.nextChangeAt === null ? null : date(live.nextChangeAt),
    offers: live.offers.map((offer) => ({ ...offer, startsAt: date(offer.startsAt), endsAt: offer.endsAt === null ? null : date(offer.endsAt) })),
  };
}
