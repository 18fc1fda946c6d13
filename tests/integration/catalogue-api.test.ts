import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getBlog } from "@/app/api/blog/[id]/route";
import { GET as getBlogs } from "@/app/api/blog/route";
import { GET as getCategories } from "@/app/api/category/route";
import { GET as getColors } from "@/app/api/color/route";
import { GET as getMaintainStatus } from "@/app/api/maintain/getMaintainStatus/route";
import { GET as getProduct } from "@/app/api/product/[id]/route";
import { GET as getProducts } from "@/app/api/product/route";
import { BLOG_PAGE_SIZE, PRODUCT_API_DEFAULT_LIMIT } from "@/lib/constants";
import type { BlogPostJSON as BlogPostDTO, BlogPostSummaryJSON as BlogPostSummaryDTO } from "@/lib/types/blog-json";
import type { CategoryJSON as CategoryDTO, ColorJSON as ColorDTO, ProductJSON as ProductDTO } from "@/lib/types/catalogue-json";
import { db } from "@/server/db";
import { forgetMaintenanceStatus } from "@/server/site/get-maintenance-status";
import { createBlogPost, createCategory, createColor, createProduct, ensureColor, uniq } from "../support/factories";

// The catalogue read API through its real route handlers against the real database. The
// database is shared with other test files: every assertion looks at rows this file made.

