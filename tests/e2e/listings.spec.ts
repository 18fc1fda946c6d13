import { expect, test, type Locator, type Page } from "@playwright/test";
import { PRICE_BANDS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { demoProducts } from "./support/catalogue";

// The product list (/shop/product, /shop/product/{slug}) and the flag listings, against the seeded
// demo catalogue. Expected products come from the public API with the same query, so the tests
// follow the seed instead of hard-coding it. Reduced motion: no smooth scrolling in the way.
test.use({ reducedMotion: "reduce" });

const cards = (page: Page): Locator => page.getByRole("main").getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const names = (products: ProductJSON[]) => products.map((p) => p.name);

/** The price each card shows (the selling price, its first rupee amount), in rupees. */
async function cardPrices(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const match = /₹([\d,]+(?:\.\d+)?)/.exec(article.textContent ?? "");
      return match ? Number(match[1]!.replace(/,/g, "")) : Number.NaN;
    }),
  );
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

/** Phones open the form with 'Filter & Sort' first; desktops show it beside the results. */
async function openFilters(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  const toggle = page.getByRole("button", { name: MSG.filterAndSort });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

/** Desktops apply a change at once; phones wait for 'Apply Filters'. */
async function applyFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: MSG.applyFilters }).click();
}

test("the sort select reorders the product list", { tag: "@layout" }, async ({ page, request, isMobile }) => {
  const cheapest = await demoProducts(request, "sort=price-low&limit=9");
  const dearest = await demoProducts(request, "sort=price-high&limit=9");

  await page.goto("/shop/product");
  await expect(cards(page)).toHaveCount(9);
  await page.waitForLoadState("networkidle"); // hydrated: the form applies through the router

  await openFilters(page, isMobile);
  await page.getByRole("combobox", { name: /^Sort by/ }).selectOption({ label: "Price: Low to High" });
  await applyFilters(page, isMobile);
  await expect(page).toHaveURL(/\/shop\/product\?sort=price-low$/);
  await expect.poll(() => cardNames(page)).toEqual(names(cheapest));
  expect(ascending(await cardPrices(page))).toBe(true);
  await openFilters(page, isMobile); // the phone's form closed on the way to the new page
  await expect(page.getByRole("combobox", { name: /^Sort by/ })).toHaveValue("price-low");

  await page.getByRole("combobox", { name: /^Sort by/ }).selectOption({ label: "Price: High to Low" });
  await applyFilters(page, isMobile);
  await expect(page).toHaveURL(/\/shop\/product\?sort=price-high$/);
  await expect.poll(() => cardNames(page)).toEqual(names(dearest));
  expect(descending(await cardPrices(page))).toBe(true);
});

