import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  CATEGORY_SLUGS,
  METALS,
  PRODUCT_KINDS,
  VIEW_COUNT,
  type DemoArt,
  demoArtSize,
  demoArtSvg,
  demoKey,
  demoUrl,
  parseDemoKey,
} from "@/server/demo-media";
import { createDemoPictures } from "@/server/demo-media/demo-pictures";
import { renderDemoArt } from "@/server/demo-media/render";
import { RenderLimiter } from "@/server/demo-media/render-limiter";
import { AppError } from "@/server/errors";
import { readFile, saveFile } from "@/server/media/local-storage";

// The media folder is read from the environment when src/env.ts is first imported, so it is set
// before any import runs: a fresh temporary folder, never the repository's .data/media.
const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const path = await import("node:path");
  const dir = await mkdtemp(path.join(os.tmpdir(), "demo-media-test-"));
  process.env.MEDIA_DIR = dir;
  return dir;
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

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

const isWebp = (b: Buffer) => b.subarray(0, 4).toString("ascii") === "RIFF" && b.subarray(8, 12).toString("ascii") === "WEBP";

describe("renderDemoArt", () => {
  it("renders a product picture as a small 800×800 WebP", async () => {
    const bytes = await renderDemoArt({ kind: "necklace", variant: 3, metal: "silver", view: 1 });
    expect(isWebp(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(60 * 1024);
    const sharp = (await import("sharp")).default;
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 800, height: 800 });
  });

  it("renders category, hero and blog pictures at their sizes", async () => {
    const sharp = (await import("sharp")).default;
    for (const [key, width, height] of [
      ["demo/c/gift-cases.webp", 600, 600],
      ["demo/hero/2.webp", 1600, 700],
      ["demo/blog/3.webp", 1200, 630],
    ] as const) {
      const bytes = await renderDemoArt(parseDemoKey(key)!);
      expect(isWebp(bytes), key).toBe(true);
      expect(await sharp(bytes).metadata(), key).toMatchObject({ width, height });
    }
  });
});

describe("RenderLimiter", () => {
  /** A job that runs until released, recording how many run at once. */
  function gate() {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { done, release };
  }

  it("runs at most maxActive jobs, queues maxQueued in order, and refuses the rest with 503", async () => {
    const limiter = new RenderLimiter(2, 2);
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.done;
        return i;
      }),
    );
    const refused = limiter.run(async () => "never");
    await expect(refused).rejects.toMatchObject({ status: 503, message: expect.stringContaining("try again"), headers: { "Retry-After": "5" } });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.stats).toMatchObject({ active: 2, queued: 2 });

    gates[1]!.release();
    gates[0]!.release();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3]));
    gates[2]!.release();
    gates[3]!.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.stats).toEqual({ active: 0, queued: 0, peak: 2 });
  });

  it("frees the slot when a job fails", async () => {
    const limiter = new RenderLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limiter.run(async () => "next")).toBe("next");
  });
});

describe("createDemoPictures", () => {
  const storage = { read: readFile, save: saveFile };
  const usedKeys = (keys: string[]) => {
    const set = new Set(keys);
    return async (key: string) => set.has(key);
  };

  it("renders a used key once for concurrent requests, stores it, and later serves the stored bytes", async () => {
    const key = "demo/p/gift-box-0-silver-0.webp";
    const pictures = createDemoPictures({ storage, isUsedKey: usedKeys([key]), render: renderDemoArt });
    const results = await Promise.all(Array.from({ length: 5 }, () => pictures.get(key)));
    expect(pictures.stats().renders).toBe(1);
    expect(isWebp(results[0]!)).toBe(true);
    for (const bytes of results) expect(bytes!.equals(results[0]!)).toBe(true);
    expect((await readFile(key))!.equals(results[0]!)).toBe(true);

    // A new process (or a restart) finds it in the storage and draws nothing.
    const later = createDemoPictures({ storage, isUsedKey: usedKeys([]), render: renderDemoArt });
    expect((await later.get(key))!.equals(results[0]!)).toBe(true);
    expect(later.stats().renders).toBe(0);
  });

  it("draws nothing for keys the shop does not use or that are malformed", async () => {
    const pictures = createDemoPictures({ storage, isUsedKey: usedKeys(["demo/p/ring-1-gold-0.webp"]), render: renderDemoArt });
    expect(await pictures.get("demo/p/ring-2-gold-0.webp")).toBeNull();
    expect(await pictures.get("demo/p/ring-1-gold-9.webp")).toBeNull();
    expect(await pictures.get("demo/x.webp")).toBeNull();
    expect(pictures.stats().renders).toBe(0);
    expect(await readFile("demo/p/ring-2-gold-0.webp")).toBeNull();
  });

  it("bounds concurrent renders and refuses requests beyond the waiting line with 503", async () => {
    const keys = Array.from({ length: 6 }, (_, variant) => demoKey({ kind: "tops", variant, metal: "rose-gold", view: 2 }));
    const pictures = createDemoPictures({ storage, isUsedKey: usedKeys(keys), render: renderDemoArt, maxConcurrent: 2, maxQueued: 2 });
    const settled = await Promise.allSettled(keys.map((key) => pictures.get(key)));
    const served = settled.filter((r) => r.status === "fulfilled");
    const refused = settled.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(served).toHaveLength(4);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({ status: 503, headers: { "Retry-After": "5" } });
    }
    expect(pictures.stats()).toMatchObject({ renders: 4, peak: 2, active: 0, queued: 0 });
    // Once the rush is over, a refused key renders on its next request.
    const retried = keys[settled.findIndex((r) => r.status === "rejected")]!;
    expect(isWebp((await pictures.get(retried))!)).toBe(true);
  });
});
