import { describe, expect, it } from "vitest";
import type { PickedImage } from "@/components/admin/products/image-picker";
import { productFormData } from "@/components/admin/products/product-form-data";
import { PURITY_OPTIONS, type SilverValues, byWeightPreview, initialSilverValues, silverInput } from "@/components/admin/products/silver-pricing";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { ZAdminProductFields, pricingProblem } from "@/lib/schemas/admin-product";

// The product form's silver pricing and hallmark (issue 21): what the fields start with, what they
// send, and the preview at today's rate.

const BASE = {
  _id: "p1",
  name: "Leaf Pendant",
  slug: "leaf-pendant",
  description: "",
  code: "SS-0001",
  price: 1500,
  discount: 0,
  total_price: 1500,
  quantity: 3,
  weight: 5,
  category_id: { _id: "c1", name: "Necklaces" },
  colors: [],
  images: [],
  video: null,
  bestSeller: false,
  trendingProd: false,
  newArrival: false,
  status: true,
  createdAt: "2026-11-26T00:00:00.000Z",
  sizeSet: null,
  sizes: [],
};

const byWeight = (change: Partial<SilverValues> = {}): SilverValues => ({
  pricingMode: "by_weight",
  purity: "925",
  huid: "",
  netWeight: "10",
  makingChargeKind: "per_gram",
  makingCharge: "12",
  otherCharges: "",
  ...change,
});

describe("the silver fields' first values", () => {
  it("a new piece: fixed price, 925, no HUID, making charges per gram", () => {
    expect(initialSilverValues(null)).toEqual({ pricingMode: "fixed", purity: "925", huid: "", netWeight: "", makingChargeKind: "per_gram", makingCharge: "", otherCharges: "" });
  });

  it("an edit shows the piece's own terms", () => {
    const product = { ...BASE, pricingMode: "by_weight", purity: 990, huid: "AB12CD", netWeight: 12.345, makingChargeKind: "percent", makingCharge: 12.5, otherCharges: 150 } as const;
    expect(initialSilverValues(product)).toEqual({ pricingMode: "by_weight", purity: "990", huid: "AB12CD", netWeight: "12.345", makingChargeKind: "percent", makingCharge: "12.5", otherCharges: "150" });
  });

  it("falls back to fixed / 925 / empty when the product JSON has no silver fields", () => {
    expect(initialSilverValues(BASE as unknown as AdminProductJSON)).toEqual(initialSilverValues(null));
  });
});

describe("what the silver fields send", () => {
  it("a fixed price sends the mode, purity and HUID (upper-cased; empty clears it), no weight terms", () => {
    expect(silverInput({ ...byWeight(), pricingMode: "fixed", huid: " ab12cd " })).toEqual({ pricingMode: "fixed", purity: "925", huid: "AB12CD" });
    const parsed = ZAdminProductFields.pick({ huid: true }).parse(silverInput({ ...byWeight(), pricingMode: "fixed" }));
    expect(parsed.huid).toBeNull();
  });

  it("by weight sends the terms; empty stones and other charges are ₹0", () => {
    expect(silverInput(byWeight())).toEqual({ pricingMode: "by_weight", purity: "925", huid: "", netWeight: "10", makingChargeKind: "per_gram", makingCharge: "12", otherCharges: "0" });
  });

  it("by weight without a weight or making charges: pricingProblem names the field in the server's words", () => {
    const terms = ZAdminProductFields.pick({ pricingMode: true, netWeight: true, makingChargeKind: true, makingCharge: true });
    expect(pricingProblem(terms.parse(silverInput(byWeight({ netWeight: "" }))))).toMatchObject({ field: "netWeight" });
    expect(pricingProblem(terms.parse(silverInput(byWeight({ netWeight: "0" }))))).toMatchObject({ field: "netWeight" });
    expect(pricingProblem(terms.parse(silverInput(byWeight({ makingCharge: "" }))))).toMatchObject({ field: "makingCharge" });
    expect(pricingProblem(terms.parse(silverInput(byWeight())))).toBeNull();
  });
});

describe("the purity options", () => {
  it("name every grade with its words", () => {
    expect(PURITY_OPTIONS.map((option) => option.value)).toEqual(["800", "835", "900", "925", "970", "990"]);
    expect(PURITY_OPTIONS[3]!.label).toBe("925 — Sterling Silver (92.5\u00a0%)");
    expect(PURITY_OPTIONS[0]!.label).toBe("800 — Silver (80\u00a0%)");
  });
});

