import { describe, expect, it } from "vitest";
import { amountInWords } from "@/server/invoices/amount-in-words";
import { HSN_SILVER_JEWELLERY, computeGst, formatRate, gstKind, gstLine, taxableValue } from "@/server/invoices/gst";

// GST on tax-inclusive prices at today's 3 % (SiteSettings.gstRateBps = 300): taxable value =
// round(line × 10000 / 10300), tax = line − taxable; CGST + SGST (half each, adding up exactly)
// in the seller's state, IGST elsewhere; totals are sums of the lines and equal the order total.

describe("taxableValue", () => {
  it("takes 3 % out of tax-inclusive prices (real numbers)", () => {
    expect(taxableValue(249900, 300)).toBe(242621); // ₹2,499.00 → ₹2,426.21 + ₹72.79
    expect(taxableValue(10300, 300)).toBe(10000); // ₹103.00 → ₹100.00 + ₹3.00
    expect(taxableValue(500000, 300)).toBe(485437); // ₹5,000.00 → ₹4,854.37 + ₹145.63
    expect(taxableValue(12345678, 300)).toBe(11986095);
    expect(taxableValue(99, 300)).toBe(96);
    expect(taxableValue(1, 300)).toBe(1);
    expect(taxableValue(0, 300)).toBe(0);
  });

  it("rounds half up, exactly (100 %: 3 paise → 2 taxable)", () => {
    expect(taxableValue(3, 10000)).toBe(2);
    expect(taxableValue(5, 10000)).toBe(3);
    expect(taxableValue(4, 10000)).toBe(2);
  });

  it("stays exact for large amounts (₹9 crore)", () => {
    expect(taxableValue(9_000_000_000, 300)).toBe(8_737_864_078); // 9e13 / 10300 = 8737864077.67
  });

  it("with a 0 % rate everything is taxable", () => {
    expect(taxableValue(249900, 0)).toBe(249900);
  });

  it("refuses fractional or negative paise and rates out of range", () => {
    expect(() => taxableValue(10.5, 300)).toThrow(RangeError);
    expect(() => taxableValue(-1, 300)).toThrow(RangeError);
    expect(() => taxableValue(100, -1)).toThrow(RangeError);
    expect(() => taxableValue(100, 10001)).toThrow(RangeError);
    expect(() => taxableValue(100, 1.5)).toThrow(RangeError);
  });
});

describe("gstKind", () => {
  it("is intra-state for the seller's own state in any spelling, inter-state otherwise", () => {
    expect(gstKind("Rajasthan", "Rajasthan")).toBe("intra");
    expect(gstKind("Rajasthan", "  rajasthan ")).toBe("intra");
    expect(gstKind("Tamil Nadu", "TAMIL   NADU")).toBe("intra");
    expect(gstKind("Rajasthan", "Kerala")).toBe("inter");
  });

  it("never calls unknown or empty states the same state", () => {
    expect(gstKind("", "")).toBe("inter");
    expect(gstKind("Atlantis", "Atlantis")).toBe("inter");
  });
});

describe("gstLine", () => {
  it("splits the tax into CGST and SGST that add up to it to the paisa (CGST takes the odd paisa)", () => {
    expect(gstLine(249900, 300, "intra")).toEqual({ grossPaise: 249900, taxablePaise: 242621, taxPaise: 7279, cgstPaise: 3640, sgstPaise: 3639, igstPaise: 0 });
    expect(gstLine(10300, 300, "intra")).toEqual({ grossPaise: 10300, taxablePaise: 10000, taxPaise: 300, cgstPaise: 150, sgstPaise: 150, igstPaise: 0 });
  });

  it("puts the whole tax in IGST between states", () => {
    expect(gstLine(249900, 300, "inter")).toEqual({ grossPaise: 249900, taxablePaise: 242621, taxPaise: 7279, cgstPaise: 0, sgstPaise: 0, igstPaise: 7279 });
  });

  it("always adds up: taxable + tax = line, CGST + SGST = tax", () => {
    for (let gross = 0; gross < 5000; gross += 7) {
      const line = gstLine(gross, 300, "intra");
      expect(line.taxablePaise + line.taxPaise).toBe(gross);
      expect(line.cgstPaise + line.sgstPaise).toBe(line.taxPaise);
      expect(Math.abs(line.cgstPaise - line.sgstPaise)).toBeLessThanOrEqual(1);
    }
  });
});

