import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { CATEGORY_MSG, COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsHere } from "./support/axe";
import { signInAsAdmin } from "./support/admin";

// The back office's categories and colours in the browser (issue 13), on a desktop and a phone.
// Each run makes its own category with a unique name and deletes it at the end, so the specs that
// read the storefront in parallel never meet it for long; the shop's three colours are only looked
// at (their status changes are covered by tests/integration/admin-colors.test.ts), never changed.

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 196, g: 200, b: 206 } } }).png().toBuffer();
}

test("the owner adds a category with a picture, sees it on the storefront, hides it (404) and deletes it", async ({ page }) => {
  const suffix = randomUUID().slice(0, 8);
  const name = `E2E Toe Rings ${suffix}`;
  const slug = `e2e-toe-rings-${suffix}`;
  await signInAsAdmin(page);
  await page.goto("/admin/category");
  await expect(page.getByRole("heading", { level: 1, name: CATEGORY_MSG.title })).toBeVisible();

  await page.getByRole("button", { name: CATEGORY_MSG.add, exact: true }).first().click();
  const modal = page.getByRole("dialog", { name: CATEGORY_MSG.createTitle });
  await expect(modal).toBeVisible();
  await modal.getByLabel(CATEGORY_MSG.nameLabel, { exact: true }).fill(name);
  await expect(modal.getByLabel(CATEGORY_MSG.slugLabel, { exact: true })).toHaveValue(slug);
  await modal.getByLabel(CATEGORY_MSG.descriptionLabel).fill("Sterling silver toe rings, made by the e2e spec.");
  await modal.getByLabel(CATEGORY_MSG.imageLabel).setInputFiles({ name: "toe-ring.png", mimeType: "image/png", buffer: await picture() });
  await expect(modal.getByRole("img", { name: "Preview of the chosen picture" })).toBeVisible();
  await modal.getByRole("button", { name: CATEGORY_MSG.create }).click();
  await expect(page.getByText(CATEGORY_MSG.created)).toBeVisible();
  await expect(modal).toBeHidden();

  // In the list (found by the search), active.
  await page.getByLabel(CATEGORY_MSG.searchLabel).fill(suffix);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const badge = page.getByRole("button", { name: `Active: make ${name} inactive` });
  await expect(badge).toBeVisible();

  // On the storefront at once.
  const shop = await page.context().newPage();
  const shown = await shop.goto(`/shop/product/${slug}`);
  expect(shown?.status()).toBe(200);
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(name);

  // Inactive: the storefront's address is a 404 at once.
  await badge.click();
  await expect(page.getByText(CATEGORY_MSG.deactivated)).toBeVisible();
  await expect(page.getByRole("button", { name: `Inactive: make ${name} active` })).toBeVisible();
  const hidden = await shop.goto(`/shop/product/${slug}`);
  expect(hidden?.status()).toBe(404);
  await shop.close();

  // Delete, after the confirmation.
  await page.getByRole("button", { name: CATEGORY_MSG.deleteLabel(name) }).click();
  const confirm = page.getByRole("dialog", { name: CATEGORY_MSG.deleteTitle });
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(CATEGORY_MSG.deleted)).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: CATEGORY_MSG.noMatchTitle })).toBeVisible();
});

test("the category modal refuses a picture over 5MB in the browser and keeps what was typed", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/category");
  await page.getByRole("button", { name: CATEGORY_MSG.add, exact: true }).first().click();
  const modal = page.getByRole("dialog", { name: CATEGORY_MSG.createTitle });
  await modal.getByLabel(CATEGORY_MSG.nameLabel, { exact: true }).fill("Too Big");
  await modal.getByLabel(CATEGORY_MSG.imageLabel).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(modal.getByText(CATEGORY_MSG.imageTooLarge)).toBeVisible();
  // Nothing sent: the missing description and picture are named, the name stays.
  await modal.getByRole("button", { name: CATEGORY_MSG.create }).click();
  await expect(modal.getByText(CATEGORY_MSG.descriptionRequired)).toBeVisible();
  await expect(modal.getByText(CATEGORY_MSG.imageRequired)).toBeVisible();
  await expect(modal.getByLabel(CATEGORY_MSG.nameLabel, { exact: true })).toHaveValue("Too Big");
  await modal.getByRole("button", { name: CATEGORY_MSG.cancel }).click();
  await expect(modal).toBeHidden();
});

test("the colours page: the three colours, Add disabled, the edit modal with its name locked, the delete dialog", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/colors");
  await expect(page.getByRole("heading", { level: 1, name: COLOR_MSG.title })).toBeVisible();
  await expect(page.getByText(COLOR_MSG.count(3))).toBeVisible();
  await expect(page.getByRole("button", { name: COLOR_MSG.add })).toBeDisabled();
  for (const name of ["Silver", "Rose Gold", "Gold"]) {
    await expect(page.getByRole("button", { name: `Active: make ${name} inactive` })).toBeVisible();
  }

  const edit = page.getByRole("button", { name: COLOR_MSG.editLabel("Silver") });
  await expect(edit).toHaveAttribute("title", COLOR_MSG.editStatus);
  await edit.click();
  const modal = page.getByRole("dialog", { name: COLOR_MSG.updateTitle });
  await expect(modal.getByLabel(COLOR_MSG.nameLabel)).toBeDisabled();
  await expect(modal.getByLabel(COLOR_MSG.nameLabel)).toHaveValue("Silver");
  await expect(modal.getByRole("button", { name: COLOR_MSG.update })).toBeVisible();
  await modal.getByRole("button", { name: COLOR_MSG.cancel }).click();
  await expect(modal).toBeHidden();

  await page.getByRole("button", { name: COLOR_MSG.deleteLabel("Gold") }).click();
  const confirm = page.getByRole("dialog", { name: COLOR_MSG.deleteTitle });
  await expect(confirm).toContainText('Are you sure you want to delete "Gold"?');
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole("button", { name: COLOR_MSG.refresh }).click();
  await expect(page.getByText(COLOR_MSG.refreshed)).toBeVisible();
});

test("the category and colour pages pass axe, with their modals open too", async ({ page }) => {
  await signInAsAdmin(page);
  await expectNoSeriousA11yViolations(page, "/admin/category");
  await page.getByRole("button", { name: "Table" }).click();
  await expectNoSeriousA11yViolationsHere(page, "/admin/category as a table");
  await page.getByRole("button", { name: CATEGORY_MSG.add, exact: true }).first().click();
  await expect(page.getByRole("dialog", { name: CATEGORY_MSG.createTitle })).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page, "/admin/category with the add modal");

  await expectNoSeriousA11yViolations(page, "/admin/colors");
  await page.getByRole("button", { name: COLOR_MSG.editLabel("Rose Gold") }).click();
  await expect(page.getByRole("dialog", { name: COLOR_MSG.updateTitle })).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page, "/admin/colors with the edit modal");
});