describe("the by-weight preview", () => {
  it("rounded to the rupee (the shop's default, issue 40): the price and what the shopper pays are whole rupees", () => {
    // ₹1,033.48 exactly → ₹1,033 (tests/unit/price-by-weight.test.ts); 10 % off: ₹929.70 → ₹930.
    const preview = byWeightPreview({ ratePaisePerGram: 9550, gstBps: 300, values: byWeight(), discount: "10" });
    expect(preview).toEqual({ totalPaise: 103_300, sellingPaise: 93_000, text: "At today's rate of ₹95.50/g: ₹1,033.00 (you pay ₹930.00 after the discount)" });
  });

  // The rest with the shop's rounding switched off: every paisa shows.
  it("per-gram making, with a discount: the price and what the shopper pays", () => {
    // 10 g of 925 at ₹95.50/g, ₹12/g making, 3 % GST: ₹1,033.48 (tests/unit/price-by-weight.test.ts); 10 % off → ₹930.13.
    const preview = byWeightPreview({ ratePaisePerGram: 9550, gstBps: 300, roundToRupee: false, values: byWeight(), discount: "10" });
    expect(preview).toEqual({ totalPaise: 103_348, sellingPaise: 93_013, text: "At today's rate of ₹95.50/g: ₹1,033.48 (you pay ₹930.13 after the discount)" });
  });

  it("percent making and stones, no discount: the price alone", () => {
    // metal 88,337.5 paise; making 12.5 % = 11,042.1875; other 15,000; × 1.03 = 117,811.08 → ₹1,178.11.
    const preview = byWeightPreview({ ratePaisePerGram: 9550, gstBps: 300, roundToRupee: false, values: byWeight({ makingChargeKind: "percent", makingCharge: "12.5", otherCharges: "150" }), discount: "0" });
    expect(preview?.text).toBe("At today's rate of ₹95.50/g: ₹1,178.11");
    expect(preview?.sellingPaise).toBe(117_811);
  });

  it("the GST rate from the settings counts", () => {
    expect(byWeightPreview({ ratePaisePerGram: 9550, gstBps: 0, roundToRupee: false, values: byWeight(), discount: "" })?.totalPaise).toBe(100_338);
  });

  it("nothing while a term is missing or not valid", () => {
    for (const change of [{ netWeight: "" }, { netWeight: "0" }, { netWeight: "1.2345" }, { makingCharge: "" }, { makingCharge: "-1" }, { otherCharges: "abc" }, { purity: "999" }]) {
      expect(byWeightPreview({ ratePaisePerGram: 9550, gstBps: 300, values: byWeight(change), discount: "0" }), JSON.stringify(change)).toBeNull();
    }
  });

  it("an invalid discount shows the price without 'you pay'", () => {
    expect(byWeightPreview({ ratePaisePerGram: 9550, gstBps: 300, roundToRupee: false, values: byWeight(), discount: "120" })?.text).toBe("At today's rate of ₹95.50/g: ₹1,033.48");
  });
});

describe("the form's multipart body", () => {
  const fields = (silver: SilverValues) =>
    ZAdminProductFields.parse({ name: "Leaf Pendant", description: "", code: "", price: "1500", discount: "5", quantity: "3", weight: "5", categoryID: "cm0000000000000000000000a", colors: ["cm0000000000000000000000b"], ...silverInput(silver) });
  const images: PickedImage[] = [
    { kind: "existing", id: "img1", url: "/a.png" },
    { kind: "new", key: "k", file: new File(["x"], "b.png", { type: "image/png" }), url: "blob:b" },
  ];

  it("by weight: the weight terms, the previewed price, purity and an empty HUID (clears it)", () => {
    const form = productFormData(fields(byWeight({ purity: "990" })), { images, video: { file: null, remove: false }, editing: true, byWeightPrice: "1033.48" });
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== "images"))).toMatchObject({
      price: "1033.48",
      discount: "5",
      pricingMode: "by_weight",
      purity: "990",
      huid: "",
      netWeight: "10",
      makingChargeKind: "per_gram",
      makingCharge: "12",
      otherCharges: "0",
      imageOrder: JSON.stringify(["img1", "new:0"]),
    });
    expect(form.getAll("images")).toHaveLength(1);
  });

  it("a fixed price: its price, no weight terms", () => {
    const form = productFormData(fields({ ...byWeight(), pricingMode: "fixed", huid: "ab12cd" }), { images, video: { file: null, remove: false }, editing: false });
    expect(form.get("price")).toBe("1500");
    expect(form.get("pricingMode")).toBe("fixed");
    expect(form.get("huid")).toBe("AB12CD");
    for (const key of ["netWeight", "makingChargeKind", "makingCharge", "otherCharges", "imageOrder"]) expect(form.has(key), key).toBe(false);
  });
});
