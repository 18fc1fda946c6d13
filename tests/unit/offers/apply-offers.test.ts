import { describe, expect, it } from "vitest";
import { applyOffers, makingShareOfUnit, unitOfferDiscount } from "@/lib/offers/apply-offers";
import type { OfferLine, OfferRule } from "@/lib/offers/types";
import { sizeKey } from "@/lib/offers/types";
import { offerRule } from "../../support/offer-rule";

// The offers' arithmetic: per-line discounts that add up, making-only discounts that leave the
// silver alone, minimums, scopes, first orders and stacking.

const NOW = new Date("2026-11-01T06:30:00Z");

const offer = offerRule;

/** A fixed-price line. */
function fixed(productId: string, unit: number, quantity = 1, over: Partial<OfferLine> = {}): OfferLine {
  return { productId, sizeId: null, categoryId: "rings", quantity, unitPricePaise: unit, linePricePaise: unit * quantity, priceBreakup: null, ...over };
}

/** A by-weight line: metal 4000.00, making 1000.00, other 0; GST 3 % → ₹5,150 a piece. */
function byWeight(productId: string, quantity = 1, over: Partial<OfferLine> = {}): OfferLine {
  return { productId, sizeId: null, categoryId: "chains", quantity, unitPricePaise: 5150_00, linePricePaise: 5150_00 * quantity, priceBreakup: { metalPaise: 4000_00, makingPaise: 1000_00, otherPaise: 0 }, ...over };
}

const run = (lines: OfferLine[], more: Partial<Parameters<typeof applyOffers>[0]> = {}) =>
  applyOffers({ lines, automatic: [], code: null, now: NOW, firstOrder: true, roundToRupee: false, ...more });

describe("a percentage off the pieces", () => {
  it("takes it per unit, rounded half up, times the quantity", () => {
    const outcome = run([fixed("a", 999_99, 3), fixed("b", 5)], { automatic: [offer({ percentBps: 1000 })] });
    // 10 % of 999.99 = 99.999 → 100.00 a unit; of 0.05 = 0.005 → 0.01
    expect(outcome.lineDiscounts).toEqual([3 * 100_00, 1]);
    expect(outcome.discountPaise).toBe(300_01);
    expect(outcome.applied).toEqual([expect.objectContaining({ offerId: "o1", discountPaise: 300_01, position: 0 })]);
  });

  it("only on the pieces in scope: categories, whole pieces, one size of a piece", () => {
    const lines = [fixed("a", 1000_00), fixed("b", 1000_00, 1, { categoryId: "anklets" }), fixed("c", 1000_00, 1, { sizeId: "s12" }), fixed("c", 1000_00, 1, { sizeId: "s14" })];
    expect(run(lines, { automatic: [offer({ scope: "categories", categoryIds: ["anklets"] })] }).lineDiscounts).toEqual([0, 100_00, 0, 0]);
    expect(run(lines, { automatic: [offer({ scope: "pieces", productIds: ["a"] })] }).lineDiscounts).toEqual([100_00, 0, 0, 0]);
    expect(run(lines, { automatic: [offer({ scope: "pieces", productSizeKeys: [sizeKey("c", "s14")] })] }).lineDiscounts).toEqual([0, 0, 0, 100_00]);
  });
});

describe("a percentage off the making charges", () => {
  it("takes the making share of a by-weight piece only, GST with it, the silver untouched", () => {
    const lines = [fixed("ring", 2000_00), byWeight("chain", 2)];
    const outcome = run(lines, { automatic: [offer({ kind: "percent_making", percentBps: 2000 })] });
    // making share of ₹5,150 = 5150 × 1000/5000 = ₹1,030 (making + its 3 % GST); 20 % = ₹206 a piece
    expect(makingShareOfUnit(lines[1]!)).toBe(1030_00);
    expect(outcome.lineDiscounts).toEqual([0, 2 * 206_00]);
    // What is left of each chain is the silver with its GST and 80 % of the making with its GST.
    expect(5150_00 - 206_00).toBe(Math.round((4000_00 + 800_00) * 1.03));
  });

  it("keeps whole rupees when the shop rounds by-weight prices", () => {
    const line = { ...byWeight("chain"), unitPricePaise: 5151_00, linePricePaise: 5151_00 };
    const outcome = run([line], { automatic: [offer({ kind: "percent_making", percentBps: 1500 })], roundToRupee: true });
    // making share floor(5151 × 0.2) = 1030.20; 15 % = 154.53 → ₹154
    expect(outcome.lineDiscounts).toEqual([154_00]);
  });

  it("is not for a cart of fixed-price pieces", () => {
    const outcome = run([fixed("ring", 2000_00)], { code: offer({ code: "MAKING20", kind: "percent_making", percentBps: 2000 }) });
    expect(outcome.discountPaise).toBe(0);
    expect(outcome.codeRefusal).toEqual({ reason: "not_for_these_pieces" });
  });
});

