import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { isLive } from "@/lib/offers/apply-offers";
import type { OfferRule } from "@/lib/offers/types";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import { type LiveOffers, MIN_LIFE_S, cacheSecondsUntil } from "./live-offers";
import { readNextOfferChange } from "./offer-boundaries";
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
  const offers: OfferRule[] = rows
    .map((row) => {
      // The arithmetic's shape only; the limits stay on the server's side.
      const { totalLimit: _total, perCustomerLimit: _perCustomer, ...rule } = toOfferRule(row);
      return rule;
    })
    .filter((offer) => isLive(offer, now));
  const making = offers.some((offer) => offer.kind === "percent_making")
    ? await db.product.findMany({ where: { pricingMode: "by_weight", makingChargeValue: { gt: 0 } }, select: { id: true }, orderBy: { id: "asc" } })
    : [];
  return { offers, at: now, nextChangeAt, roundToRupee: settings?.roundByWeightPrices ?? true, makingProductIds: making.map((row) => row.id) };
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
