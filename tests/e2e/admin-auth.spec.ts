import { expect, type Page, test } from "@playwright/test";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { PRICING_MSG } from "@/lib/admin/pricing-messages";
import { SETTINGS_MSG } from "@/lib/admin/settings-messages";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { DEMO_ADMIN, signInAsAdmin } from "./support/admin";
import { sendFromOwnAddress } from "./support/client-address";

// The back office's sign-in, guard and shell in the browser (issue 13), on a desktop and a phone.
// The demo admin's password is never changed here (other specs sign in with it): the reset itself
// is covered by tests/integration/admin-auth.test.ts; here only the form's checks and answers.

/** The form's own alert (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.locator("form [role=alert]");

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

async function signInWithForm(page: Page, password: string = DEMO_ADMIN.password) {
  await page.getByLabel(ADMIN_AUTH_MSG.emailLabel).fill(DEMO_ADMIN.email);
  await page.getByLabel(ADMIN_AUTH_MSG.passwordLabel).fill(password);
  await page.getByRole("button", { name: ADMIN_AUTH_MSG.login }).click();
}

test("a signed-out visit to /admin/category goes to the login, which comes back after signing in", async ({ page }) => {
  await sendFromOwnAddress(page);
  await page.goto("/admin/category");
  await expect(page).toHaveURL(/\/adm-login\?next=%2Fadmin%2Fcategory$/);
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_AUTH_MSG.portalTitle })).toBeVisible();

  // A wrong password: the server's msg, the typed e-mail kept.
  await signInWithForm(page, "not-the-password");
  await expect(formAlert(page)).toHaveText(ADMIN_AUTH_MSG.invalidLogin);
  await expect(page.getByLabel(ADMIN_AUTH_MSG.emailLabel)).toHaveValue(DEMO_ADMIN.email);

  await signInWithForm(page);
  await expect(page).toHaveURL(/\/admin\/category$/);
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: ADMIN_AUTH_MSG.navLabel });
  if (!isPhone(page)) await expect(nav.getByRole("link", { name: "Category" })).toHaveAttribute("aria-current", "page");
});

test("the login form asks for both fields before calling the server", async ({ page }) => {
  await page.goto("/adm-login");
  await page.getByRole("button", { name: ADMIN_AUTH_MSG.login }).click();
  await expect(formAlert(page)).toHaveText(ADMIN_AUTH_MSG.loginFillAll);
  await expect(page).toHaveURL(/\/adm-login$/);
});

test("the shell's menu, Logout, and the guard after logout", { tag: "@layout" }, async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_MSG.title })).toBeVisible();

  if (isPhone(page)) {
    const menu = page.getByRole("button", { name: ADMIN_AUTH_MSG.openMenu });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: ADMIN_AUTH_MSG.navLabel });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: ADMIN_AUTH_MSG.forgotPassword })).toHaveAttribute("href", "/adm-forgot-password");
    await expect(drawer.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    // A section link closes it and goes there.
    await menu.click();
    await drawer.getByRole("link", { name: "Colors" }).click();
    await expect(page).toHaveURL(/\/admin\/colors$/);
    await expect(drawer).toBeHidden();
    // Right after the navigation the new page may still be settling: a click it swallowed is made again.
    await expect(async () => {
      await menu.click();
      await expect(drawer).toBeVisible({ timeout: 5_000 });
    }).toPass();
    await drawer.getByRole("button", { name: ADMIN_AUTH_MSG.logout }).click();
  } else {
    const nav = page.getByRole("navigation", { name: ADMIN_AUTH_MSG.navLabel });
    for (const label of ["Dashboard", "Category", "Colors", "Products", "Blogs", "Settings", "Audit log"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByText("Shop Admin")).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: ADMIN_AUTH_MSG.logout }).click();
  }

  await expect(page).toHaveURL(/\/adm-login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/adm-login\?next=%2Fadmin$/);
});

test("a section link clicked the moment a page has loaded opens that section, never racing a prefetch", async ({ page }) => {
  // Next 16.4 can drop a navigation that overtakes the link's own prefetch, leaving the old page under
  // the new address (2 of 16 clicks stuck in a loop like this one): the back office's links never
  // prefetch (src/components/admin/ui/admin-link.tsx), so no such race can start.
  await signInAsAdmin(page);
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetches.push(request.url());
  });
  const nav = page.getByRole("navigation", { name: ADMIN_AUTH_MSG.navLabel });
  for (let round = 0; round < 4; round++) {
    for (const [from, to] of [
      ["/admin/settings", PRICING_MSG.title],
      ["/admin/silver-rate", SETTINGS_MSG.title],
    ] as const) {
      await page.goto(from);
      await nav.getByRole("link", { name: to, exact: true }).click();
      await expect(nav.getByRole("link", { name: to, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1, name: to })).toBeVisible();
    }
  }
  // Every link of the menu hovered: none fetches its page ahead.
  for (const link of await nav.getByRole("link").all()) await link.hover();
  await page.waitForTimeout(300);
  expect(prefetches).toEqual([]);
});

test("the reset form asks for every field and answers a wrong secret with the server's msg", async ({ page }) => {
  await sendFromOwnAddress(page);
  await page.goto("/adm-forgot-password");
  await page.getByRole("button", { name: ADMIN_AUTH_MSG.resetSubmit }).click();
  await expect(formAlert(page)).toHaveText(ADMIN_AUTH_MSG.resetFillAll);

  await page.getByLabel(ADMIN_AUTH_MSG.emailLabel).fill(DEMO_ADMIN.email);
  await page.getByLabel(ADMIN_AUTH_MSG.secretKeyLabel).fill("not-the-secret");
  await page.getByLabel(ADMIN_AUTH_MSG.newPasswordLabel).fill("Never-set-925");
  await page.getByRole("button", { name: ADMIN_AUTH_MSG.resetSubmit }).click();
  await expect(formAlert(page)).toHaveText(ADMIN_AUTH_MSG.invalidReset);
  await expect(page.getByLabel(ADMIN_AUTH_MSG.emailLabel)).toHaveValue(DEMO_ADMIN.email);

  await page.getByRole("button", { name: ADMIN_AUTH_MSG.backToLogin }).click();
  await expect(page).toHaveURL(/\/adm-login$/);
});

test("the sign-in pages and the shell are accessible and never indexed", { tag: "@layout" }, async ({ page }, testInfo) => {
  for (const path of ["/adm-login", "/adm-forgot-password"]) {
    await expectNoSeriousA11yViolations(page, path);
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1)}.png`), fullPage: true });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator("header, footer")).toHaveCount(0); // no storefront header or footer
  }
  await signInAsAdmin(page);
  await expectNoSeriousA11yViolations(page, "/admin");
  await page.screenshot({ path: testInfo.outputPath("admin.png"), fullPage: true });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const response = await page.request.get("/admin");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
});
