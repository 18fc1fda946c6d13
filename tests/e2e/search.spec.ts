import { expect, test } from "@playwright/test";
import { seededProducts } from "./support/catalogue";

test("searching an exact product code puts that product first", async ({ page, request }) => {
  const [product] = await seededProducts(request, "limit=100&sort=name");
  const response = await page.goto(`/shop/search?q=${encodeURIComponent(product!.code.toLowerCase())}`);
  expect(response?.status()).toBe(200);
  const first = page.getByRole("article").first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText(product!.name);
  // Result pages are for shoppers, not for the index.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("a misspelt name still finds the piece", async ({ page }) => {
  await page.goto("/shop/search?q=neckalce");
  const names = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.some((name) => /necklace/i.test(name))).toBe(true);
});

test("the header search box leads to the results page", { tag: "@layout" }, async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const box = page.getByRole("searchbox").filter({ visible: true }).first();
  await box.fill("ring");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\/search\?q=ring/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("search results page like the listings: scrolling loads the next page, ?page=2 is a plain link", async ({ page, request }) => {
  const answer = await request.get("/api/product/search?q=ring&limit=12");
  const body = (await answer.json()) as { total: number; pages: number };
  expect(body.pages, "the demo has more than one page of 'ring'").toBeGreaterThan(1);

  await page.goto("/shop/search?q=ring");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(12);
  await page.getByRole("link", { name: "Load more products" }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(Math.min(24, body.total));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the next search page is a real link", async ({ page }) => {
    await page.goto("/shop/search?q=ring");
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/shop\/search\?q=ring&page=2$/);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/shop/search?q=ring");
  });
});
