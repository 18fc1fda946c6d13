import { describe, expect, it } from "vitest";
import { formatDate, formatRupees, formatRupees2, paiseToRupees, rupeesToPaise, savingsPaise, sellingPricePaise, slugify } from "@/lib/format";

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
