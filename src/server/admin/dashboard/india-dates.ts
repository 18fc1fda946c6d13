import "server-only";

// The shop's days and months are Indian ones (Asia/Kolkata, UTC+05:30 all year, no daylight
// saving): an order at 01:00 IST on the 2nd is the 2nd's, though it is still the 1st in UTC.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Indian calendar date of an instant, "2026-11-25". */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the current Indian month began (midnight IST on the 1st). */
export function indiaMonthStart(now: Date): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), 1) - IST_OFFSET_MS);
}

/** The instant the Indian day `daysAgo` days before today began (0 = today's midnight IST). */
export function indiaDayStart(now: Date, daysAgo: number): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - daysAgo * DAY_MS - IST_OFFSET_MS);
}

/** The `days` Indian dates ending today, oldest first. */
export function lastIndiaDates(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => indiaDate(indiaDayStart(now, days - 1 - index)));
}
