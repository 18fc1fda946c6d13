import { describe, expect, it } from "vitest";
import { sizeByLabel, sizePricesDiffer, sizeRangeText } from "@/components/product/size-text";

// The words cards and the product page use for a piece's sizes (issue 42).

describe("sizeRangeText", () => {
  it("names the first and last size offered", () => {
    expect(sizeRangeText("ring", ["8", "9", "10", "16"])).toBe("Sizes 8–16");
    expect(sizeRangeText("bangle", ["2-2", "2-10"])).toBe("Sizes 2-2–2-10");
    expect(sizeRangeText("ring", ["12"])).toBe("Size 12");
  });

  it("writes lengths with the unit once", () => {
    expect(sizeRangeText("length", ["16 in", "18 in", "20 in"])).toBe("Lengths 16–20 in");
    expect(sizeRangeText("length", ["6.5 in", "7.5 in"])).toBe("Lengths 6.5–7.5 in");
    expect(sizeRangeText("length", ["18 in"])).toBe("Length 18 in");
  });

  it("says Adjustable for a free size, and nothing for a piece without sizes", () => {
    expect(sizeRangeText("free", ["Adjustable"])).toBe("Adjustable");
    expect(sizeRangeText(null, [])).toBeNull();
    expect(sizeRangeText("ring", [])).toBeNull();
  });
});

describe("sizeByLabel", () => {
  const sizes = [{ label: "12" }, { label: "18 in" }, { label: "Adjustable" }];
  it("finds a size by its label as a URL carries it, ignoring case and extra spaces", () => {
    expect(sizeByLabel(sizes, "12")).toEqual({ label: "12" });
    expect(sizeByLabel(sizes, " 18  in ")).toEqual({ label: "18 in" });
    expect(sizeByLabel(sizes, "adjustable")).toEqual({ label: "Adjustable" });
  });
  it("ignores an unknown or missing label", () => {
    expect(sizeByLabel(sizes, "13")).toBeNull();
    expect(sizeByLabel(sizes, "")).toBeNull();
    expect(sizeByLabel(sizes, null)).toBeNull();
  });
});

describe("sizePricesDiffer", () => {
  it("is true only when some size costs another amount", () => {
    expect(sizePricesDiffer([{ sellingPricePaise: 100 }, { sellingPricePaise: 100 }])).toBe(false);
    expect(sizePricesDiffer([{ sellingPricePaise: 100 }, { sellingPricePaise: 120 }])).toBe(true);
    expect(sizePricesDiffer([])).toBe(false);
  });
});