type Body = { status: 0 | 1; msg: string } & Record<string, unknown>;
type ListRoute = (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;
type IdRoute = (request: NextRequest, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function call(handler: ListRoute, path: string) {
  const response = await handler(new NextRequest(`http://localhost${path}`), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

async function callId(handler: IdRoute, path: string, id: string) {
  const response = await handler(new NextRequest(`http://localhost${path}`), { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

async function listProducts(query: string) {
  const res = await call(getProducts, `/api/product?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Body & { prod: ProductDTO[]; total: number; page: number; pages: number; limit: number };
}

const ids = (products: ProductDTO[]) => products.map((p) => p._id);
const day = (n: number) => new Date(Date.UTC(2001, 0, n));
const PUBLIC_CACHE = "public, s-maxage=60, stale-while-revalidate=300";

// The catalogue of this file. Selling prices sit on the band edges: min inclusive, max exclusive.
const u = uniq();
let category: Awaited<ReturnType<typeof createCategory>>;
let hiddenCategory: Awaited<ReturnType<typeof createCategory>>;
let otherCategory: Awaited<ReturnType<typeof createCategory>>;
const p: Record<string, Awaited<ReturnType<typeof createProduct>>> = {};
let hiddenProduct: Awaited<ReturnType<typeof createProduct>>;
let newestVisible: Awaited<ReturnType<typeof createProduct>>;
let activeColor: Awaited<ReturnType<typeof createColor>>;
let inactiveColor: Awaited<ReturnType<typeof createColor>>;
let silver: Awaited<ReturnType<typeof ensureColor>>;

beforeAll(async () => {
  category = await createCategory({ name: `Rings ${u}`, slug: `rings-${u}`, description: "Rings for tests" });
  hiddenCategory = await createCategory({ slug: `hidden-${u}`, active: false });
  otherCategory = await createCategory({ slug: `other-${u}` });
  activeColor = await createColor({ name: `Test Active ${u}`, hex: "#111111" });
  inactiveColor = await createColor({ name: `Test Inactive ${u}`, active: false });
  silver = await ensureColor("Silver");
  const c = category.id;
  p.alpha = await createProduct({ categoryId: c, name: `Alpha ${u}`, price: 999.99, createdAt: day(5), newArrival: true });
  p.bravo = await createProduct({ categoryId: c, name: `Bravo ${u}`, price: 1000, createdAt: day(4), trendingProd: true });
  p.charlie = await createProduct({ categoryId: c, name: `Charlie ${u}`, price: 4999.99, createdAt: day(3), bestSeller: true, stock: 0 });
  // ₹2,000 at 50 % off sells at ₹1,000: bands and price sorts use the selling price.
  p.delta = await createProduct({ categoryId: c, name: `Delta ${u}`, price: 2000, discountPercent: 50, createdAt: day(2) });
  p.echo = await createProduct({ categoryId: c, name: `Echo ${u}`, price: 5000, createdAt: day(1), active: false });
  p.foxtrot = await createProduct({ categoryId: c, name: `Foxtrot ${u}`, price: 10000, createdAt: day(6), newArrival: true, bestSeller: true });
  p.golf = await createProduct({ categoryId: c, name: `Golf ${u}`, price: 9999.99, createdAt: day(7) });
  // Far in the future, so both would top the newest-first list if they were listed at all.
  hiddenProduct = await createProduct({ categoryId: hiddenCategory.id, createdAt: new Date(Date.UTC(2100, 0, 1)) });
  newestVisible = await createProduct({ categoryId: otherCategory.id, createdAt: new Date(Date.UTC(2100, 0, 1)) });
});

describe("GET /api/product", () => {
  it("answers in the envelope with paging fields and a public cache header", async () => {
    const res = await call(getProducts, `/api/product?category_slug=rings-${u}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, total: 6, page: 1, pages: 1, limit: PRODUCT_API_DEFAULT_LIMIT });
    expect(typeof res.body.msg).toBe("string");
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    const prod = res.body.prod as ProductDTO[];
    // Echo is switched off by the owner: not listed (its detail page is a 404).
    expect(new Set(ids(prod))).toEqual(new Set(Object.values(p).filter((x) => x !== p.echo).map((x) => x.id)));
  });

  it("filters by category", async () => {
    const { prod } = await listProducts(`category_slug=other-${u}`);
    expect(ids(prod)).toEqual([newestVisible.id]);
  });

  it("hides products of inactive categories and 404s their slug", async () => {
    const { prod } = await listProducts("sort=newest&limit=100");
    expect(ids(prod)).toContain(newestVisible.id);
    expect(ids(prod)).not.toContain(hiddenProduct.id);
    const res = await call(getProducts, `/api/product?category_slug=hidden-${u}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, msg: "Category not found" });
  });

  it("404s an unknown category and does not mark the error cacheable", async () => {
    const res = await call(getProducts, `/api/product?category_slug=no-such-${u}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, msg: "Category not found" });
    expect(res.headers.get("cache-control") ?? "").not.toContain("public");
  });

  it.each([
    ["newArrival", ["alpha", "foxtrot"]],
    ["trendingProd", ["bravo"]],
    ["bestSeller", ["charlie", "foxtrot"]],
  ])("filters by flag %s", async (flag, expected) => {
    const { prod } = await listProducts(`category_slug=rings-${u}&flag=${flag}`);
    expect(new Set(ids(prod))).toEqual(new Set(expected.map((k) => p[k]!.id)));
    expect(prod.every((x) => x[flag as "newArrival"])).toBe(true);
  });

  it.each([
    ["under-1000", ["alpha"]],
    ["1000-5000", ["bravo", "charlie", "delta"]],
    ["5000-10000", ["golf"]],
    ["above-10000", ["foxtrot"]],
  ])("filters by price band %s (min inclusive, max exclusive, on the selling price)", async (band, expected) => {
    const { prod, total } = await listProducts(`category_slug=rings-${u}&price_band=${band}`);
    expect(new Set(ids(prod))).toEqual(new Set(expected.map((k) => p[k]!.id)));
    expect(total).toBe(expected.length);
  });

  it("orders newest first by default and for sort=newest", async () => {
    const expected = ["golf", "foxtrot", "alpha", "bravo", "charlie", "delta"].map((k) => p[k]!.id);
    expect(ids((await listProducts(`category_slug=rings-${u}`)).prod)).toEqual(expected);
    expect(ids((await listProducts(`category_slug=rings-${u}&sort=default`)).prod)).toEqual(expected);
    expect(ids((await listProducts(`category_slug=rings-${u}&sort=newest`)).prod)).toEqual(expected);
  });

  it("orders by selling price, ties broken by id", async () => {
    // bravo and delta both sell at ₹1,000.
    const tie = [p.bravo!.id, p.delta!.id].sort();
    const low = ids((await listProducts(`category_slug=rings-${u}&sort=price-low`)).prod);
    expect(low).toEqual([p.alpha!.id, ...tie, p.charlie!.id, p.golf!.id, p.foxtrot!.id]);
    const high = ids((await listProducts(`category_slug=rings-${u}&sort=price-high`)).prod);
    expect(high).toEqual([p.foxtrot!.id, p.golf!.id, p.charlie!.id, ...tie, p.alpha!.id]);
  });

  it("orders by name A–Z", async () => {
    const { prod } = await listProducts(`category_slug=rings-${u}&sort=name`);
    expect(prod.map((x) => x.name)).toEqual(["Alpha", "Bravo", "Charlie", "Delta", "Foxtrot", "Golf"].map((n) => `${n} ${u}`));
  });

  it("pages with page and limit", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listProducts(`category_slug=rings-${u}&limit=4&page=${page}`)));
    expect(pages.map((x) => x.prod.length)).toEqual([4, 2, 0, 0]);
    for (const page of pages) expect(page).toMatchObject({ total: 6, pages: 2, limit: 4 });
    expect(pages.map((x) => x.page)).toEqual([1, 2, 3, 4]);
    const all = pages.flatMap((x) => ids(x.prod));
    expect(new Set(all).size).toBe(6);
    expect(ids(pages[0]!.prod)).not.toEqual(ids(pages[1]!.prod));
  });

  it("treats limit=0 as the default page size", async () => {
    const { limit } = await listProducts(`category_slug=rings-${u}&limit=0`);
    expect(limit).toBe(PRODUCT_API_DEFAULT_LIMIT);
  });

  it("leaves out the excluded product", async () => {
    const { prod, total } = await listProducts(`category_slug=rings-${u}&exclude=${p.alpha!.id}`);
    expect(ids(prod)).not.toContain(p.alpha!.id);
    expect(total).toBe(5);
  });

  it("filters in-stock products only (Charlie has none)", async () => {
    const { prod, total } = await listProducts(`category_slug=rings-${u}&in_stock=1`);
    expect(ids(prod)).not.toContain(p.charlie!.id);
    expect(total).toBe(5);
    expect(prod.every((x) => x.inStock)).toBe(true);
  });

  it("filters by colour slug, combined with a sort", async () => {
    const roseGold = await ensureColor("Rose Gold");
    const colourCategory = await createCategory();
    const cheap = await createProduct({ categoryId: colourCategory.id, price: 500, colorIds: [roseGold.id] });
    const dear = await createProduct({ categoryId: colourCategory.id, price: 900, colorIds: [roseGold.id, silver.id] });
    await createProduct({ categoryId: colourCategory.id, price: 700, colorIds: [silver.id] });
    const { prod } = await listProducts(`category_slug=${colourCategory.slug}&color=rose-gold&sort=price-high`);
    expect(ids(prod)).toEqual([dear.id, cheap.id]);
    const unknown = await call(getProducts, `/api/product?category_slug=${colourCategory.slug}&color=purple`);
    expect(unknown.status).toBe(400);
  });

  it("answers a page past the end with no products and the true total", async () => {
    const res = await listProducts(`category_slug=rings-${u}&page=5000&limit=100`);
    expect(res).toMatchObject({ prod: [], total: 6, page: 5000, pages: 1 });
  });

  it.each([
    ["limit=abc", "Invalid query. limit: must be a number"],
    ["limit=101", "Invalid query. limit: must be at most 100"],
    ["limit=2.5", "Invalid query. limit: must be a whole number"],
    ["sort=bogus", "Invalid query. sort: must be one of default, newest, price-low, price-high, name"],
    ["page=0", "Invalid query. page: must be 1 or more"],
    ["category_slug=Bad%20Slug", "Invalid query. category_slug: must be a slug (lower-case letters, digits and hyphens)"],
    ["flag=onSale", "Invalid query. flag: must be one of newArrival, trendingProd, bestSeller"],
    ["price_band=cheap", "Invalid query. price_band: must be one of under-1000, 1000-5000, 5000-10000, above-10000"],
  ])("400s %s with a clear message", async (query, msg) => {
    const res = await call(getProducts, `/api/product?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
  });
});

describe("GET /api/product/{id}", () => {
  it("returns the product with its category, active colours and images in position order", async () => {
    const detailCategory = await createCategory({ description: "Chains for tests" });
    const product = await createProduct({
      categoryId: detailCategory.id,
      price: 2000,
      discountPercent: 12.5,
      weightGrams: 7.25,
      colorIds: [activeColor.id, inactiveColor.id, silver.id],
      videoUrl: "https://utfs.io/f/video.mp4",
    });
    // Inserted out of order: the API must order by position, not by insertion.
    for (const [url, position] of [["https://utfs.io/f/c.jpg", 2], ["https://utfs.io/f/a.jpg", 0], ["https://utfs.io/f/b.jpg", 1]] as const) {
      await db.productImage.create({ data: { productId: product.id, url, position } });
    }
    const res = await callId(getProduct, `/api/product/${product.id}`, product.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    const prod = res.body.prod as ProductDTO;
    expect(res.body.status).toBe(1);
    expect(prod).toMatchObject({
      _id: product.id,
      code: product.code,
      price: 2000,
      discount: 12.5,
      total_price: 1750,
      quantity: 5,
      weight: 7.25,
      status: true,
      inStock: true,
      video: { url: "https://utfs.io/f/video.mp4" },
      category_id: { _id: detailCategory.id, name: detailCategory.name, slug: detailCategory.slug, description: "Chains for tests" },
    });
    expect(prod.images.map((i) => i.url)).toEqual(["a", "b", "c"].map((n) => `https://utfs.io/f/${n}.jpg`));
    expect(prod.image).toEqual({ url: "https://utfs.io/f/a.jpg" });
    expect(prod.colors).toEqual([
      { _id: silver.id, name: "Silver", hex: silver.hex },
      { _id: activeColor.id, name: activeColor.name, hex: "#111111" },
    ]);
    expect(prod.createdAt).toBe(product.createdAt.toISOString());
  });

  it("reports out of stock for no stock or an inactive product", async () => {
    const charlie = (await callId(getProduct, "/api/product/x", p.charlie!.id)).body.prod as ProductDTO;
    expect(charlie).toMatchObject({ status: true, quantity: 0, inStock: false, image: null, images: [], video: null });
    const echo = (await callId(getProduct, "/api/product/x", p.echo!.id)).body.prod as ProductDTO;
    expect(echo).toMatchObject({ status: false, inStock: false });
  });

  it("404s an unknown id", async () => {
    const res = await callId(getProduct, "/api/product/x", `c${"0".repeat(24)}`); // well-formed, unknown (a malformed id is a 400: api-hardening.test.ts)
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, msg: "Product not found" });
  });
});

