import { expect, test, type Page } from "@playwright/test";
import { HERO_SLIDES, MSG } from "@/lib/messages/shop";
import { expectNoSeriousA11yViolations } from "./support/axe";

test("an unknown URL answers 404 with 'Page Not Found', and 'Home Page!' leads home", async ({ page }) => {
  const response = await page.goto("/no-such-page-for-sure");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(new RegExp(MSG.pageNotFound));
  await expect(page.getByRole("heading", { level: 1, name: MSG.pageNotFound })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);

  await page.getByRole("link", { name: MSG.homePage }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { name: HERO_SLIDES[0].title })).toBeVisible();
});

test("Back returns to the previous page in the history", async ({ page }) => {
  await page.goto("/");
  await page.goto("/another/missing/page");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { name: HERO_SLIDES[0].title })).toBeVisible();
});

/** The theme: the page's background and the big '404' colour. */
function theme(page: Page) {
  return page.getByRole("heading", { level: 1, name: MSG.pageNotFound }).evaluate((h1) => {
    const main = h1.closest("main")!;
    const code = main.querySelector("[aria-hidden='true']")!;
    return `${getComputedStyle(main).backgroundColor} / ${getComputedStyle(code).color}`;
  });
}

/** Moves every running CSS animation of the page `ms` ahead (the theme is a CSS animation, which page.clock does not drive). */
async function skipAhead(page: Page, ms: number) {
  await page.evaluate((by) => {
    for (const animation of document.getAnimations()) animation.currentTime = Number(animation.currentTime ?? 0) + by;
  }, ms);
}

test.describe("the colour theme", () => {
  test.use({ reducedMotion: "no-preference" });

  test("rotates every 5 seconds", async ({ page }) => {
    await page.goto("/no-such-page");
    const first = await theme(page);
    await skipAhead(page, 5_500);
    const second = await theme(page);
    expect(second).not.toBe(first);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the colour theme holds still", async ({ page }) => {
    await page.goto("/no-such-page");
    const first = await theme(page);
    await skipAhead(page, 5_500);
    expect(await theme(page)).toBe(first);
  });
});

test("the 404 page has no serious accessibility violations", async ({ page }) => {
  await expectNoSeriousA11yViolations(page, "/no-such-page", 404);
});
