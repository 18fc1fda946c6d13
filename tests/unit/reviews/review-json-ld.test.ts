import { describe, expect, it } from "vitest";
import type { PublicReviewJSON, ReviewSummary } from "@/lib/reviews/types";
import type { Product } from "@/lib/types/catalogue";
import { productJsonLd, reviewsJsonLd } from "@/server/seo/json-ld";
import { merchantListingProblem } from "../../support/merchant-listing-schema";

const product: Product = {
  id: "cm3k2v9x00000abcdefghijk",
  name: "Lotus Ring",
  slug: "lotus-ring",
  code: "LR-5001",
  description: "A ring.",
  pricePaise: 149900,
  discountPercent: 0,
  sellingPricePaise: 149900,
  stock: 3,
  weightGrams: 4,
  active: true,
  inStock: true,
  images: ["/media/products/ring.webp"],
  videoUrl: null,
  newArrival: false,
  trendingProd: false,
  bestSeller: false,
  reviewCount: 2,
  ratingSum: 9,
  category: { id: "c1", name: "Rings", slug: "rings", description: "" },
  colors: [],
  sizeSet: null,
  sizes: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

const review = (n: number, rating: number): PublicReviewJSON => ({
  id: `r${n}`,
  rating,
  title: `Title ${n}`,
  body: `Body of review ${n}, long enough.`,
  authorName: "Priya S.",
  verified: true,
  publishedAt: "2026-11-20T10:00:00.000Z",
  reply: null,
  repliedAt: null,
  photos: [],
});
const summary = (count: number, ratingSum: number): ReviewSummary => ({ count, ratingSum, average: count ? ratingSum / count : null, distribution: [] });

describe("reviews in the product's structured data", () => {
  it("adds aggregateRating and up to 5 reviews from published ones, as Google documents them", () => {
    const reviews = Array.from({ length: 7 }, (_, i) => review(i, 4 + (i % 2)));
    const ld = productJsonLd(product, undefined, undefined, { summary: summary(7, 31), reviews }) as unknown as Record<string, unknown>;
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.4, reviewCount: 7, bestRating: 5, worstRating: 1 });
    expect(ld.review).toHaveLength(5);
    expect((ld.review as unknown[])[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Priya S." },
      datePublished: "2026-11-20",
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      name: "Title 0",
      reviewBody: "Body of review 0, long enough.",
    });
    expect(merchantListingProblem(ld)).toBeNull();
  });

  it("claims no rating without published reviews", () => {
    expect(reviewsJsonLd({ summary: summary(0, 0), reviews: [] })).toBeNull();
    const ld = productJsonLd(product, undefined, undefined, { summary: summary(0, 0), reviews: [] }) as unknown as Record<string, unknown>;
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
  });

  it("the schema refuses what Google refuses", () => {
    const ld = productJsonLd(product, undefined, undefined, { summary: summary(1, 5), reviews: [review(1, 5)] }) as unknown as Record<string, unknown>;
    const rating = ld.aggregateRating as Record<string, unknown>;
    expect(merchantListingProblem({ ...ld, aggregateRating: { ...rating, reviewCount: undefined } })).toMatch(/^aggregateRating/);
    expect(merchantListingProblem({ ...ld, aggregateRating: { ...rating, ratingValue: 6 } })).toMatch(/^aggregateRating/);
    const [first] = ld.review as Record<string, unknown>[];
    expect(merchantListingProblem({ ...ld, review: [{ ...first, author: { "@type": "Person", name: "" } }] })).toMatch(/^review/);
    expect(merchantListingProblem({ ...ld, review: [{ ...first, reviewRating: { "@type": "Rating", ratingValue: 0 } }] })).toMatch(/^review/);
    expect(merchantListingProblem({ ...ld, review: [{ ...first, datePublished: "yesterday" }] })).toMatch(/^review/);
  });
});