describe("GET /api/category", () => {
  it("lists active categories by sortOrder then name, with product counts", async () => {
    const later = await createCategory({ name: `Zeta ${u}`, sortOrder: 5 });
    const sameOrder = await createCategory({ name: `Eta ${u}`, sortOrder: 5 });
    const first = await createCategory({ name: `Omega ${u}`, sortOrder: 4 });
    const res = await call(getCategories, "/api/category");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    const categories = res.body.categories as CategoryDTO[];
    const mine = categories.map((c) => c._id).filter((id) => [later.id, sameOrder.id, first.id].includes(id));
    expect(mine).toEqual([first.id, sameOrder.id, later.id]);
    expect(categories.map((c) => c._id)).not.toContain(hiddenCategory.id);
    const rings = categories.find((c) => c._id === category.id);
    // Active products only (Echo is switched off): the count matches what the listing shows.
    expect(rings).toMatchObject({ name: category.name, slug: category.slug, description: "Rings for tests", status: true, image: null });
    expect(rings!.count).toBe(6);
  });
});

describe("GET /api/color", () => {
  it("lists active colours only, Silver, Rose Gold, Gold first", async () => {
    const gold = await ensureColor("Gold");
    const roseGold = await ensureColor("Rose Gold");
    const res = await call(getColors, "/api/color");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    const colors = res.body.colors as ColorDTO[];
    const names = colors.map((c) => c.name);
    expect(names).toContain(activeColor.name);
    expect(names).not.toContain(inactiveColor.name);
    expect(colors.every((c) => c.status)).toBe(true);
    const real = names.filter((n) => ["Silver", "Rose Gold", "Gold"].includes(n));
    if (gold.active && roseGold.active && silver.active) expect(real).toEqual(["Silver", "Rose Gold", "Gold"]);
    expect(names.indexOf(activeColor.name)).toBeGreaterThan(names.indexOf("Silver"));
  });
});

