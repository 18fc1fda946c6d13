import { expect, test } from "@playwright/test";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { createStaff, expectForbidden, menuLabels, signInAsStaff } from "./support/staff";

// Roles in the back office (issue 43 §1), on a desktop and a phone: each staff member's menu shows
// only what their role may open, and a page the role may not open answers 403 with a calm page
// inside the back office's frame. Each test makes its own staff member (never the demo admin).

test("an orders-role member sees orders, not prices, settings or staff; the settings page is a calm 403", async ({ page }) => {
  const packer = await createStaff("orders");
  await page.goto("/adm-login");
  await signInAsStaff(page, packer);

  const response = await page.goto("/admin/orders");
  expect(response?.status()).toBe(200);
  const labels = await menuLabels(page);
  expect(labels).toEqual(expect.arrayContaining(["Orders", "Returns", "Products", "Your sign-in"]));
  for (const hidden of ["Silver rate", "Settings", "Staff", "Category", "Audit log"]) expect(labels, hidden).not.toContain(hidden);

  // The products list reads the catalogue: no add, edit or delete for this role.
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT_MSG.title })).toBeVisible();
  await expect(page.getByRole("link", { name: PRODUCT_MSG.addProduct })).toHaveCount(0);
  // The list has loaded (each piece links to its storefront page) with no edit links.
  await expect(page.locator('main a[href^="/prod-detail/"]').first()).toBeAttached();
  await expect(page.locator('main a[href^="/admin/products/edit/"]')).toHaveCount(0);

  await expectForbidden(page, "/admin/settings");
  await expectForbidden(page, "/admin/silver-rate");
  await expectForbidden(page, "/admin/products/add");
  await expectForbidden(page, "/admin/staff");

  // Back to the dashboard from the 403 page.
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: STAFF_MSG.forbiddenBack }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await expectNoSeriousA11yViolations(page, "/admin/settings", 403);
  await page.screenshot({ path: test.info().outputPath("forbidden.png"), fullPage: true });
  await page.goto("/admin");
  await expect(page.getByTestId("second-factor-note")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("orders-dashboard.png"), fullPage: true });
});

test("a writer sees the blog only", async ({ page }) => {
  const writer = await createStaff("writer");
  await page.goto("/adm-login");
  await signInAsStaff(page, writer);

  const response = await page.goto("/admin/blogs");
  expect(response?.status()).toBe(200);
  expect(await menuLabels(page)).toEqual(["Dashboard", "Blogs", "Your sign-in"]);
  await expectForbidden(page, "/admin/orders");
  await expectForbidden(page, "/admin/products");

  // The dashboard: the blog's card and actions only, no sales.
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: STAFF_MSG.manageBlog })).toBeVisible();
  await expect(page.getByRole("heading", { name: DASHBOARD_MSG.salesTitle })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: DASHBOARD_MSG.ordersWaitingTitle })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "/admin");
  await page.screenshot({ path: test.info().outputPath("writer-dashboard.png"), fullPage: true });
});
