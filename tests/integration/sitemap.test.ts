import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import robots from "@/app/robots";
import { GET as getSitemap } from "@/app/sitemap.xml/route";
import { GET as getSitemapFile } from "@/app/sitemaps/[file]/route";
import { absoluteUrl } from "@/env";
import { href } from "@/lib/links";
import { db } from "@/server/db";
import { SITEMAP_CHUNK_SIZE, sitemapFileXml, sitemapRootXml } from "@/server/seo/sitemap-documents";
import { createBlogPost, createCategory, createProduct, uniq } from "../support/factories";

// The sitemap through its real route handlers against the real database, which other test files
// share: assertions look at this file's rows, or compare with what the database itself says.

type RootRoute = (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;
type FileRoute = (request: NextRequest, context: { params: Promise<{ file: string }> }) => Promise<Response>;

const PUBLIC_CACHE = "public, s-maxage=60, stale-while-revalidate=300";

async function fetchRoot() {
  const response = await (getSitemap as RootRoute)(new NextRequest("http://localhost/sitemap.xml"), { params: Promise.resolve({}) });
  return { response, xml: await response.text() };
}

async function fetchFile(file: string) {
  const response = await (getSitemapFile as FileRoute)(new NextRequest(`http://localhost/sitemaps/${file}`), { params: Promise.resolve({ file }) });
  return { response, xml: await response.text() };
}

/** <loc> → <lastmod> (or null) of the <url>s of a urlset. */
function urls(xml: string): Map<string, string | null> {
  const found = new Map<string, string | null>();
  for (const match of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)) {
    expect(found.has(match[1]!), `listed twice: ${match[1]}`).toBe(false);
    found.set(match[1]!, match[2] ?? null);
  }
  return found;
}

/** The <loc>s of a sitemap index. */
function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

/** Every URL the sitemap lists, following the index through the file route when there is one. */
async function everyUrl(): Promise<Map<string, string | null>> {
  const { xml } = await fetchRoot();
  if (xml.includes("<urlset")) return urls(xml);
  const all = new Map<string, string | null>();
  for (const loc of sitemapLocs(xml)) {
    const file = await fetchFile(new URL(loc).pathname.split("/").pop()!);
    expect(file.response.status).toBe(200);
    for (const [url, lastmod] of urls(file.xml)) all.set(url, lastmod);
  }
  return all;
}

const second = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
/** What the storefront lists: active products of active categories. */
const listedWhere = { active: true, category: { active: true } } as const;

const u = uniq();
let category: Awaited<ReturnType<typeof createCategory>>;
let hiddenCategory: Awaited<ReturnType<typeof createCategory>>;
const listed: Awaited<ReturnType<typeof createProduct>>[] = [];
let switchedOff: Awaited<ReturnType<typeof createProduct>>;
let inHiddenCategory: Awaited<ReturnType<typeof createProduct>>;
let post: Awaited<ReturnType<typeof createBlogPost>>;
let draft: Awaited<ReturnType<typeof createBlogPost>>;

beforeAll(async () => {
  // Not "Anklets": tests/integration/search.test.ts counts every product found under that word.
  category = await createCategory({ name: `Nose Rings ${u}`, slug: `nose-rings-${u}` });
  hiddenCategory = await createCategory({ slug: `hidden-${u}`, active: false });
  for (let i = 0; i < 5; i++) listed.push(await createProduct({ categoryId: category.id, newArrival: i === 0 }));
  switchedOff = await createProduct({ categoryId: category.id, active: false });
  inHiddenCategory = await createProduct({ categoryId: hiddenCategory.id });
  post = await createBlogPost({ slug: `sitemap-post-${u}` });
  draft = await createBlogPost({ slug: `sitemap-draft-${u}`, status: "draft" });
});

afterAll(async () => {
  const categoryIds = [category.id, hiddenCategory.id];
  await db.product.deleteMany({ where: { categoryId: { in: categoryIds } } });
  await db.category.deleteMany({ where: { id: { in: categoryIds } } });
  await db.blogPost.deleteMany({ where: { id: { in: [post.id, draft.id] } } });
});

