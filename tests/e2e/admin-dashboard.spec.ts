import { expect, test } from "@playwright/test";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { SETTINGS_MSG } from "@/lib/admin/settings-messages";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signInAsAdmin } from "./support/admin";

// The back office's dashboard (back office §2 Dashboard, issue 14) on a desktop and a phone: the
// stat cards, the clock that ticks, the revenue chart as a named image, its panels, and axe.

test("the dashboard shows the stat cards, a ticking clock, the chart and its panels", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_MSG.title })).toBeVisible();

  const cards = page.getByTestId("stat-card");
  for (const label of [DASHBOARD_MSG.totalUsers, DASHBOARD_MSG.products, DASHBOARD_MSG.categories, DASHBOARD_MSG.inquiries]) {
    await expect(cards.filter({ hasText: label })).toHaveCount(1);
  }

  // The clock (India time) moves on by itself.
  const clock = page.getByTestId("live-clock").locator("time");
  await expect(clock).toHaveText(/^\d{1,2}:\d{2}:\d{2}\s?(am|pm)$/i);
  const before = await clock.textContent();
  await expect(clock).not.toHaveText(before!, { timeout: 3_000 });

  await expect(page.getByRole("img", { name: DASHBOARD_MSG.salesTitle })).toBeVisible();
  for (const title of [DASHBOARD_MSG.systemOverview, DASHBOARD_MSG.categoriesOverview, DASHBOARD_MSG.quickActions, DASHBOARD_MSG.recentUsers, DASHBOARD_MSG.recentInquiries, DASHBOARD_MSG.notifications, DASHBOARD_MSG.ordersWaitingTitle, DASHBOARD_MSG.lowStockTitle]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  // The quick actions go where the spec says.
  await expect(page.getByRole("link", { name: DASHBOARD_MSG.manageUsers })).toHaveAttribute("href", "/admin/users");
  await expect(page.getByRole("link", { name: DASHBOARD_MSG.manageInquiries })).toHaveAttribute("href", "/admin/adm-inquiry");
  await expect(page.getByRole("link", { name: DASHBOARD_MSG.waitingDraft })).toHaveAttribute("href", "/admin/orders?status=draft");
  // Low stock per size (issue 42): the demo's sized pieces have their largest size sold out, named on its line.
  await expect(page.getByRole("link", { name: new RegExp(` · ${DASHBOARD_MSG.lowStockSize("\\S+")}$`) }).first()).toBeVisible();
});

test("the dashboard has no serious axe violations", async ({ page }) => {
  await signInAsAdmin(page);
  await expectNoSeriousA11yViolations(page, "/admin");
});

test("while the shop's contact and GSTIN are the demo's placeholders, the dashboard and Settings say so; the storefront's footer takes them from the settings and this year", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  // The demo seed's settings: the phone of zeros, the example.com address, the sample GSTIN.
  const notice = page.getByTestId("demo-placeholders");
  await expect(notice).toContainText(SETTINGS_MSG.demoHeading);
  await expect(notice).toContainText(SETTINGS_MSG.demoWarning(["phone", "e-mail", "GSTIN"]));
  await page.screenshot({ path: test.info().outputPath("dashboard-demo-placeholders.png") });
  await notice.getByRole("link", { name: SETTINGS_MSG.demoSettingsLink }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  // Visible only: Next may keep the dashboard it left in the document, hidden.
  await expect(page.getByTestId("demo-placeholders").filter({ visible: true })).toContainText(SETTINGS_MSG.demoWarning(["phone", "e-mail", "GSTIN"], true));
  const phone = await page.getByRole("textbox", { name: SETTINGS_MSG.contactPhoneLabel }).inputValue();
  await page.screenshot({ path: test.info().outputPath("settings-demo-placeholders.png") });

  // The storefront's footer: the settings' phone, and this year in India (never a year in the code).
  await page.goto("/");
  const footer = page.locator("footer").last();
  await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/[^\d+]/g, "")}`);
  const year = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date());
  await expect(footer).toContainText(`Copyright © ${year} by`);
});
