import { expect, test } from "@playwright/test";
import { demoProducts } from "./support/catalogue";

test("searching an exact product code puts that product first", async ({ page, request }) => {
  const [product] = await demoProducts(request, "limit=1&sort=name");
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

test("the header search box leads to the results page", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const box = page.getByRole("searchbox").filter({ visible: true }).first();
  await box.fill("ring");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\/search\?q=ring/);
  await expect(page.getByRole("article").first()).toBeVisible();
});
