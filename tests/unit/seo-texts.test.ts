import { describe, expect, it } from "vitest";
import { SHOP } from "@/lib/constants";
import { categoryMeta, isPageMetaKey, pageMeta } from "@/lib/seo/page-meta";
import { escapeXml, latest, sitemapIndexXml, urlsetXml, w3cDatetime } from "@/server/seo/sitemap-xml";

// storefront §2.2 names these paths; the shop adds its listings and search.
const SPEC_PATHS = ["product", "necklace", "bracelets", "earrings", "tops", "ladies-rings", "mens-rings", "blog", "contact", "about-us", "login", "register", "faq", "cart", "wishlist", "terms"];
const MORE_PATHS = ["gift-cases", "new-arrivals", "trending-products", "best-sellers", "search", "privacy"];

describe("pageMeta", () => {
  it("has its own title, description and keywords for every path", () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const key of [...SPEC_PATHS, ...MORE_PATHS]) {
      expect(isPageMetaKey(key), key).toBe(true);
      if (!isPageMetaKey(key)) continue;
      const meta = pageMeta(key);
      expect(meta.title.length, key).toBeGreaterThan(3);
      // The root layout's template appends the shop name.
      expect(meta.title, key).not.toContain(SHOP.name);
      expect(meta.description.length, key).toBeGreaterThan(50);
      expect(meta.description.length, key).toBeLessThanOrEqual(160);
      expect(meta.keywords.length, key).toBeGreaterThan(1);
      titles.add(meta.title);
      descriptions.add(meta.description);
    }
    expect(titles.size).toBe(SPEC_PATHS.length + MORE_PATHS.length);
    expect(descriptions.size).toBe(SPEC_PATHS.length + MORE_PATHS.length);
  });

  it("returns a copy the caller may change", () => {
    pageMeta("tops").keywords.push("changed");
    expect(pageMeta("tops").keywords).not.toContain("changed");
  });
});

describe("categoryMeta", () => {
  it("uses the written texts for the spec's category paths", () => {
    expect(categoryMeta({ slug: "mens-rings", name: "Men's Rings", description: "x" })).toEqual(pageMeta("mens-rings"));
  });

  it("makes texts from the name and description of a category added later", () => {
    const meta = categoryMeta({ slug: "anklets", name: "Anklets", description: "Payals with ghungroo bells." });
    expect(meta.title).toBe("Sterling Silver Anklets");
    expect(meta.description).toBe("Payals with ghungroo bells.");
    expect(meta.keywords).toContain("silver anklets");
    const bare = categoryMeta({ slug: "silver-toe-rings", name: "Silver Toe Rings", description: "" });
    expect(bare.title).toBe("Silver Toe Rings");
    expect(bare.description).toContain("toe rings");
    expect(bare.keywords).toContain("silver toe rings");
  });

  it("cuts a long description at a word, within 160 characters", () => {
    const meta = categoryMeta({ slug: "long", name: "Long", description: "word ".repeat(60) });
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.endsWith("word…")).toBe(true);
  });
});

describe("sitemap XML", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("writes lastmod as a W3C datetime in UTC", () => {
    expect(w3cDatetime("2025-03-04T05:06:07.891Z")).toBe("2025-03-04T05:06:07Z");
  });

  it("builds a urlset and an index, with escaped locations", () => {
    const urlset = urlsetXml([
      { loc: "https://shop.example.com/shop/search?q=a&page=2", lastModified: "2025-01-02T03:04:05.000Z" },
      { loc: "https://shop.example.com/", lastModified: null },
    ]);
    expect(urlset.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(urlset).toContain("<url><loc>https://shop.example.com/shop/search?q=a&amp;page=2</loc><lastmod>2025-01-02T03:04:05Z</lastmod></url>");
    expect(urlset).toContain("<url><loc>https://shop.example.com/</loc></url>");
    const index = sitemapIndexXml([{ loc: "https://shop.example.com/sitemaps/products-1.xml", lastModified: "2025-01-02T03:04:05.000Z" }]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain("<sitemap><loc>https://shop.example.com/sitemaps/products-1.xml</loc><lastmod>2025-01-02T03:04:05Z</lastmod></sitemap>");
  });

  it("picks the latest date", () => {
    expect(latest([null, "2025-01-01T00:00:00.000Z", "2025-02-01T00:00:00.000Z", null])).toBe("2025-02-01T00:00:00.000Z");
    expect(latest([])).toBeNull();
  });
});