describe("GET /api/blog", () => {
  const tag = `tag-${u}`;
  const posts: Awaited<ReturnType<typeof createBlogPost>>[] = [];
  let draft: Awaited<ReturnType<typeof createBlogPost>>;

  beforeAll(async () => {
    // BLOG_PAGE_SIZE + 1 published posts make two pages; publishedAt spaced a minute apart.
    for (let i = 0; i <= BLOG_PAGE_SIZE; i++) {
      posts.push(
        await createBlogPost({
          title: i === 0 ? `Caring for Silver ${u}` : `Post ${i} ${u}`,
          excerpt: i === 1 ? `How to polish OXIDISED${u} rings` : "An excerpt.",
          tags: [tag, "silver"],
          publishedAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
        }),
      );
    }
    draft = await createBlogPost({ title: `Draft ${u}`, tags: [tag], status: "draft" });
  });

  it("lists published posts with the tag, newest first, in pages", async () => {
    const first = await call(getBlogs, `/api/blog?tag=${tag}&status=published`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    expect(first.body).toMatchObject({ status: 1, page: 1, pages: 2, total: BLOG_PAGE_SIZE + 1 });
    const blogs = first.body.blogs as BlogPostSummaryDTO[];
    expect(blogs.map((b) => b._id)).toEqual(posts.slice(1).reverse().map((b) => b.id));
    expect(blogs.every((b) => b.status === "published")).toBe(true);
    expect(blogs[0]).not.toHaveProperty("content");
    const second = await call(getBlogs, `/api/blog?tag=${tag}&page=2`);
    expect((second.body.blogs as BlogPostSummaryDTO[]).map((b) => b._id)).toEqual([posts[0]!.id]);
    expect(JSON.stringify([first.body, second.body])).not.toContain(draft.id);
  });

  it("searches title and excerpt, case-insensitively", async () => {
    const byTitle = await call(getBlogs, `/api/blog?search=caring%20for%20SILVER%20${u}`);
    expect((byTitle.body.blogs as BlogPostSummaryDTO[]).map((b) => b._id)).toEqual([posts[0]!.id]);
    const byExcerpt = await call(getBlogs, `/api/blog?search=oxidised${u}`);
    expect((byExcerpt.body.blogs as BlogPostSummaryDTO[]).map((b) => b._id)).toEqual([posts[1]!.id]);
    const draftOnly = await call(getBlogs, `/api/blog?search=Draft%20${u}`);
    expect(draftOnly.body).toMatchObject({ blogs: [], total: 0, pages: 0 });
  });

  it("400s a bad page or a status other than published", async () => {
    expect((await call(getBlogs, "/api/blog?page=0")).body).toEqual({ status: 0, msg: "Invalid query. page: must be 1 or more" });
    const drafts = await call(getBlogs, "/api/blog?status=draft");
    expect(drafts.status).toBe(400);
    expect(drafts.body).toEqual({ status: 0, msg: "Invalid query. status: must be 'published'" });
  });

  it("returns a post by id and by slug, with sanitized content", async () => {
    const post = await createBlogPost({
      contentHtml: `<h2>Care</h2><p onclick="steal()">Polish <strong>gently</strong>.</p><script>alert(1)</script>`,
    });
    for (const key of [post.id, post.slug]) {
      const res = await callId(getBlog, `/api/blog/${key}`, key);
      expect(res.status).toBe(200);
      const blog = res.body.blog as BlogPostDTO;
      expect(blog).toMatchObject({ _id: post.id, slug: post.slug, title: post.title, author: "Admin", status: "published" });
      expect(blog.content).toBe("<h2>Care</h2><p>Polish <strong>gently</strong>.</p>");
    }
  });

  it("404s a draft and an unknown post", async () => {
    for (const key of [draft.id, draft.slug, `no-such-${u}`]) {
      const res = await callId(getBlog, `/api/blog/${key}`, key);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 0, msg: "Blog post not found" });
    }
  });
});

