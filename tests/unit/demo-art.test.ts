import { describe, expect, it } from "vitest";
import {
  CATEGORY_SLUGS,
  METALS,
  PRODUCT_KINDS,
  VIEW_COUNT,
  type DemoArt,
  demoArtSize,
  demoArtSvg,
} from "@/server/media/demo-art";
import { demoKey, demoUrl, parseDemoKey } from "@/server/media/demo-keys";
import { LruCache } from "@/server/media/lru-cache";
import { renderDemoImage } from "@/server/media/render-demo-image";

/** Checks that a string is well-formed XML of the subset we emit: balanced tags, quoted attributes, no duplicates. */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(text)) throw new Error(`unescaped & near ${i}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) throw new Error(`malformed tag at ${lt}: ${xml.slice(lt, lt + 80)}`);
    const [, closing, name, attrs, selfClosing] = m;
    const names = [...attrs!.matchAll(/([\w:-]+)="/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) throw new Error(`duplicate attribute in <${name}${attrs}>`);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unexpected </${name}> at ${lt}`);
    } else if (!selfClosing) {
      stack.push(name!);
    }
    i = tag.lastIndex;
  }
  if (stack.length) throw new Error(`unclosed <${stack.join("><")}>`);
}

function assertSelfContained(svg: string): void {
  // Nothing that could make a renderer fetch anything: no href, no external url(), no scripts.
  expect(svg).not.toMatch(/href=|<image|<script|@import/i);
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:/);
  // Every paint server or clip path referenced is defined in the document.
  const defined = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(defined, `url(#${ref})`).toContain(ref);
}

const everyProduct: DemoArt[] = PRODUCT_KINDS.flatMap((kind) =>
  Array.from({ length: 8 }, (_, variant) => ({ kind, variant, metal: METALS[variant % METALS.length]!, view: variant % VIEW_COUNT })),
);
const everyComposition: DemoArt[] = [
  ...CATEGORY_SLUGS.map((slug) => ({ kind: "category" as const, slug })),
  ...[1, 2, 3].map((index) => ({ kind: "hero" as const, index })),
  ...[1, 2, 3, 4, 5, 6].map((index) => ({ kind: "blog" as const, index })),
];

describe("demoArtSvg", () => {
  it.each([...everyProduct, ...everyComposition].map((art) => [demoKey(art), art] as const))("%s is a well-formed, self-contained SVG", (_key, art) => {
    const svg = demoArtSvg(art);
    const { width, height } = demoArtSize(art);
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`)).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    assertWellFormed(svg);
    assertSelfContained(svg);
  });

  it("is deterministic and varies with variant, metal and view", () => {
    const base: DemoArt = { kind: "necklace", variant: 2, metal: "silver", view: 0 };
    expect(demoArtSvg(base)).toBe(demoArtSvg({ ...base }));
    expect(demoArtSvg({ ...base, variant: 3 })).not.toBe(demoArtSvg(base));
    expect(demoArtSvg({ ...base, metal: "gold" })).not.toBe(demoArtSvg(base));
    expect(demoArtSvg({ ...base, view: 1 })).not.toBe(demoArtSvg(base));
  });

  it("uses product-photo sizes: 800×800 products, 1600×700 heroes, 1200×630 blog covers", () => {
    expect(demoArtSize({ kind: "ring", variant: 0, metal: "silver", view: 0 })).toEqual({ width: 800, height: 800 });
    expect(demoArtSize({ kind: "hero", index: 1 })).toEqual({ width: 1600, height: 700 });
    expect(demoArtSize({ kind: "blog", index: 1 })).toEqual({ width: 1200, height: 630 });
  });
});

describe("demo keys", () => {
  it("round-trips every kind of key", () => {
    for (const art of [...everyProduct, ...everyComposition]) {
      expect(parseDemoKey(demoKey(art))).toEqual(art);
      expect(demoUrl(art)).toBe(`/media/${demoKey(art)}`);
    }
    expect(parseDemoKey("demo/p/necklace-3-silver-1.webp")).toEqual({ kind: "necklace", variant: 3, metal: "silver", view: 1 });
    expect(parseDemoKey("demo/p/mens-ring-12-rose-gold-3.webp")).toEqual({ kind: "mens-ring", variant: 12, metal: "rose-gold", view: 3 });
    expect(parseDemoKey("demo/c/earrings.webp")).toEqual({ kind: "category", slug: "earrings" });
  });

  it.each([
    "demo/p/necklace-03-silver-1.webp", // leading zero: not canonical
    "demo/p/necklace-100-silver-1.webp",
    "demo/p/necklace-3-silver-4.webp",
    "demo/p/necklace-3-platinum-1.webp",
    "demo/p/crown-3-silver-1.webp",
    "demo/p/necklace-3-silver-1.png",
    "demo/p/necklace-3-silver-1.webp/",
    "demo/p/../c/earrings.webp",
    "demo/c/unknown.webp",
    "demo/c/Earrings.webp",
    "demo/hero/0.webp",
    "demo/hero/4.webp",
    "demo/blog/7.webp",
    "/demo/hero/1.webp",
    "demo\\hero\\1.webp",
    "",
  ])("rejects %j", (key) => {
    expect(parseDemoKey(key)).toBeNull();
  });
});

describe("renderDemoImage", () => {
  const isWebp = (b: Buffer) => b.subarray(0, 4).toString("ascii") === "RIFF" && b.subarray(8, 12).toString("ascii") === "WEBP";

  it("renders a product picture as a small 800×800 WebP", async () => {
    const bytes = await renderDemoImage("demo/p/necklace-3-silver-1.webp");
    expect(bytes).not.toBeNull();
    expect(isWebp(bytes!)).toBe(true);
    expect(bytes!.length).toBeLessThan(60 * 1024);
    const sharp = (await import("sharp")).default;
    expect(await sharp(bytes!).metadata()).toMatchObject({ format: "webp", width: 800, height: 800 });
  });

  it("renders category, hero and blog pictures at their sizes", async () => {
    const sharp = (await import("sharp")).default;
    for (const [key, width, height] of [
      ["demo/c/tops.webp", 600, 600],
      ["demo/hero/2.webp", 1600, 700],
      ["demo/blog/3.webp", 1200, 630],
    ] as const) {
      const bytes = await renderDemoImage(key);
      expect(bytes && isWebp(bytes), key).toBe(true);
      expect(await sharp(bytes!).metadata(), key).toMatchObject({ width, height });
    }
  });

  it("returns the same bytes from the cache and null for malformed keys", async () => {
    const key = "demo/p/tops-1-gold-0.webp";
    const [a, b] = await Promise.all([renderDemoImage(key), renderDemoImage(key)]);
    expect(a).toBe(b); // one render shared by concurrent callers
    expect(await renderDemoImage(key)).toBe(a);
    expect(await renderDemoImage("demo/p/tops-1-gold-9.webp")).toBeNull();
    expect(await renderDemoImage("demo/x.webp")).toBeNull();
  });
});

describe("LruCache", () => {
  it("keeps at most maxEntries and evicts the least recently used", () => {
    const lru = new LruCache<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // "a" is now the most recent
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.size).toBe(2);
  });
});