describe("computeGst", () => {
  // Two rings at ₹2,499 (one line of 2) and a pendant at ₹1,545: the order total is ₹6,543.00.
  const lines = [499800, 154500];

  it("same state: CGST + SGST per line and in the totals, grand total = order total", () => {
    const gst = computeGst({ linePaise: lines, rateBps: 300, sellerState: "Rajasthan", buyerState: "rajasthan" });
    expect(gst.kind).toBe("intra");
    expect(gst.lines).toEqual([
      { grossPaise: 499800, taxablePaise: 485243, taxPaise: 14557, cgstPaise: 7279, sgstPaise: 7278, igstPaise: 0 },
      { grossPaise: 154500, taxablePaise: 150000, taxPaise: 4500, cgstPaise: 2250, sgstPaise: 2250, igstPaise: 0 },
    ]);
    expect(gst.totals).toEqual({ taxablePaise: 635243, cgstPaise: 9529, sgstPaise: 9528, igstPaise: 0, taxPaise: 19057, grandTotalPaise: 654300 });
  });

  it("another state: IGST only, same taxable values and grand total", () => {
    const gst = computeGst({ linePaise: lines, rateBps: 300, sellerState: "Rajasthan", buyerState: "Karnataka" });
    expect(gst.kind).toBe("inter");
    expect(gst.totals).toEqual({ taxablePaise: 635243, cgstPaise: 0, sgstPaise: 0, igstPaise: 19057, taxPaise: 19057, grandTotalPaise: 654300 });
  });

  it("totals are the sums of the lines (not the tax of the total), so the grand total is exact", () => {
    const many = Array.from({ length: 37 }, (_, i) => 99 + i * 1301);
    const gst = computeGst({ linePaise: many, rateBps: 300, sellerState: "Delhi", buyerState: "Delhi" });
    const orderTotal = many.reduce((a, b) => a + b, 0);
    expect(gst.totals.grandTotalPaise).toBe(orderTotal);
    expect(gst.totals.taxablePaise + gst.totals.taxPaise).toBe(orderTotal);
    expect(gst.totals.cgstPaise + gst.totals.sgstPaise).toBe(gst.totals.taxPaise);
  });

  it("an order with no lines has zero totals", () => {
    expect(computeGst({ linePaise: [], rateBps: 300, sellerState: "Delhi", buyerState: "Goa" }).totals.grandTotalPaise).toBe(0);
  });
});

describe("labels", () => {
  it("HSN 7113 for silver jewellery", () => {
    expect(HSN_SILVER_JEWELLERY).toBe("7113");
  });

  it("formats rates as percentages", () => {
    expect(formatRate(300)).toBe("3%");
    expect(formatRate(150)).toBe("1.5%");
    expect(formatRate(125)).toBe("1.25%");
    expect(formatRate(1800)).toBe("18%");
  });
});

describe("amountInWords", () => {
  it("writes rupees and paise the Indian way (lakh, crore)", () => {
    expect(amountInWords(654300)).toBe("Rupees Six Thousand Five Hundred Forty-Three Only");
    expect(amountInWords(249950)).toBe("Rupees Two Thousand Four Hundred Ninety-Nine and Fifty Paise Only");
    expect(amountInWords(12345678)).toBe("Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only");
    expect(amountInWords(1_234_567_800)).toBe("Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only");
    expect(amountInWords(1_000_000_000)).toBe("Rupees One Crore Only");
    expect(amountInWords(100_000_000_000)).toBe("Rupees One Hundred Crore Only");
    expect(amountInWords(100)).toBe("Rupees One Only");
    expect(amountInWords(11100)).toBe("Rupees One Hundred Eleven Only");
    expect(amountInWords(5)).toBe("Rupees Zero and Five Paise Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
  });

  it("refuses fractions of a paisa", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