test("each plain page is canonical to itself, each sorted or filtered view to the plain list", async ({ page, baseURL }) => {
  const canonical = page.locator('link[rel="canonical"]');
  for (const [path, expected] of [
    ["/shop/product?page=2", "/shop/product?page=2"],
    ["/shop/product?sort=price-low&page=2", "/shop/product"],
    ["/shop/product/necklace?band=1000-5000&stock=1", "/shop/product/necklace"],
    ["/shop/new-arrivals?sort=name", "/shop/new-arrivals"],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(canonical, path).toHaveAttribute("href", new URL(expected, baseURL).toString());
  }
});

test("a category lists only its own products, and the sidebar marks it", { tag: "@layout" }, async ({ page, request }) => {
  const earrings = await demoProducts(request, "category_slug=earrings&limit=9");
  expect(earrings.length).toBeGreaterThan(0);
  const category = earrings[0]!.category_id;

  await page.goto("/shop/product");
  const sidebar = page.getByRole("navigation", { name: MSG.categoriesHeading });
  await expect(sidebar.getByRole("link", { name: new RegExp(`^${MSG.allCategories}\\b`) })).toHaveAttribute("aria-current", "page");
  await sidebar.getByRole("link", { name: new RegExp(`^${category.name}\\b`) }).click();

  await expect(page).toHaveURL(/\/shop\/product\/earrings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
  await expect(sidebar.getByRole("link", { name: new RegExp(`^${category.name}\\b`) })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => cardNames(page)).toEqual(names(earrings));
  // The intro names the category and gives its description.
  await expect(page.getByRole("region", { name: MSG.collectionIntro })).toContainText(category.description);
  // Breadcrumb: Home > Products > the category, which is the current page.
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Products", category.name]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(category.name);
});

test("scrolling near the end of the product list loads the next 9", async ({ page, request }) => {
  const first18 = await demoProducts(request, "limit=18");
  expect(first18.length).toBe(18);

  await page.goto("/shop/product");
  await expect(cards(page)).toHaveCount(9);
  // Once hydrated, the plain 'Next page' link becomes the infinite list's 'Load more products'.
  const more = page.getByRole("link", { name: "Load more products" });
  await expect(more).toHaveAttribute("rel", "next");
  await more.scrollIntoViewIfNeeded();

  await expect(cards(page)).toHaveCount(18);
  expect(await cardNames(page)).toEqual(names(first18));
});

test.describe("without JavaScript", () => {
  // Without JavaScript there is no lenis, so CSS smooth scrolling is on (globals.css) and the page
  // would still be gliding when Playwright clicks where the link was; reduced motion turns it off.
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  test("the plain next-page link leads to page 2, which links back and is canonical to itself", async ({ page, request, baseURL }) => {
    const page2 = await demoProducts(request, "limit=9&page=2");
    expect(page2.length).toBeGreaterThan(0);

    await page.goto("/shop/product");
    await expect(cards(page)).toHaveCount(9);
    const next = page.getByRole("link", { name: "Next page" });
    await expect(next).toHaveAttribute("rel", "next");
    await next.click();

    await expect(page).toHaveURL(/\/shop\/product\?page=2$/);
    expect(await cardNames(page)).toEqual(names(page2));
    await expect(page.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/shop/product");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL("/shop/product?page=2", baseURL).toString());
  });

  test("the filter form works as a plain GET form", async ({ page, request }) => {
    const expected = await demoProducts(request, "category_slug=necklace&sort=price-high&limit=9");
    await page.goto("/shop/product/necklace");
    await page.getByRole("combobox", { name: /^Sort by/ }).selectOption("price-high");
    await page.getByRole("button", { name: MSG.applyFilters }).click();
    await expect(page).toHaveURL(/\/shop\/product\/necklace\?sort=price-high/);
    expect(await cardNames(page)).toEqual(names(expected));
  });
});

test("a filter combination with no products shows the empty state", async ({ page, request }) => {
  // Tops are small studs: nothing above ₹10,000 (checked against the API first).
  expect(await demoProducts(request, "category_slug=tops&price_band=above-10000")).toEqual([]);
  await page.goto("/shop/product/tops?band=above-10000");
  await expect(page.getByText(MSG.noProductsList, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText(MSG.resultsCount(0))).toBeAttached();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/shop\/product\/tops$/);
  await expect(cards(page).first()).toBeVisible();
});

test("a flag listing filtered by a price band and sorted by price keeps both in the URL and loads the rest on scroll", { tag: "@layout" }, async ({
  page,
  request,
  isMobile,
}) => {
  const expected = await demoProducts(request, "flag=bestSeller&price_band=1000-5000&sort=price-high&limit=100");
  expect(expected.length).toBeGreaterThan(0);
  const band = PRICE_BANDS["1000-5000"];

  await page.goto("/shop/best-sellers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best Sellers");
  await page.waitForLoadState("networkidle");

  await openFilters(page, isMobile);
  await page.getByRole("combobox", { name: /^Price/ }).selectOption({ label: band.label });
  // A desktop has applied the band already; a phone still shows the open form.
  if (!isMobile) await expect(page).toHaveURL(/band=1000-5000/);
  await page.getByRole("combobox", { name: /^Sort by/ }).selectOption({ label: "Price: High to Low" });
  await applyFilters(page, isMobile);
  await expect(page).toHaveURL(/\/shop\/best-sellers\?sort=price-high&band=1000-5000$/);

  // 12 first (storefront §2.7), the dearest in the band first.
  const firstPage = expected.slice(0, 12);
  await expect.poll(() => cardNames(page)).toEqual(names(firstPage));
  const prices = await cardPrices(page);
  expect(descending(prices)).toBe(true);
  for (const price of prices) expect(price >= band.min! && price < band.max!).toBe(true);

  // Near the bottom the rest loads, then the closing message.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return cards(page).count();
      },
      { timeout: 15_000 },
    )
    .toBe(expected.length);
  await expect(page.getByText(MSG.listingEnd(expected.length))).toBeVisible();
  expect(await cardNames(page)).toEqual(names(expected));

  // The URL is shareable: opened afresh it shows the same list.
  await page.goto("/shop/best-sellers?sort=price-high&band=1000-5000");
  await expect(cards(page).first().getByRole("heading", { level: 3 })).toHaveText(expected[0]!.name);
});

test("cards show their badges, and the heart adds to and removes from the wishlist", async ({ page, request }) => {
  const necklaces = await demoProducts(request, "category_slug=necklace&limit=9");
  const soldOut = necklaces.find((p) => !p.inStock);
  const onSale = necklaces.find((p) => p.inStock && p.discount > 0);
  if (!soldOut || !onSale) throw new Error("the demo seed needs a sold-out and a discounted necklace");

  await page.goto("/shop/product/necklace");
  await page.waitForLoadState("networkidle");
  const card = (product: ProductJSON) => cards(page).filter({ has: page.getByRole("heading", { level: 3, name: product.name }) });

  await expect(card(soldOut).getByText(MSG.outOfStockBadge, { exact: true })).toBeVisible();
  await expect(card(soldOut).getByRole("button", { name: MSG.outOfStock })).toBeDisabled();
  await expect(card(onSale).getByText(`-${Math.round(onSale.discount)}%`, { exact: true })).toBeVisible();
  await expect(card(onSale).getByText(MSG.outOfStockBadge, { exact: true })).toHaveCount(0);

  // One toggle button: its name stays, aria-pressed tells whether the piece is saved.
  const heart = card(onSale).getByRole("button", { name: `Save ${onSale.name} to wishlist` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator('header [data-kind="wishlist"]').first()).toContainText("1");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("the footer's /shop/{category} path redirects for good to the category's list", async ({ page, request }) => {
  const response = await request.get("/shop/necklace", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()["location"]).toMatch(/\/shop\/product\/necklace$/);

  await page.goto("/shop/necklace");
  await expect(page).toHaveURL(/\/shop\/product\/necklace$/);
});

test("an unknown category is not found", async ({ page, request }) => {
  // The shortcut path is decided before any HTML is sent: a real 404.
  expect((await request.get("/shop/no-such-category", { maxRedirects: 0 })).status()).toBe(404);

  // The proxy checks the slug before the page starts streaming: a real 404 with the not-found page.
  const response = await page.goto("/shop/product/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: MSG.pageNotFound })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
});

test("moving between shop listings keeps the scroll position", { tag: "@layout" }, async ({ page, isMobile }) => {
  test.skip(isMobile, "the sidebar sits beside the products on desktops only");
  await page.goto("/shop/product");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  await page.getByRole("navigation", { name: MSG.categoriesHeading }).getByRole("link", { name: /^Bracelets\b/ }).click();
  await expect(page).toHaveURL(/\/shop\/product\/bracelets$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bracelets");
  expect(await page.evaluate(() => window.scrollY)).toBe(150);
});
