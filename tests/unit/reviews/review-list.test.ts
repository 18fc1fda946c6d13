import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductReviews } from "@/components/reviews/product-reviews";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import type { PublicReviewJSON, PublicReviewPage } from "@/lib/reviews/types";

// The product page's reviews section (issue 22), as the server renders it.

const PRODUCT = "cm3k2v9x00000abcdefghijk";
const review = (n: number): PublicReviewJSON => ({
  id: `r${n}`,
  rating: 4,
  title: `Title ${n}`,
  body: `Body ${n}`,
  authorName: "Priya S.",
  verified: true,
  publishedAt: "2026-11-20T10:00:00.000Z",
  reply: n === 1 ? "Thank you!" : null,
  repliedAt: null,
  photos: n === 1 ? [{ id: "p1", url: "/media/reviews/2026/x.webp" }] : [],
});
const page = (count: number, shown: number, pageNo = 1): PublicReviewPage => ({
  reviews: Array.from({ length: shown }, (_, i) => review(i + 1)),
  summary: { count, ratingSum: 4 * count, average: count ? 4 : null, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? count : 0 })) },
  page: pageNo,
  pages: Math.max(1, Math.ceil(count / 5)),
});
const render = (p: PublicReviewPage) => renderToStaticMarkup(createElement(ProductReviews, { productId: PRODUCT, productName: "Lotus Ring", page: p }));

describe("the reviews section", () => {
  it("says there are none, with no stars, and offers to write one", () => {
    const html = render(page(0, 0));
    expect(html).toContain(REVIEW_MSG.noReviews);
    expect(html).not.toContain("★");
    expect(html).toContain(`href="/account/reviews?product=${PRODUCT}"`);
  });

  it("shows the summary, each review verified with its photo and reply, and links the next page", () => {
    const html = render(page(7, 5));
    expect(html).toContain("4.0");
    expect(html).toContain(REVIEW_MSG.basedOn(7));
    expect(html).toContain('aria-label="4 stars: 7 reviews"');
    expect(html.match(new RegExp(REVIEW_MSG.verified, "g"))).toHaveLength(5);
    expect(html).toContain(REVIEW_MSG.shopReply);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain(`alt="${REVIEW_MSG.photoAlt(1, "Title 1").replaceAll('"', "&quot;")}"`);
    expect(html).toContain(`href="/prod-detail/${PRODUCT}/reviews?page=2"`);
    expect(html).toContain(REVIEW_MSG.moreReviews);
  });

  it("has no pager when everything fits", () => {
    expect(render(page(3, 3))).not.toContain(REVIEW_MSG.moreReviews);
  });
});