describe("GET /sitemap.xml", () => {
  it("answers XML that shared caches may keep", async () => {
    const { response, xml } = await fetchRoot();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists active products with their last change, and leaves out switched-off products and hidden categories", async () => {
    const all = await everyUrl();
    for (const product of listed) expect(all.get(absoluteUrl(href.product(product.id)))).toBe(second(product.updatedAt));
    expect(all.has(absoluteUrl(href.product(switchedOff.id)))).toBe(false);
    expect(all.has(absoluteUrl(href.product(inHiddenCategory.id)))).toBe(false);
    // Exactly the storefront's products, no more, no fewer.
    const productUrls = [...all.keys()].filter((url) => url.includes("/prod-detail/"));
    expect(productUrls).toHaveLength(await db.product.count({ where: listedWhere }));
  });

  it("lists the home page, all products, each active category and the listings, with lastmod", async () => {
    const all = await everyUrl();
    const newestProduct = await db.product.aggregate({ where: { categoryId: category.id, active: true }, _max: { updatedAt: true } });
    const categoryChanged = [category.updatedAt, newestProduct._max.updatedAt!].sort((a, b) => b.getTime() - a.getTime())[0]!;
    expect(all.get(absoluteUrl(href.category(category.slug)))).toBe(second(categoryChanged));
    expect(all.has(absoluteUrl(href.category(hiddenCategory.slug)))).toBe(false);

    // A listing changes when one of its products does (no lastmod while it has none).
    const flags = { "new-arrivals": "newArrival", "trending-products": "trendingProd", "best-sellers": "bestSeller" } as const;
    for (const [kind, flag] of Object.entries(flags)) {
      const newest = await db.product.aggregate({ where: { ...listedWhere, [flag]: true }, _max: { updatedAt: true } });
      const url = absoluteUrl(href.listing(kind as keyof typeof flags));
      expect(all.has(url), kind).toBe(true);
      expect(all.get(url), kind).toBe(newest._max.updatedAt ? second(newest._max.updatedAt) : null);
    }
    expect(all.get(absoluteUrl(href.listing("new-arrivals")))).not.toBeNull(); // this file made one
    for (const path of [href.home(), href.products()]) {
      expect(all.get(absoluteUrl(path)), path).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    const everything = await db.product.aggregate({ where: listedWhere, _max: { updatedAt: true } });
    // W3C datetimes in UTC compare as text.
    expect((all.get(absoluteUrl(href.home())) ?? "") >= second(everything._max.updatedAt!)).toBe(true);

    // Gift cases are a category: their listing is listed while that category is active.
    const giftCases = await db.category.findFirst({ where: { slug: "gift-cases", active: true } });
    expect(all.has(absoluteUrl(href.listing("gift-cases")))).toBe(giftCases !== null);
    expect(all.has(absoluteUrl("/shop/product/gift-cases")), "one address per page").toBe(false);

    // Not pages for search engines.
    for (const path of [href.search("ring"), href.cart(), href.wishlist(), href.login()]) {
      expect(all.has(absoluteUrl(path)), path).toBe(false);
    }
  });

  it("lists the blog, each published post with its last change, and the brand pages", async () => {
    const all = await everyUrl();
    expect(all.get(absoluteUrl(href.blogPost(post.slug)))).toBe(second(post.updatedAt));
    expect(all.has(absoluteUrl(href.blogPost(draft.slug))), "drafts are not pages").toBe(false);
    // Exactly the published posts.
    const postUrls = [...all.keys()].filter((url) => new URL(url).pathname.startsWith(`${href.blog()}/`));
    expect(postUrls).toHaveLength(await db.blogPost.count({ where: { status: "published" } }));
    // The list changes with its newest post.
    const newest = await db.blogPost.aggregate({ where: { status: "published" }, _max: { updatedAt: true } });
    expect(all.get(absoluteUrl(href.blog()))).toBe(second(newest._max.updatedAt!));
    for (const path of [href.contact(), href.about(), href.faq(), href.terms(), href.privacy()]) {
      expect(all.has(absoluteUrl(path)), path).toBe(true);
      expect(all.get(absoluteUrl(path)), path).toBeNull(); // written in code: no known change date
    }
    // Filtered and paged views of the list are reached through its links, not listed.
    expect([...all.keys()].some((url) => url.includes("/shop/blog?"))).toBe(false);
  });

  it("is one urlset while the catalogue fits one file", async () => {
    const products = await db.product.count({ where: listedWhere });
    const { xml } = await fetchRoot();
    // The test database holds far fewer than SITEMAP_CHUNK_SIZE products.
    expect(products).toBeLessThan(SITEMAP_CHUNK_SIZE - 100);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).not.toContain("<sitemapindex");
  });
});

