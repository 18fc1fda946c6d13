import { describe, expect, it } from "vitest";
import { MAX_BY_WEIGHT_PRICE_PAISE, priceByWeight, sellingPriceByWeight } from "@/lib/pricing/by-weight";

// Worked examples, computed by hand the way a jeweller's bill is written (issue 21).
describe("the price of a piece priced by weight", () => {
  it("per-gram making charges: 10 g of 925 silver at ₹95.50/g fine, ₹12/g making, 3 % GST", () => {
    // metal 9550 × 0.925 × 10 = 88,337.5 paise; making 1200 × 10 = 12,000; before tax 100,337.5;
    // × 1.03 = 103,347.625 → ₹1,033.48. Lines: metal ₹883.38 (half up), making ₹120.00, GST the rest.
    expect(priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 10_000, making: { kind: "per_gram", paisePerGram: 1200 }, otherPaise: 0, gstBps: 300 })).toEqual({
      ratePaisePerGram: 9550,
      purity: 925,
      netWeightMg: 10_000,
      making: { kind: "per_gram", paisePerGram: 1200 },
      gstBps: 300,
      metalPaise: 88_338,
      makingPaise: 12_000,
      otherPaise: 0,
      gstPaise: 3_010,
      roundingPaise: 0,
      totalPaise: 103_348,
    });
  });

  it("percentage making charges and a stone: 5.25 g at ₹95.50/g, 12.5 % making, ₹150 stone", () => {
    // metal 9550 × 0.925 × 5.25 = 46,377.1875; making 12.5 % = 5,797.1484375; stone 15,000;
    // before tax 67,174.3359375; × 1.03 = 69,189.566015625 → 69,190 paise.
    const price = priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 5_250, making: { kind: "percent", basisPoints: 1250 }, otherPaise: 15_000, gstBps: 300 });
    expect(price).toMatchObject({ metalPaise: 46_377, makingPaise: 5_797, otherPaise: 15_000, gstPaise: 2_016, totalPaise: 69_190 });
    expect(price.metalPaise + price.makingPaise + price.otherPaise + price.gstPaise).toBe(price.totalPaise);
  });

  it("rounds the total once, half up, from the exact amount (not from rounded lines)", () => {
    // 990 silver at ₹1/g, 0.505 g: metal 100 × 0.99 × 0.505 = 49.995 paise, no making; × 1.03 =
    // 51.49485 → 51. Rounding the metal line first (50) would give 51.5 → 52.
    const small = priceByWeight({ ratePaisePerGram: 100, purity: 990, netWeightMg: 505, making: { kind: "per_gram", paisePerGram: 0 }, otherPaise: 0, gstBps: 300 });
    expect(small).toMatchObject({ metalPaise: 50, totalPaise: 51, gstPaise: 1 });
    // An exact half goes up: 125 paise/g × 0.8 × 0.05 g = 5 paise; with 10 % tax, 5.5 → 6.
    expect(priceByWeight({ ratePaisePerGram: 125, purity: 800, netWeightMg: 50, making: { kind: "per_gram", paisePerGram: 0 }, otherPaise: 0, gstBps: 1000 }).totalPaise).toBe(6);
  });

  it("a purer grade costs more at the same rate and weight", () => {
    const at = (purity: 800 | 925 | 990) => priceByWeight({ ratePaisePerGram: 9550, purity, netWeightMg: 8_000, making: { kind: "per_gram", paisePerGram: 1000 }, otherPaise: 0, gstBps: 300 }).totalPaise;
    expect(at(800)).toBeLessThan(at(925));
    expect(at(925)).toBeLessThan(at(990));
  });

  it("refuses what cannot be a price: a rate of 0, a weight of 0, fractions of a paisa, an unknown grade", () => {
    const base = { ratePaisePerGram: 9550, purity: 925 as const, netWeightMg: 1_000, making: { kind: "per_gram" as const, paisePerGram: 0 }, otherPaise: 0, gstBps: 300 };
    expect(() => priceByWeight({ ...base, ratePaisePerGram: 0 })).toThrow(RangeError);
    expect(() => priceByWeight({ ...base, netWeightMg: 0 })).toThrow(RangeError);
    expect(() => priceByWeight({ ...base, otherPaise: 1.5 })).toThrow(RangeError);
    expect(() => priceByWeight({ ...base, making: { kind: "percent", basisPoints: -1 } })).toThrow(RangeError);
    expect(() => priceByWeight({ ...base, purity: 999 as 925 })).toThrow(RangeError);
  });
});

