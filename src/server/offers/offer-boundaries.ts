import "server-only";
import { db } from "@/server/db";

// When the automatic offers start and end (issue 44), read uncached: the offer clock
// (offer-clock.ts) and the cached storefront read (get-live-offers.ts) use these. Codes have no
// boundary of their own on the pages (a code's price is never shown before it is typed).

const AUTOMATIC = { code: null, paused: false } as const;

/** The next start or end of a non-paused automatic offer strictly after `now`; null when none is ahead. */
export async function readNextOfferChange(now: Date): Promise<Date | null> {
  return firstBoundary({ gt: now });
}

/** The first start or end of a non-paused automatic offer in (after, until]; null when none. */
export async function readOfferBoundaryBetween(after: Date, until: Date): Promise<Date | null> {
  return firstBoundary({ gt: after, lte: until });
}

async function firstBoundary(range: { gt: Date; lte?: Date }): Promise<Date | null> {
  const [starting, ending] = await Promise.all([
    db.offer.findFirst({ where: { ...AUTOMATIC, startsAt: range }, orderBy: { startsAt: "asc" }, select: { startsAt: true } }),
    db.offer.findFirst({ where: { ...AUTOMATIC, endsAt: range }, orderBy: { endsAt: "asc" }, select: { endsAt: true } }),
  ]);
  const times = [starting?.startsAt, ending?.endsAt].filter((t): t is Date => t instanceof Date).map((t) => t.getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
