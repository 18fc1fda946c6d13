// The words of a rating, apart from REVIEW_MSG: product cards also render in the browser (infinite
// scroll, the wishlist), and must not carry every review message into the listings' JavaScript.

/** "Rated 4.5 out of 5 from 12 reviews" (the stars' accessible name). */
export function starsLabel(average: string, count: number): string {
  return `Rated ${average} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`;
}