// "Round by-weight prices to the rupee" (issue 40): GST exactly on the taxable value (the lines
// above it), the rounding its own line of −50 … +49 paise, the total a whole number of rupees.
describe("a by-weight price rounded to the rupee", () => {
  const base = { ratePaisePerGram: 9550, purity: 925 as const, netWeightMg: 10_000, making: { kind: "per_gram" as const, paisePerGram: 1200 }, otherPaise: 0, gstBps: 300, roundToRupee: true };

  it("rounds down a remainder under 50 paise: 10 g at ₹95.50/g, ₹12/g making → ₹1,033 (rounding −₹0.48)", () => {
    // metal 88,337.5 → 88,338; making 12,000; taxable 100,338; GST 3 % = 3,010.14 → 3,010 exactly;
    // 103,348 → ₹1,033.00, so the rounding line is −48 paise.
    expect(priceByWeight(base)).toMatchObject({ metalPaise: 88_338, makingPaise: 12_000, otherPaise: 0, gstPaise: 3_010, roundingPaise: -48, totalPaise: 103_300 });
  });

  it("rounds up a remainder of 50 paise or more: 5.25 g, 12.5 % making, ₹150 stone → ₹692 (rounding +₹0.11)", () => {
    // metal 46,377.1875 → 46,377; making 5,797.148… → 5,797; stone 15,000; taxable 67,174;
    // GST 2,015.22 → 2,015; 69,189 → ₹692.00, rounding +11 paise.
    const price = priceByWeight({ ...base, netWeightMg: 5_250, making: { kind: "percent", basisPoints: 1250 }, otherPaise: 15_000 });
    expect(price).toMatchObject({ metalPaise: 46_377, makingPaise: 5_797, otherPaise: 15_000, gstPaise: 2_015, roundingPaise: 11, totalPaise: 69_200 });
  });

  it("an exact half rupee goes up, 49 paise goes down, and the lines always add up to the total", () => {
    // ₹1/g × 0.8 × 0.05 g = 4 paise of silver, no making, no GST: the stones make the remainder.
    const tiny = { ...base, ratePaisePerGram: 100, purity: 800 as const, netWeightMg: 50, making: { kind: "per_gram" as const, paisePerGram: 0 }, gstBps: 0 };
    expect(priceByWeight({ ...tiny, otherPaise: 10_046 })).toMatchObject({ roundingPaise: 50, totalPaise: 10_100 });
    expect(priceByWeight({ ...tiny, otherPaise: 10_045 })).toMatchObject({ roundingPaise: -49, totalPaise: 10_000 });
    for (const otherPaise of [0, 1, 49, 50, 99, 12_345]) {
      for (const netWeightMg of [1, 333, 7_777, 2_500_000]) {
        const price = priceByWeight({ ...base, otherPaise, netWeightMg });
        expect(price.totalPaise % 100).toBe(0);
        expect(price.roundingPaise).toBeGreaterThanOrEqual(-50);
        expect(price.roundingPaise).toBeLessThan(50);
        const taxable = price.metalPaise + price.makingPaise + price.otherPaise;
        // GST is exact on the taxable value (half up to the paisa), never a balancing figure.
        expect(price.gstPaise).toBe(Math.round((taxable * 300) / 10_000));
        expect(taxable + price.gstPaise + price.roundingPaise!).toBe(price.totalPaise);
      }
    }
  });

  it("a discount on a rounded piece is whole rupees too (so is the saving); unrounded it keeps its paise", () => {
    // ₹1,033 less 10 % = ₹929.70 → ₹930: the shopper saves ₹103.
    expect(sellingPriceByWeight(103_300, 10, true)).toBe(93_000);
    expect(sellingPriceByWeight(103_348, 10, false)).toBe(93_013);
    expect(sellingPriceByWeight(103_300, 0, true)).toBe(103_300);
  });

  it("the ceiling for one piece: a 2.5 kg piece at ₹10,000/g fine is above ₹1,00,00,000, at ₹95.50/g it is not", () => {
    const utensil = { ...base, netWeightMg: 2_500_000, making: { kind: "per_gram" as const, paisePerGram: 5_000 } };
    expect(priceByWeight({ ...utensil, ratePaisePerGram: 1_000_000 }).totalPaise).toBeGreaterThan(MAX_BY_WEIGHT_PRICE_PAISE);
    expect(priceByWeight(utensil).totalPaise).toBeLessThan(MAX_BY_WEIGHT_PRICE_PAISE);
  });
});
