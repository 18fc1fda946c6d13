import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { BLOG_CARD_TAGS, BLOG_PAGE_SIZE } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import type { BlogPageJSON, BlogPostSummaryJSON } from "@/lib/types/blog-json";
import { expectNoSeriousA11yViolations as scan } from "./support/axe";

// The blog on a phone and a desktop: list, search, tag filter, pages, an article, an unknown
// article. Data comes from the seeded demo posts, read through the public API.

async function publishedPosts(request: APIRequestContext): Promise<BlogPageJSON> {
  const first = (await (await request.get("/api/blog")).json()) as BlogPageJSON;
  const rest = [];
  for (let page = 2; page <= first.pages; page++) rest.push(...((await (await request.get(`/api/blog?page=${page}`)).json()) as BlogPageJSON).blogs);
  return { ...first, blogs: [...first.blogs, ...rest] };
}

// Next keeps the previous page in the DOM, hidden, after a client navigation: role queries and
// visible filters skip it.
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const blogSearch = (page: Page) => page.getByRole("search", { name: "Blog search" });
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 }).allTextContents();

async function canonical(page: Page) {
  // After a client-side navigation the page left behind lets go of its head tags a moment later.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  return new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).href.replace(new URL(page.url()).origin, "");
}

test("the list shows 'Blog', cards newest first and Prev / 'Page x / y' / Next links", async ({ page, request }) => {
  const all = await publishedPosts(request);
  expect(all.pages, "the demo needs two pages of posts").toBeGreaterThanOrEqual(2);

  const response = await page.goto(href.blog());
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog");
  expect(await cardTitles(page)).toEqual(all.blogs.slice(0, BLOG_PAGE_SIZE).map((post) => post.title));
  const firstCard = cards(page).first();
  await expect(firstCard.getByText(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(firstCard.locator("img")).toHaveAttribute("src", /\/_next\/image\?url=/);
  for (const card of await cards(page).all()) expect(await card.getByRole("list").getByRole("link").count()).toBeLessThanOrEqual(BLOG_CARD_TAGS);
  expect(await canonical(page)).toBe(href.blog());

  const pager = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pager).toContainText(`Page 1 / ${all.pages}`);
  await expect(pager.getByText("Prev")).toHaveAttribute("aria-disabled", "true");
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/shop\/blog\?page=2$/);
  await expect(pager).toContainText(`Page 2 / ${all.pages}`);
  expect(await cardTitles(page)).toEqual(all.blogs.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((post) => post.title));
  expect(await canonical(page)).toBe(href.blog({ page: 2 }));
  await pager.getByRole("link", { name: "Prev" }).click();
  await expect(page).toHaveURL(/\/shop\/blog$/);

  // On a small phone (360 px) the search box and its button fit: the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test("search finds posts by title or excerpt, keeps results out of the index, and says when nothing matches", async ({ page, request }) => {
  const all = await publishedPosts(request);
  const target = all.blogs.find((post) => /monsoon/i.test(post.title))!;
  expect(target, "the demo has a monsoon post").toBeTruthy();

  await page.goto(href.blog());
  await page.getByRole("searchbox", { name: "Search articles" }).fill("Monsoon");
  await blogSearch(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/shop\/blog\?search=Monsoon$/);
  expect(await cardTitles(page)).toEqual([target.title]);
  await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("Monsoon");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.getByRole("searchbox", { name: "Search articles" }).fill("kryptonite bracelets");
  await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
  await expect(page.getByText(MSG.noArticles)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test("a tag filters the list, shows 'Tag: {tag}', and Clear returns to every post", async ({ page, request }) => {
  const all = await publishedPosts(request);
  const tag = "silver care";
  const tagged = all.blogs.filter((post) => post.tags.includes(tag));
  expect(tagged.length, "the demo has posts tagged silver care").toBeGreaterThanOrEqual(2);

  await page.goto(href.blog());
  await cards(page).getByRole("link", { name: tag, exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/blog\?tag=silver\+care$/);
  await expect(page.getByText(`Tag: ${tag}`)).toBeVisible();
  expect(await cardTitles(page)).toEqual(tagged.map((post) => post.title));
  expect(await canonical(page)).toBe(href.blog({ tag }));

  // Searching inside a tag keeps the tag.
  await page.getByRole("searchbox", { name: "Search articles" }).fill("monsoon");
  await blogSearch(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=monsoon&tag=silver\+care/);
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole("link", { name: /^Clear/ }).click();
  await expect(page).toHaveURL(/\/shop\/blog\?search=monsoon$/);
  await expect(page.getByText(/^Tag: /).filter({ visible: true })).toHaveCount(0);
});

test("bad list URLs never fail: unreadable values show the list, a page past the end shows the last page", async ({ page, request }) => {
  for (const query of ["?page=abc", "?page=0", "?page=1&page=2", "?tag=%00", `?search=${"x".repeat(300)}`]) {
    const response = await page.goto(`${href.blog()}${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" }), query).toBeVisible();
  }
  const { pages } = await publishedPosts(request);
  expect((await page.goto(href.blog({ page: 99 })))?.status()).toBe(200);
  await expect(page.getByRole("navigation", { name: "Blog pages" })).toContainText(`Page ${pages} / ${pages}`);
  expect(await canonical(page)).toBe(href.blog({ page: pages }));

  for (const view of [href.blog({ tag: "no-such-tag" }), href.blog({ tag: "no-such-tag", page: 3 })]) {
    expect((await page.goto(view))?.status(), view).toBe(200);
    await expect(page.getByText(MSG.noArticles), view).toBeVisible();
    await expect(page.locator('meta[name="robots"]'), view).toHaveAttribute("content", /noindex/);
  }
});

test("an article: title, byline, date, tag links, cover, content, structured data and 'Back to Blog'", async ({ page, request }) => {
  const all = await publishedPosts(request);
  const post = all.blogs.find((p: BlogPostSummaryJSON) => p.author !== "Admin" && p.tags.length >= 2)!;

  await page.goto(href.blog());
  await cards(page).getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`${href.blogPost(post.slug)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.getByText(`By ${post.author}`)).toBeVisible();
  const article = page.locator("article").filter({ visible: true, has: page.getByRole("heading", { level: 1 }) });
  await expect(article.locator("time")).toHaveAttribute("datetime", post.publishedAt!);
  await expect(article.locator("img")).toBeVisible();
  await expect(article.locator("h2").first()).toBeVisible();
  await expect(article.locator("li").first()).toBeVisible();
  expect(await canonical(page)).toBe(href.blogPost(post.slug));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return Array.isArray(data) ? data : [data];
  }) as { "@type": string; headline?: string; author?: { name: string }; itemListElement?: { name: string }[] }[];
  const posting = ld.find((item) => item["@type"] === "BlogPosting");
  expect(posting?.headline).toBe(post.title);
  expect(posting?.author?.name).toBe(post.author);
  const crumbs = ld.find((item) => item["@type"] === "BreadcrumbList");
  expect(crumbs?.itemListElement?.map((item) => item.name)).toEqual(["Home", "Blog", post.title]);

  // A tag opens the list filtered by it.
  const tag = post.tags[1]!;
  await page.getByRole("list", { name: "Tags" }).getByRole("link", { name: tag, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/blog\\?tag=${encodeURIComponent(tag).replace(/%20/g, "\\+")}$`));
  await expect(page.getByText(`Tag: ${tag}`)).toBeVisible();
  await expect(cards(page).getByRole("link", { name: post.title })).toBeVisible();

  await page.goBack();
  await page.getByRole("link", { name: MSG.backToBlog }).first().click();
  await expect(page).toHaveURL(/\/shop\/blog$/);
});

test("a post by 'Admin' reads 'By Admin'", async ({ page, request }) => {
  const post = (await publishedPosts(request)).blogs.find((p) => p.author === "Admin")!;
  await page.goto(href.blogPost(post.slug));
  await expect(page.getByText("By Admin")).toBeVisible();
});

test("an unknown article is a 404 with 'Article not found.'; a draft and a post's id are not addresses either", async ({ page, request }) => {
  const response = await page.goto(href.blogPost("no-such-article-here"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: MSG.articleNotFound })).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: MSG.backToBlog }).click();
  await expect(page).toHaveURL(/\/shop\/blog$/);

  expect((await page.goto(href.blogPost("rose-gold-and-gold-tones-on-sterling-silver")))?.status(), "the demo's draft").toBe(404);
  const [first] = (await publishedPosts(request)).blogs;
  expect((await page.goto(href.blogPost(first!._id)))?.status()).toBe(404);
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });

  test("no serious accessibility violations on the blog list", async ({ page }) => {
    await scan(page, href.blog());
  });

  test("no serious accessibility violations on an article", async ({ page, request }) => {
    const [post] = (await publishedPosts(request)).blogs;
    await scan(page, href.blogPost(post!.slug));
  });
});