describe("GET /api/maintain/getMaintainStatus", () => {
  let saved: Awaited<ReturnType<typeof db.siteSettings.findUnique>>;
  beforeAll(async () => {
    saved = await db.siteSettings.findUnique({ where: { id: 1 } });
  });
  afterAll(async () => {
    await db.siteSettings.deleteMany({ where: { id: 1 } });
    if (saved) await db.siteSettings.create({ data: { ...saved } });
  });
  // The status is kept in memory for up to 10 s (the maintenance gate's copy); each test reads afresh.
  beforeEach(() => forgetMaintenanceStatus());

  it("is open when there is no settings row", async () => {
    await db.siteSettings.deleteMany({ where: { id: 1 } });
    const res = await call(getMaintainStatus, "/api/maintain/getMaintainStatus");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect((res.body.result as Array<{ isMaintain: boolean }>)[0]!.isMaintain).toBe(false);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("follows the settings row", async () => {
    await db.siteSettings.upsert({
      where: { id: 1 },
      create: { id: 1, maintenance: true, maintenanceMessage: "Back soon", contactEmail: "help@example.com" },
      update: { maintenance: true, maintenanceMessage: "Back soon", contactEmail: "help@example.com", contactPhone: "" },
    });
    const res = await call(getMaintainStatus, "/api/maintain/getMaintainStatus");
    expect(res.body.result).toEqual([{ isMaintain: true, message: "Back soon", contact: "help@example.com" }]);
  });
});
