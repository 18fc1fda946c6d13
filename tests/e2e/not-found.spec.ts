import { expect, test } from "@playwright/test";
import { HERO_SLIDES, MSG } from "@/lib/messages";

test("an unknown URL answers 404 with 'Page Not Found', and 'Home Page!' leads home", async ({ page }) => {
  const response = await page.goto("/no-such-page-for-sure");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: MSG.pageNotFound })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();

  await page.getByRole("link", { name: MSG.homePage }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: HERO_SLIDES[0].title })).toBeVisible();
});

test("Back returns to the previous page", async ({ page }) => {
  await page.goto("/");
  await page.goto("/another/missing/page");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
