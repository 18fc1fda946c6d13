// The heading font's files, cut down to the characters headings use.
//
// Headings (h1–h3, banners, the hero's titles) are set in Cormorant Garamond 500 and 600; body text
// uses the system's sans-serif and downloads nothing. Fontsource's "latin" files (23 KB each) hold
// more than a heading needs. Kept: printable ASCII, the accented letters of Western European names
// (an owner's "Pavé Ring"), and the typographic marks our own texts use (– in titles, curly quotes).
// That is 17 KB a weight instead of 23, 12 KB less on every page; and the fonts go out at the highest
// priority, ahead of the pictures, as soon as a heading is laid out. A character outside the set (₹,
// an arrow) is drawn by the next font of the heading stack (the metric-matched Times New Roman
// fallback), as a browser does for any glyph a font lacks: the text is never lost.
//
// The files are committed (src/app/fonts, read by next/font/local in src/app/layout.tsx), so a build
// needs nothing but Next. This script makes them again, byte for byte (tests/unit/heading-font.test.ts
// checks that the committed files are what it makes):
//
//   npx tsx scripts/subset-heading-font.ts
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join("");

/** Printable ASCII, Latin-1's letters (À to ÿ), the no-break space, and the typographic marks headings use. */
export const HEADING_CHARACTERS = range(0x20, 0x7e) + range(0xc0, 0xff) + "\u00a0‘’“”–—…•·«»©®™°";

export const HEADING_WEIGHTS = ["500", "600"] as const;
export type HeadingWeight = (typeof HEADING_WEIGHTS)[number];

export const sourceFile = (weight: HeadingWeight) =>
  path.join(ROOT, "node_modules/@fontsource/cormorant-garamond/files", `cormorant-garamond-latin-${weight}-normal.woff2`);
export const subsetFile = (weight: HeadingWeight) => path.join(ROOT, "src/app/fonts", `cormorant-garamond-${weight}-headings.woff2`);

/** The cut-down woff2 of one weight. */
export async function subsetHeadingFont(weight: HeadingWeight): Promise<Buffer> {
  return subsetFont(await readFile(sourceFile(weight)), HEADING_CHARACTERS, { targetFormat: "woff2" });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const weight of HEADING_WEIGHTS) {
    const font = await subsetHeadingFont(weight);
    await writeFile(subsetFile(weight), font);
    console.log(`${path.relative(ROOT, subsetFile(weight))}: ${font.length} bytes`);
  }
}