describe("the sitemap index (small chunk size)", () => {
  it("becomes an index of a pages file, a blog file and product files, which together list each product once", async () => {
    const total = await db.product.count({ where: listedWhere });
    const chunkSize = Math.max(2, Math.ceil(total / 4));
    const root = await sitemapRootXml(chunkSize);
    expect(root).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(root).not.toContain("<urlset");
    const locs = sitemapLocs(root);
    const files = locs.map((loc) => new URL(loc).pathname);
    expect(files[0]).toBe("/sitemaps/pages.xml");
    expect(files[1]).toBe("/sitemaps/blog.xml"); // this file made a published post
    expect(files.slice(2)).toEqual(Array.from({ length: Math.ceil(total / chunkSize) }, (_, i) => `/sitemaps/products-${i + 1}.xml`));
    for (const loc of locs) expect(loc.startsWith(absoluteUrl("/"))).toBe(true);
    expect(root.match(/<lastmod>/g)).toHaveLength(locs.length);

    const pages = urls((await sitemapFileXml("pages.xml", chunkSize))!);
    expect(pages.has(absoluteUrl(href.home()))).toBe(true);
    expect(pages.has(absoluteUrl(href.category(category.slug)))).toBe(true);
    expect(pages.has(absoluteUrl(href.blog()))).toBe(true);
    expect(pages.has(absoluteUrl(href.contact()))).toBe(true);
    expect([...pages.keys()].some((url) => url.includes("/prod-detail/"))).toBe(false);
    expect(pages.has(absoluteUrl(href.blogPost(post.slug)))).toBe(false);

    const blog = urls((await sitemapFileXml("blog.xml", chunkSize))!);
    expect(blog.get(absoluteUrl(href.blogPost(post.slug)))).toBe(second(post.updatedAt));
    expect(blog.has(absoluteUrl(href.blogPost(draft.slug)))).toBe(false);
    // The newest posts, at most a file's worth (other test files may add posts meanwhile).
    const published = await db.blogPost.count({ where: { status: "published" } });
    expect(blog.size).toBe(Math.min(published, chunkSize));

    const seen = new Set<string>();
    for (const file of files.slice(2)) {
      const chunk = urls((await sitemapFileXml(file.split("/").pop()!, chunkSize))!);
      expect(chunk.size).toBeGreaterThan(0);
      expect(chunk.size).toBeLessThanOrEqual(chunkSize);
      for (const url of chunk.keys()) {
        expect(seen.has(url), `in two files: ${url}`).toBe(false);
        seen.add(url);
      }
    }
    const expected = await db.product.findMany({ where: listedWhere, select: { id: true } });
    expect([...seen].sort()).toEqual(expected.map((p) => absoluteUrl(href.product(p.id))).sort());
    expect(seen.has(absoluteUrl(href.product(switchedOff.id)))).toBe(false);
  });

  it("has no file past the last chunk, and unknown names are a 404 that is not cached", async () => {
    const total = await db.product.count({ where: listedWhere });
    const chunkSize = Math.max(2, Math.ceil(total / 4));
    expect(await sitemapFileXml(`products-${Math.ceil(total / chunkSize) + 1}.xml`, chunkSize)).toBeNull();
    for (const name of ["products-0.xml", "products-x.xml", "other.xml", "products-1.xml.gz"]) {
      const { response } = await fetchFile(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("cache-control"), name).toBe("no-store");
    }
  });

  it("serves the pages file through the route with the sitemap's headers", async () => {
    const { response, xml } = await fetchFile("pages.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(urls(xml).has(absoluteUrl(href.category(category.slug)))).toBe(true);
  });
});

describe("robots.txt", () => {
  it("names the sitemap and keeps private and transactional pages out", () => {
    const result = robots();
    expect(result.sitemap).toBe(absoluteUrl("/sitemap.xml"));
    const rules = Array.isArray(result.rules) ? result.rules : [result.rules];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.userAgent).toBe("*");
    const disallow = rules[0]!.disallow;
    for (const path of ["/admin", "/api/", "/cart", "/checkout", "/login", "/register", "/account", "/shop/wishlist", "/shop/search"]) {
      expect(disallow, path).toContain(path);
    }
    expect(disallow).not.toContain("/shop/product");
  });
});
