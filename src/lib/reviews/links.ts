// The reviews' pages (issue 22).

/** The account's link to its reviews page (kept out of REVIEW_MSG so /account does not load every review message). */
export const MY_REVIEWS_LABEL = "My reviews";

export const reviewLinks = {
  /** The customer's pieces to review; with a product, its form first. */
  write: (productId?: string) => (productId ? `/account/reviews?product=${encodeURIComponent(productId)}` : "/account/reviews"),
  /** A product's reviews beyond the first few, page 2 on (plain pages: the product page stays as it is). */
  page: (productId: string, page: number) => `/prod-detail/${encodeURIComponent(productId)}/reviews${page > 1 ? `?page=${page}` : ""}`,
  /** The section on the product page. */
  section: (productId: string) => `/prod-detail/${encodeURIComponent(productId)}#reviews`,
} as const;
