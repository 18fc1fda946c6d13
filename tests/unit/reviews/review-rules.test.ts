import { describe, expect, it } from "vitest";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { averageRating, formatAverage, ratingDistribution, reviewAuthorName, sharePercent } from "@/lib/reviews/rules";
import { ZAdminReviewListQuery, ZReviewAction, ZReviewInput } from "@/lib/reviews/schemas";

const PRODUCT = "cm3k2v9x00000abcdefghijk";

describe("averages and the distribution", () => {
  it("averages published stars, none without reviews", () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(3, 13)).toBeCloseTo(4.333, 3);
    expect(formatAverage(13 / 3)).toBe("4.3");
    expect(formatAverage(4.25)).toBe("4.3");
    expect(formatAverage(5)).toBe("5.0");
  });

  it("counts each star from 5 down to 1, zeros included", () => {
    expect(ratingDistribution([{ rating: 4, count: 2 }, { rating: 1, count: 1 }, { rating: 5, count: 3 }])).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
    expect(sharePercent(2, 6)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
  });

  it("shows a buyer as first name and initial", () => {
    expect(reviewAuthorName("Priya Sharma")).toBe("Priya S.");
    expect(reviewAuthorName("  meera  k  iyer ")).toBe("meera I.");
    expect(reviewAuthorName("Kabir")).toBe("Kabir");
    expect(reviewAuthorName("  ")).toBe("Verified buyer");
  });
});

describe("the review form's rules", () => {
  const good = { productId: PRODUCT, rating: "4", title: " Lovely   ring ", body: "It shines and fits well, a lovely piece." };
  const message = (input: Record<string, unknown>) => {
    const parsed = ZReviewInput.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it("takes a good review, trimmed", () => {
    const parsed = ZReviewInput.parse(good);
    expect(parsed).toMatchObject({ rating: 4, title: "Lovely ring", keepPhotoIds: [] });
  });

  it("says what is wrong in the form's words", () => {
    expect(message({ ...good, rating: "0" })).toBe(REVIEW_MSG.ratingRequired);
    expect(message({ ...good, rating: "4.5" })).toBe(REVIEW_MSG.ratingRequired);
    expect(message({ ...good, rating: undefined })).toBe(REVIEW_MSG.ratingRequired);
    expect(message({ ...good, title: "" })).toBe(REVIEW_MSG.titleRequired);
    expect(message({ ...good, title: "t".repeat(121) })).toBe(REVIEW_MSG.titleTooLong);
    expect(message({ ...good, title: "t".repeat(120) })).toBeNull();
    expect(message({ ...good, body: "   short text here   " })).toBe(REVIEW_MSG.bodyTooShort);
    expect(message({ ...good, body: "b".repeat(2001) })).toBe(REVIEW_MSG.bodyTooLong);
    expect(message({ ...good, body: "b".repeat(2000) })).toBeNull();
    expect(message({ ...good, productId: "../x" })).toBe(REVIEW_MSG.productRequired);
  });

  it("the back office's actions and list query", () => {
    expect(ZReviewAction.safeParse({ action: "delete" }).error?.issues[0]?.message).toBe(REVIEW_MSG.badAction);
    expect(ZReviewAction.safeParse({ action: "reply", reply: "  " }).error?.issues[0]?.message).toBe(REVIEW_MSG.replyRequired);
    expect(ZReviewAction.safeParse({ action: "reply", reply: "r".repeat(1001) }).error?.issues[0]?.message).toBe(REVIEW_MSG.replyTooLong);
    expect(ZReviewAction.parse({ action: "reply", reply: " Thanks! " })).toEqual({ action: "reply", reply: "Thanks!" });
    expect(ZAdminReviewListQuery.parse({})).toMatchObject({ status: "pending", page: 1, limit: 20, q: "" });
  });
});
