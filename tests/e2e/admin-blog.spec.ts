import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { SETTINGS_MSG } from "@/lib/admin/settings-messages";
import { href } from "@/lib/links";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signInAsAdmin } from "./support/admin";

// The back office's blog in the browser (issue 13), on a desktop and a phone: the owner writes a
// post with a heading, bold text and a link in the editor, publishes it, reads it on /shop/blog and
// its own page, and deletes it again. Each run's title is unique, so the projects never meet.
// Fields are found by role (which skips hidden elements): Next keeps a page the admin navigated
// away from in the DOM, hidden, so a label like "Status" can be on a hidden page too.

test("the owner writes and publishes a post that appears on the storefront, then deletes it", async ({ page }) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 8);
  const title = `E2E Caring for Silver ${suffix}`;
  const slug = `e2e-caring-for-silver-${suffix}`;
  await signInAsAdmin(page);

  await page.goto("/admin/blogs");
  await expect(page.getByRole("heading", { level: 1, name: BLOG_MSG.title })).toBeVisible();
  await page.getByRole("link", { name: BLOG_MSG.newPost }).first().click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: BLOG_MSG.newTitle })).toBeVisible();

  await page.getByRole("textbox", { name: BLOG_MSG.titleLabel, exact: true }).fill(title);
  await expect(page.getByRole("textbox", { name: BLOG_MSG.slugLabel, exact: true })).toHaveValue(slug);
  await page.getByRole("textbox", { name: BLOG_MSG.excerptLabel }).fill("How to keep sterling silver bright.");
  await page.getByRole("textbox", { name: BLOG_MSG.tagsLabel }).fill("care, silver");

  // The editor loads lazily; then a heading, bold text and a link.
  const editor = page.getByRole("textbox", { name: BLOG_MSG.contentLabel });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.getByRole("button", { name: BLOG_MSG.heading2 }).click();
  await expect(page.getByRole("button", { name: BLOG_MSG.heading2 })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Why silver darkens");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Silver reacts with the air. ");
  await page.getByRole("button", { name: BLOG_MSG.bold }).click();
  await page.keyboard.type("Polish it gently");
  await page.getByRole("button", { name: BLOG_MSG.bold }).click();
  await page.keyboard.type(". Read our care guide");
  for (let i = 0; i < "care guide".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.getByRole("button", { name: BLOG_MSG.link }).click();
  await page.getByRole("textbox", { name: BLOG_MSG.linkAddress }).fill("https://example.com/care");
  await page.getByRole("button", { name: BLOG_MSG.applyLink }).click();
  await expect(editor.locator("h2")).toHaveText("Why silver darkens");
  await expect(editor.locator("strong")).toHaveText("Polish it gently");
  await expect(editor.locator('a[href="https://example.com/care"]')).toHaveText("care guide");

  await page.getByRole("combobox", { name: BLOG_MSG.statusLabel, exact: true }).selectOption("published");
  await page.getByRole("button", { name: BLOG_MSG.save }).click();
  await expect(page.getByText(BLOG_MSG.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  // In the admin list (found by the search), published.
  await page.getByRole("searchbox", { name: BLOG_MSG.searchLabel }).fill(suffix);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(BLOG_MSG.published, { exact: true })).toBeVisible();

  // On the storefront at once: the blog's list and the article with its heading, bold text and link.
  const shop = await page.context().newPage();
  await shop.goto(href.blog({ search: suffix }));
  await expect(shop.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  const article = await shop.goto(href.blogPost(slug));
  expect(article?.status()).toBe(200);
  await expect(shop.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(shop.getByRole("heading", { level: 2, name: "Why silver darkens" })).toBeVisible();
  await expect(shop.locator("strong", { hasText: "Polish it gently" })).toBeVisible();
  await expect(shop.getByRole("link", { name: "care guide" })).toHaveAttribute("href", "https://example.com/care");

  // The edit page (its address from the list), with no serious axe violation.
  await card.getByRole("link", { name: BLOG_MSG.editLabel(title) }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/c[a-z0-9]+\/edit$/);
  const editPath = new URL(page.url()).pathname;
  await expect(page.getByRole("textbox", { name: BLOG_MSG.titleLabel, exact: true })).toHaveValue(title);
  // Published: a new title no longer moves the post's address.
  await page.getByRole("textbox", { name: BLOG_MSG.titleLabel, exact: true }).fill(`${title} and gold`);
  await expect(page.getByRole("textbox", { name: BLOG_MSG.slugLabel, exact: true })).toHaveValue(slug);
  await expect(page.getByText(BLOG_MSG.slugKeptHint)).toBeVisible();
  await expectNoSeriousA11yViolations(page, editPath);
  await expect(page.getByRole("textbox", { name: BLOG_MSG.contentLabel })).toBeVisible();

  // Deleted with a confirmation: gone from the storefront at once.
  await page.goto("/admin/blogs");
  await page.getByRole("searchbox", { name: BLOG_MSG.searchLabel }).fill(suffix);
  await page.getByRole("button", { name: BLOG_MSG.deleteLabel(title) }).click();
  const confirm = page.getByRole("dialog", { name: BLOG_MSG.deleteTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(BLOG_MSG.deleted)).toBeVisible();
  expect((await shop.goto(href.blogPost(slug)))?.status()).toBe(404);
});

test("a refused save keeps what was typed and shows the message", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/blogs/new");
  await page.getByRole("textbox", { name: BLOG_MSG.titleLabel, exact: true }).fill("Only a title");
  await page.getByRole("button", { name: BLOG_MSG.save }).click();
  await expect(page.getByText(BLOG_MSG.contentRequired)).toBeVisible();
  await expect(page.getByRole("textbox", { name: BLOG_MSG.titleLabel, exact: true })).toHaveValue("Only a title");
});

test("the blog, settings and audit pages have no serious axe violations", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await expectNoSeriousA11yViolations(page, "/admin/blogs");
  await expectNoSeriousA11yViolations(page, "/admin/blogs/new");
  await expect(page.getByRole("textbox", { name: BLOG_MSG.contentLabel })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/admin/settings");
  await expect(page.getByRole("button", { name: SETTINGS_MSG.save })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
});
