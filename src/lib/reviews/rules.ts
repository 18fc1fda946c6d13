// Verified reviews (issue 22): the limits, and the pure sums the product page, the cards and the
// structured data read (average, distribution), safe on both sides.

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_LIMITS = {
  titleMax: 120,
  bodyMin: 20,
  bodyMax: 2000,
  replyMax: 1000,
  photos: 3,
  photoBytes: 5 * 1024 * 1024,
} as const;

/** Published reviews shown in the product page itself; later ones on its reviews pages. */
export const REVIEWS_PAGE_SIZE = 5;
/** In the product's structured data (Google reads a few). */
export const JSON_LD_REVIEWS = 5;
/** Review writes (new or edited) per customer per hour. */
export const REVIEW_WRITES_PER_HOUR = 10;

/** The average of `count` published reviews whose stars add up to `ratingSum`, or null without any. */
export function averageRating(count: number, ratingSum: number): number | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return ratingSum / count;
}

/** An average as the page shows it: one decimal ("4.5"). */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars (in that order), from { rating, count } groups. */
export function ratingDistribution(groups: readonly { rating: number; count: number }[]): { stars: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: groups.filter((group) => group.rating === stars).reduce((sum, group) => sum + group.count, 0) }));
}

/** A bar's width: the share of all reviews, in whole percent (0 when there are none). */
export function sharePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** The name shown with a review: the first name and the initial of the last ("Priya Sharma" → "Priya S."). */
export function reviewAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0];
  if (!first) return "Verified buyer";
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
