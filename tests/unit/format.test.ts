import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatRupees, formatRupees2, paiseToRupees, rupeesToPaise, savingsPaise, sellingPricePaise, slugify } from "@/lib/format";

describe("formatRupees", () => {
  it("groups the Indian way with the rupee sign", () => {
    expect(formatRupees(12345600)).toBe("₹1,23,456");
    expect(formatRupees(1000000000)).toBe("₹1,00,00,000");
    expect(formatRupees(99900)).toBe("₹999");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("hides paise when there are none", () => {
    expect(formatRupees(249900)).toBe("₹2,499");
    expect(formatRupees(249999)).toBe("₹2,499.99");
  });

  it("shows paise with two digits (₹2,499.50)", () => {
    expect(formatRupees(249950)).toBe("₹2,499.50");
  });

  it("formatRupees2 always shows two decimals", () => {
    expect(formatRupees2(249900)).toBe("₹2,499.00");
    expect(formatRupees2(12345650)).toBe("₹1,23,456.50");
  });
});

describe("without Intl, as Intl's en-IN writes it", () => {
  const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const twoPlaces = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
  // Every length of number up to the largest safe paise amount, each sign, and random amounts.
  const edges = [1, 5, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 9999999, 10000000, 123456789012, Number.MAX_SAFE_INTEGER];
  let seed = 41;
  const random = Array.from({ length: 2000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * 10 ** (1 + (seed % 13)));
  });
  const amounts = [0, ...edges, ...random].flatMap((n) => (n === 0 ? [0] : [n, -n]));

  it("formatRupees equals Intl (whole rupees without paise, two places with)", () => {
    // (paise / 100 is exact enough for Intl below 2^50; above it ours is exact and Intl's double is not)
    for (const paise of amounts.filter((n) => Math.abs(n) < 2 ** 50)) {
      const expected = (paise % 100 === 0 ? whole : twoPlaces).format(paise / 100);
      expect(formatRupees(paise), String(paise)).toBe(expected);
    }
    expect(formatRupees(Number.MAX_SAFE_INTEGER)).toBe("₹9,00,71,99,25,47,409.91");
  });

  it("formatRupees2 equals Intl with two places", () => {
    for (const paise of amounts.filter((n) => Math.abs(n) < 2 ** 50)) expect(formatRupees2(paise), String(paise)).toBe(twoPlaces.format(paise / 100));
  });

  it("formatCount equals Intl's grouping of whole numbers", () => {
    for (const n of amounts) expect(formatCount(n), String(n)).toBe(count.format(n));
    expect(formatCount(1234567)).toBe("12,34,567");
    expect(formatCount(999)).toBe("999");
  });
});

describe("paise", () => {
  it("converts rupees to whole paise and back", () => {
    expect(rupeesToPaise(2499)).toBe(249900);
    expect(rupeesToPaise(2499.5)).toBe(249950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.995)).toBe(2000);
    expect(paiseToRupees(249950)).toBe(2499.5);
  });

  it("computes the selling price in whole paise, rounding half up", () => {
    expect(sellingPricePaise(200000, 0)).toBe(200000);
    expect(sellingPricePaise(200000, 50)).toBe(100000);
    expect(sellingPricePaise(199900, 12.5)).toBe(174913); // 174912.5 → 174913
    expect(sellingPricePaise(100, 33.33)).toBe(67); // 66.67 → 67
    expect(sellingPricePaise(99999, 99)).toBe(1000); // 999.99 → 1000
    expect(sellingPricePaise(0, 20)).toBe(0);
  });

  it("never reports negative savings", () => {
    expect(savingsPaise(200000, 150000)).toBe(50000);
    expect(savingsPaise(100, 150)).toBe(0);
  });
});

describe("slugify", () => {
  it.each([
    ["Ring Of Light!", "ring-of-light"],
    ["  Hello__World--Now  ", "hello-world-now"],
    ["Rose's Gold", "roses-gold"],
    ["Twisted   Silver\tChain", "twisted-silver-chain"],
    ["a ! b", "a-b"],
    ["-Edge-", "edge"],
    ["Café Crème", "cafe-creme"],
    ["925 Silver", "925-silver"],
    ["---", ""],
  ])("%j → %j", (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe("formatDate", () => {
  it("uses India time and a long month", () => {
    expect(formatDate("2026-11-21T20:00:00Z")).toBe("22 November 2026");
    expect(formatDate(new Date(Date.UTC(2025, 0, 5, 6)))).toBe("5 January 2025");
  });
});
