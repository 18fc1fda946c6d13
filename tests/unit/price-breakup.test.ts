import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PriceBreakup } from "@/components/product/price-breakup";
import { priceByWeight, sellingPriceByWeight } from "@/lib/pricing/by-weight";
import type { PriceBreakupView } from "@/server/catalogue/get-product-pricing";

// The product page's price breakup (issue 21) as a shopper reads it: one row per line of the bill.

function rows(breakup: PriceBreakupView): string[][] {
  const html = renderToStaticMarkup(createElement(PriceBreakup, { breakup }));
  return [...html.matchAll(/<tr[^>]*><th scope="row">(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map(([, label, amount]) => [
    label!.replace(/<span[^>]*>/g, " | ").replace(/<[^>]+>/g, ""),
    amount!,
  ]);
}

describe("<PriceBreakup>", () => {
  it("writes per-gram making charges, other charges, GST and the total as a jeweller's bill", () => {
    const making = { kind: "per_gram", paisePerGram: 1200 } as const;
    const lines = priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 10_000, making, otherPaise: 15_000, gstBps: 300 });
    expect(rows({ ...lines, making, gstBps: 300, discountPercent: 0, sellingPricePaise: lines.totalPaise })).toEqual([
      ["Silver (925) | 10.000 g × ₹95.50/g × 0.925", "₹883.38"],
      ["Making charges | 10.000 g × ₹12/g", "₹120.00"],
      ["Stones and other charges", "₹150.00"],
      ["GST (3\u00a0%)", "₹34.60"],
      ["Total", "₹1,187.98"],
    ]);
  });

  it("rounded to the rupee (issue 40): the rounding is its own line after the exact GST, and the saving is whole rupees", () => {
    const making = { kind: "per_gram", paisePerGram: 1200 } as const;
    const lines = priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 10_000, making, otherPaise: 0, gstBps: 300, roundToRupee: true });
    // taxable 883.38 + 120.00 = 1,003.38; GST 3 % = 30.1014 → 30.10; 1,033.48 → ₹1,033: −₹0.48.
    expect(rows({ ...lines, discountPercent: 10, sellingPricePaise: sellingPriceByWeight(lines.totalPaise, 10, true) })).toEqual([
      ["Silver (925) | 10.000 g × ₹95.50/g × 0.925", "₹883.38"],
      ["Making charges | 10.000 g × ₹12/g", "₹120.00"],
      ["GST (3\u00a0%)", "₹30.10"],
      ["Rounding (to the rupee)", "−₹0.48"],
      ["Total", "₹1,033.00"],
      ["Discount (10\u00a0%)", "−₹103.00"],
      ["You pay", "₹930.00"],
    ]);
    // Upwards: +₹0.11 (5.25 g, 12.5 % making, ₹150 stone → ₹692).
    const up = priceByWeight({ ratePaisePerGram: 9550, purity: 925, netWeightMg: 5_250, making: { kind: "percent", basisPoints: 1250 }, otherPaise: 15_000, gstBps: 300, roundToRupee: true });
    expect(rows({ ...up, discountPercent: 0, sellingPricePaise: up.totalPaise })).toContainEqual(["Rounding (to the rupee)", "+₹0.11"]);
  });

  it("writes whole rupees when no line has paise", () => {
    const breakup: PriceBreakupView = {
      ratePaisePerGram: 10_000,
      purity: 800,
      netWeightMg: 10_000,
      metalPaise: 80_000,
      makingPaise: 20_000,
      otherPaise: 0,
      gstPaise: 3_000,
      totalPaise: 103_000,
      making: { kind: "per_gram", paisePerGram: 2_000 },
      gstBps: 300,
      discountPercent: 0,
      sellingPricePaise: 103_000,
    };
    expect(rows(breakup).map(([, amount]) => amount)).toEqual(["₹800", "₹200", "₹30", "₹1,030"]);
  });

  it("writes percentage making charges, leaves out other charges of nothing, and shows a discount and what is paid", () => {
    const making = { kind: "percent", basisPoints: 1250 } as const;
    const lines = priceByWeight({ ratePaisePerGram: 9550, purity: 990, netWeightMg: 5_250, making, otherPaise: 0, gstBps: 300 });
    const selling = Math.round(lines.totalPaise * 0.9);
    const table = rows({ ...lines, making, gstBps: 300, discountPercent: 10, sellingPricePaise: selling });
    expect(table.map(([label]) => label)).toEqual([
      "Silver (990) | 5.250 g × ₹95.50/g × 0.99",
      "Making charges | 12.5\u00a0% of the silver value",
      "GST (3\u00a0%)",
      "Total",
      "Discount (10\u00a0%)",
      "You pay",
    ]);
    const amount = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
    expect(amount(table[3]![1]!)).toBe(lines.totalPaise);
    expect(amount(table[0]![1]!) + amount(table[1]![1]!) + amount(table[2]![1]!)).toBe(lines.totalPaise);
    expect(table[4]![1]).toMatch(/^−₹/);
    expect(amount(table[3]![1]!) - amount(table[4]![1]!)).toBe(selling);
    expect(amount(table[5]![1]!)).toBe(selling);
  });
});
