import { describe, expect, it } from "vitest";
import { ABOUT_TABS } from "@/lib/content/about";
import { FAQ_ITEMS, type FaqItem } from "@/lib/content/faq";
import { faqSearchText, filterFaqs, matchesQuery, normalizeSearchText } from "@/lib/content/faq-search";
import { TERMS_LAST_UPDATED, TERMS_SECTIONS, lastUpdatedText } from "@/lib/content/legal";
import { tabIndexForKey } from "@/lib/content/tab-keys";

const ids = (items: readonly FaqItem[]) => items.map((item) => item.id);

describe("the brand pages' texts (back office §2, §9)", () => {
  it("the FAQ has six questions, with free shipping above ₹5,000 in India and a 7-day return and exchange", () => {
    expect(FAQ_ITEMS).toHaveLength(6);
    expect(new Set(ids(FAQ_ITEMS)).size).toBe(6);
    const all = FAQ_ITEMS.map((item) => [item.question, ...item.answer].join(" ")).join(" ");
    expect(all).toContain("925 sterling silver");
    expect(all).toContain("free on every order above ₹5,000 delivered within India");
    expect(all).toMatch(/return or exchange a piece within 7 days/);
    for (const item of FAQ_ITEMS) expect(item.id).toMatch(/^[a-z0-9-]+$/);
  });

  it("the About tabs and the Terms sections are the spec's, in its order", () => {
    expect(ABOUT_TABS.map((tab) => tab.label)).toEqual(["Our Story", "Vision & Mission", "Our Process", "Sustainability"]);
    expect(Object.values(TERMS_SECTIONS)).toEqual(["General Terms", "Privacy Policy", "Use of Content", "Termination of Use"]);
    expect(lastUpdatedText(TERMS_LAST_UPDATED)).toBe("Last updated May 15, 2025");
  });
});

describe("normalizeSearchText", () => {
  it("lower-cases, drops accents and punctuation, and reads ₹5,000 as 5000", () => {
    expect(normalizeSearchText("  Café — ₹5,000!  Free\tShipping? ")).toBe("cafe 5000 free shipping");
    expect(normalizeSearchText("92.5% pure")).toBe("92 5% pure");
    expect(normalizeSearchText("")).toBe("");
  });
});

describe("filterFaqs", () => {
  it("keeps every question, in order, for an empty or blank query", () => {
    expect(ids(filterFaqs(FAQ_ITEMS, ""))).toEqual(ids(FAQ_ITEMS));
    expect(ids(filterFaqs(FAQ_ITEMS, "   "))).toEqual(ids(FAQ_ITEMS));
  });

  it("matches the question and the answer, case-insensitively, and parts of words", () => {
    expect(ids(filterFaqs(FAQ_ITEMS, "SHIPPING"))).toContain("free-shipping");
    expect(ids(filterFaqs(FAQ_ITEMS, "tarn"))).toEqual(["care"]);
    expect(ids(filterFaqs(FAQ_ITEMS, "hallmark"))).toContain("sterling-silver");
    expect(ids(filterFaqs(FAQ_ITEMS, "₹5000"))).toEqual(["free-shipping"]);
  });

  it("needs every word, in any order", () => {
    expect(ids(filterFaqs(FAQ_ITEMS, "exchange days"))).toEqual(ids(filterFaqs(FAQ_ITEMS, "days exchange")));
    expect(ids(filterFaqs(FAQ_ITEMS, "polish pouch"))).toEqual(["care"]);
    expect(filterFaqs(FAQ_ITEMS, "silver xylophone")).toEqual([]);
  });

  it("finds nothing for text no answer contains", () => {
    expect(filterFaqs(FAQ_ITEMS, "cryptocurrency")).toEqual([]);
  });

  it("searches a link's label too", () => {
    const item: FaqItem = { id: "x", question: "Q?", answer: ["A."], link: { label: "Gift boxes", href: "/x" } };
    expect(matchesQuery(faqSearchText(item), "gift")).toBe(true);
    expect(matchesQuery(faqSearchText(item), "ring")).toBe(false);
  });
});

describe("tabIndexForKey", () => {
  it("moves with the arrows, wrapping at both ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 4)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 3, 4)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 4)).toBe(3);
    expect(tabIndexForKey("ArrowLeft", 2, 4)).toBe(1);
  });

  it("goes to the first and last with Home and End", () => {
    expect(tabIndexForKey("Home", 2, 4)).toBe(0);
    expect(tabIndexForKey("End", 0, 4)).toBe(3);
  });

  it("ignores other keys and an empty list", () => {
    expect(tabIndexForKey("Enter", 1, 4)).toBeNull();
    expect(tabIndexForKey("ArrowDown", 1, 4)).toBeNull();
    expect(tabIndexForKey("ArrowRight", 0, 0)).toBeNull();
  });
});
