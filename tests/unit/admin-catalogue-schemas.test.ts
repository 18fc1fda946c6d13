import { describe, expect, it } from "vitest";
import { CATEGORY_MSG, COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { ZCategoryFields, categoryErrors, categorySlug } from "@/lib/admin/category-schema";
import { ZColorCreate, ZColorUpdate, isColorName } from "@/lib/admin/color-schema";
import { SLUG } from "@/lib/schemas/query-values";

// The category and colour forms' shared rules (back office §5 Category and Colour).

describe("categorySlug", () => {
  it.each([
    ["Rings", "rings"],
    ["Men's Rings", "mens-rings"],
    ["Toe  Rings", "toe-rings"],
    ["  Nose Pins  ", "nose-pins"],
    ["Chains & Kadas", "chains-kadas"],
    ["Café Ankle_Chains", "cafe-ankle-chains"],
    ["Rings / Bands (925)", "rings-bands-925"],
    ["--Edge--", "edge"],
    ["!!!", ""],
  ])("%j → %j", (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG);
  });
});

describe("ZCategoryFields", () => {
  it("trims and accepts a name and a description; ignores other keys", () => {
    expect(ZCategoryFields.parse({ name: " Rings ", description: " Bands. ", slug: "x", status: false })).toEqual({ name: "Rings", description: "Bands." });
  });

  it("names each missing or bad field with the form's words", () => {
    const parsed = ZCategoryFields.safeParse({ name: "  ", description: "" });
    expect(parsed.success).toBe(false);
    expect(categoryErrors(parsed.error!)).toEqual({ name: CATEGORY_MSG.nameRequired, description: CATEGORY_MSG.descriptionRequired });
    const noSlug = ZCategoryFields.safeParse({ name: "???", description: "d" });
    expect(categoryErrors(noSlug.error!)).toEqual({ name: CATEGORY_MSG.nameNoSlug });
    const long = ZCategoryFields.safeParse({ name: "x".repeat(81), description: "x".repeat(2001) });
    expect(categoryErrors(long.error!)).toEqual({ name: CATEGORY_MSG.nameTooLong(80), description: CATEGORY_MSG.descriptionTooLong(2000) });
  });
});

describe("colour schemas", () => {
  it("accept only Silver, Rose Gold and Gold, spelled so", () => {
    expect(["Silver", "Rose Gold", "Gold"].every(isColorName)).toBe(true);
    expect(["silver", "Platinum", "", null, 1].some(isColorName)).toBe(false);
    expect(ZColorCreate.parse({ name: "Gold", hex: "#000" })).toEqual({ name: "Gold" });
    expect(ZColorCreate.safeParse({ name: "Purple" }).error?.issues[0]?.message).toBe(COLOR_MSG.selectColor);
    expect(ZColorCreate.safeParse(null).error?.issues[0]?.message).toBe(COLOR_MSG.selectColor);
  });

  it("update takes the name and an optional boolean status", () => {
    expect(ZColorUpdate.parse({ name: "Silver" })).toEqual({ name: "Silver" });
    expect(ZColorUpdate.parse({ name: "Silver", status: false })).toEqual({ name: "Silver", status: false });
    expect(ZColorUpdate.safeParse({ name: "Silver", status: "false" }).error?.issues[0]?.message).toBe(COLOR_MSG.badStatus);
  });
});