describe("a fixed amount off the cart", () => {
  it("is spread over the lines in scope by the largest remainder and adds up exactly", () => {
    const lines = [fixed("a", 1000_00), fixed("b", 1000_00), fixed("c", 1000_00), fixed("d", 1000_00, 1, { categoryId: "other" })];
    const outcome = run(lines, { code: offer({ code: "TEN", kind: "fixed_cart", percentBps: null, amountPaise: 100, scope: "categories", categoryIds: ["rings"] }) });
    expect(outcome.lineDiscounts).toEqual([34, 33, 33, 0]);
    expect(outcome.discountPaise).toBe(100);
  });

  it("never takes more than the pieces cost", () => {
    const outcome = run([fixed("a", 300_00)], { code: offer({ code: "BIG", kind: "fixed_cart", percentBps: null, amountPaise: 500_00 }) });
    expect(outcome.lineDiscounts).toEqual([300_00]);
  });
});

describe("conditions and refusals of a code", () => {
  const code = (over: Partial<OfferRule>) => offer({ code: "DIWALI500", kind: "fixed_cart", percentBps: null, amountPaise: 500_00, minCartPaise: 5000_00, ...over });

  it("says how much more the cart needs", () => {
    expect(run([fixed("a", 4200_00)], { code: code({}) }).codeRefusal).toEqual({ reason: "minimum", shortPaise: 800_00 });
    expect(run([fixed("a", 5000_00)], { code: code({}) }).discountPaise).toBe(500_00);
  });

  it("refuses outside its window, paused, or after a first order", () => {
    expect(run([fixed("a", 6000_00)], { code: code({ startsAt: new Date("2026-11-02T00:00:00Z") }) }).codeRefusal).toEqual({ reason: "not_started", startsAt: new Date("2026-11-02T00:00:00Z") });
    expect(run([fixed("a", 6000_00)], { code: code({ endsAt: NOW }) }).codeRefusal).toEqual({ reason: "ended" });
    expect(run([fixed("a", 6000_00)], { code: code({ paused: true }) }).codeRefusal).toEqual({ reason: "unknown" });
    expect(run([fixed("a", 6000_00)], { code: code({ firstOrderOnly: true }), firstOrder: false }).codeRefusal).toEqual({ reason: "first_order_only" });
    expect(run([fixed("a", 6000_00)], { code: null, codeTyped: true }).codeRefusal).toEqual({ reason: "unknown" });
  });
});

describe("stacking", () => {
  const automatic = offer({ id: "auto", name: "Festive offer: 20 % off making", kind: "percent_making", percentBps: 2000 });
  const tenPercent = offer({ id: "code", name: "FIRST10", code: "FIRST10", percentBps: 1000 });

  it("by default the larger discount wins and a smaller code is refused in words", () => {
    const threePercent = { ...tenPercent, percentBps: 300 };
    const lines = [byWeight("chain")];
    // ₹154.50 off with the code against ₹206 of the automatic offer.
    const outcome = run(lines, { automatic: [automatic], code: threePercent });
    expect(outcome.applied.map((a) => a.offerId)).toEqual(["auto"]);
    expect(outcome.codeRefusal).toEqual({ reason: "less_than_automatic", automaticName: "Festive offer: 20 % off making" });
    // On a bigger cart the code gives more (₹244.50) and wins over the automatic offer.
    const bigger = run([fixed("ring", 3000_00), ...lines], { automatic: [automatic], code: threePercent });
    expect(bigger.applied.map((a) => a.offerId)).toEqual(["code"]);
    expect(bigger.codeRefusal).toBeNull();
  });

  it("applies both, automatic first and the code on what is left, when both are stackable", () => {
    const lines = [fixed("ring", 3000_00), byWeight("chain")];
    const outcome = run(lines, { automatic: [{ ...automatic, stackable: true }], code: { ...tenPercent, stackable: true } });
    // chain: 206.00 off making, then 10 % of 4944.00 = 494.40; ring: 300.00
    expect(outcome.lineDiscounts).toEqual([300_00, 206_00 + 494_40]);
    expect(outcome.applied.map((a) => [a.offerId, a.discountPaise, a.position])).toEqual([
      ["auto", 206_00, 0],
      ["code", 794_40, 1],
    ]);
    expect(outcome.discountPaise).toBe(outcome.applied.reduce((sum, a) => sum + a.discountPaise, 0));
  });

  it("picks the best of several automatic offers, the same on every call", () => {
    const small = offer({ id: "a-small", percentBps: 500 });
    const large = offer({ id: "b-large", percentBps: 1500 });
    expect(run([fixed("a", 1000_00)], { automatic: [small, large] }).applied[0]!.offerId).toBe("b-large");
    expect(run([fixed("a", 1000_00)], { automatic: [large, small] }).applied[0]!.offerId).toBe("b-large");
  });
});

describe("one unit on a product page", () => {
  it("shows what any shopper gets, not first-order or high-minimum offers", () => {
    const line = { productId: "chain", sizeId: null, categoryId: "chains", unitPricePaise: 5150_00, priceBreakup: { metalPaise: 4000_00, makingPaise: 1000_00, otherPaise: 0 } };
    const making = offer({ id: "m", kind: "percent_making", percentBps: 2000 });
    expect(unitOfferDiscount(line, [making], NOW, false)).toEqual({ discountPaise: 206_00, offer: making });
    expect(unitOfferDiscount(line, [{ ...making, firstOrderOnly: true }], NOW, false).discountPaise).toBe(0);
    expect(unitOfferDiscount(line, [{ ...making, minCartPaise: 10_000_00 }], NOW, false).discountPaise).toBe(0);
    expect(unitOfferDiscount(line, [{ ...making, endsAt: NOW }], NOW, false).discountPaise).toBe(0);
  });
});
