import { describe, expect, it } from "vitest";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { discountFromTotal, productSlug, sellingPricePaise, totalFromDiscount } from "@/lib/admin/product-pricing";
import { ZAdminProductFields, adminProductErrors } from "@/lib/schemas/admin-product";

// The add/edit product form's shared schema and derived values (back office §5 Add product, Edit
// product): what the page checks before sending is what the server checks again.

const valid = {
  name: "Lotus Ring",
  description: "",
  price: "1999.50",
  discount: "",
  quantity: "3",
  weight: "4.5",
  categoryID: "c123456789012345678901234",
  colors: ["c123456789012345678901234"],
  bestSeller: "on",
  trendingProd: "false",
  newArrival: undefined,
};

describe("productSlug (§5 Edit product)", () => {
  it.each([
    ["Lotus Ring", "lotus-ring"],
    ["  Men's   Silver__Band -- 925  ", "mens-silver-band-925"],
    ["--Halo_-_Ring--", "halo-ring"],
    ["Café Anklet!", "cafe-anklet"],
    ["!!!", ""],
  ])("%j → %j", (name, slug) => expect(productSlug(name)).toBe(slug));
});

describe("totalFromDiscount and discountFromTotal", () => {
  it("computes the total to two decimals", () => {
    expect(totalFromDiscount(1999.99, 15)).toBe(1699.99);
    expect(totalFromDiscount(100, 33.33)).toBe(66.67);
    expect(totalFromDiscount(100, 0)).toBe(100);
  });
  it("derives the discount, clamped to 0–99, 0 for a zero price", () => {
    expect(discountFromTotal(2000, 1700)).toBe(15);
    expect(discountFromTotal(2000, 3000)).toBe(0);
    expect(discountFromTotal(2000, 0)).toBe(99);
    expect(discountFromTotal(0, 10)).toBe(0);
    expect(discountFromTotal(300, 200)).toBe(33.33);
  });
  it("the server's paise agree with the form's rupees", () => {
    expect(sellingPricePaise(199999, 15)).toBe(Math.round(totalFromDiscount(1999.99, 15) * 100));
  });
});

describe("ZAdminProductFields", () => {
  it("parses the form's strings into numbers and flags", () => {
    const parsed = ZAdminProductFields.parse({ ...valid, code: " lr-1001 " });
    expect(parsed).toMatchObject({ name: "Lotus Ring", price: 1999.5, discount: 0, quantity: 3, weight: 4.5, code: "LR-1001", bestSeller: true, trendingProd: false, newArrival: false });
    expect(ZAdminProductFields.parse({ ...valid, price: 10, quantity: 0, code: "" }).code).toBeUndefined();
  });

  it("never reads a slug, total or status", () => {
    const parsed = ZAdminProductFields.parse({ ...valid, slug: "evil", total_price: 1, status: false });
    expect(parsed).not.toHaveProperty("slug");
    expect(parsed).not.toHaveProperty("total_price");
    expect(parsed).not.toHaveProperty("status");
  });

  it.each([
    [{ name: " " }, "name", PRODUCT_MSG.nameSlugCategory],
    [{ name: "x".repeat(151) }, "name", PRODUCT_MSG.nameTooLong(150)],
    [{ name: "!!!" }, "name", PRODUCT_MSG.nameNoSlug],
    [{ price: "" }, "price", PRODUCT_MSG.priceRequired],
    [{ price: "1.234" }, "price", PRODUCT_MSG.priceInvalid],
    [{ price: "1e3" }, "price", PRODUCT_MSG.priceInvalid],
    [{ price: "1000001" }, "price", PRODUCT_MSG.priceTooHigh],
    [{ discount: "99.5" }, "discount", PRODUCT_MSG.discountInvalid],
    [{ discount: "-1" }, "discount", PRODUCT_MSG.discountInvalid],
    [{ quantity: "" }, "quantity", PRODUCT_MSG.quantityRequired],
    [{ quantity: "2.5" }, "quantity", PRODUCT_MSG.quantityInvalid],
    [{ quantity: "100001" }, "quantity", PRODUCT_MSG.quantityTooHigh],
    [{ weight: "" }, "weight", PRODUCT_MSG.weightRequired],
    [{ weight: "10001" }, "weight", PRODUCT_MSG.weightTooHigh],
    [{ categoryID: "" }, "categoryID", PRODUCT_MSG.selectCategory],
    [{ colors: [] }, "colors", PRODUCT_MSG.selectColor],
    [{ colors: ["c123456789012345678901234", "c123456789012345678901234"] }, "colors", PRODUCT_MSG.duplicateColor],
    [{ code: "a" }, "code", PRODUCT_MSG.codeInvalid],
    [{ code: "LR 1" }, "code", PRODUCT_MSG.codeInvalid],
    [{ description: "x".repeat(10_001) }, "description", PRODUCT_MSG.descriptionTooLong(10_000)],
  ])("%j → %s: %s", (overrides, field, msg) => {
    const parsed = ZAdminProductFields.safeParse({ ...valid, ...overrides });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(adminProductErrors(parsed.error)).toEqual({ [field]: msg });
  });
});
