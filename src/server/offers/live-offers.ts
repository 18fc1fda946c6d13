import type { OfferRule } from "@/lib/offers/types";

// The storefront's live automatic offers (issue 44) as get-live-offers.ts hands them out, and how long
// its cached copy lives. No database here: the pages' helpers and the tests import it.

export const MIN_LIFE_S = 300;
const MAX_LIFE_S = 86_400;

export interface LiveOffers {
  /** The automatic offers live at `at` (not paused, started, not ended). */
  offers: OfferRule[];
  /** The instant these were read: price with it (the tag expires at the next boundary, so it is "now"). */
  at: Date;
  /** The next start or end of an automatic offer after `at`; null when none is ahead. */
  nextChangeAt: Date | null;
  /** The shop rounds by-weight prices (and their percentage discounts) to the rupee. */
  roundToRupee: boolean;
  /** With a live "off making" offer: the pieces priced by weight with making charges (cards label only those); else empty. */
  makingProductIds: string[];
}

/** Seconds the cached copy lives: until the next boundary, clamped to [5 min, 1 day]. */
export function cacheSecondsUntil(nextChangeAt: Date | null, now: Date): number {
  if (nextChangeAt === null) return MAX_LIFE_S;
  const seconds = Math.ceil((nextChangeAt.getTime() - now.getTime()) / 1000);
  return Math.min(MAX_LIFE_S, Math.max(MIN_LIFE_S, seconds));
}

