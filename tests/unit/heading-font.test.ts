import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ABOUT_INTRO, ABOUT_TABS, ABOUT_TIMELINE, ABOUT_VALUES } from "@/lib/content/about";
import { SHOP } from "@/lib/constants";
import { HERO_SLIDES } from "@/lib/messages/shop";
import { HEADING_CHARACTERS, HEADING_WEIGHTS, sourceFile, subsetFile, subsetHeadingFont } from "../../scripts/subset-heading-font";

// The heading font ships cut down to HEADING_CHARACTERS (scripts/subset-heading-font.ts).

describe("heading font files", () => {
  it.each(HEADING_WEIGHTS)("weight %s: the committed file is what the script makes, and smaller than Fontsource's", async (weight) => {
    const committed = await readFile(subsetFile(weight));
    expect(committed.equals(await subsetHeadingFont(weight)), "run: npx tsx scripts/subset-heading-font.ts").toBe(true);
    expect(committed.length).toBeLessThan((await readFile(sourceFile(weight))).length * 0.8);
  });

  it("keeps every character of the shop's own headings", () => {
    const headings = [
      SHOP.name,
      SHOP.tagline,
      ...HERO_SLIDES.map((slide) => slide.title),
      ABOUT_INTRO.heading,
      ...ABOUT_TABS.map((tab) => tab.label),
      ...ABOUT_TIMELINE.map((step) => step.title),
      ...ABOUT_VALUES.map((value) => value.title),
      "Pavé Solitaire Ring", // a name an owner may type
    ];
    const missing = [...new Set(headings.join(""))].filter((char) => !HEADING_CHARACTERS.includes(char));
    expect(missing).toEqual([]);
  });
});
