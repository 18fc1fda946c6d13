import { expect, type Page, test } from "@playwright/test";
import { SETTINGS_MSG } from "@/lib/admin/settings-messages";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { signInAsAdmin } from "./support/admin";

// The maintenance switch from the back office (issue 13): /admin/settings turns it on, the
// storefront shows the notice at once while /admin keeps working, and turning it off brings the
// shop back. It closes the whole storefront, so this file runs in the serial "maintenance" project
// (playwright.config.ts) after the parallel ones, and always switches off at the end.

test.describe.configure({ mode: "serial" });

const MESSAGE = "Polishing the display cases. Back soon!";

async function setMaintenance(page: Page, on: boolean, message = "") {
  await page.goto("/admin/settings");
  const box = page.getByLabel(SETTINGS_MSG.maintenanceLabel);
  await expect(box).toBeVisible();
  await box.setChecked(on);
  await page.getByLabel(SETTINGS_MSG.maintenanceMessageLabel).fill(message);
  await page.getByRole("button", { name: SETTINGS_MSG.save }).click();
  await expect(page.getByText(SETTINGS_MSG.updated).or(page.getByText(SETTINGS_MSG.unchanged))).toBeVisible();
  await expect(box).toBeChecked({ checked: on });
}

test.afterAll(async ({ browser }) => {
  // Whatever happened above, the shop is open again for what runs next.
  const page = await browser.newPage();
  await signInAsAdmin(page);
  const current = await page.request.get("/api/admin/settings");
  const settings = ((await current.json()) as { settings: Record<string, unknown> }).settings;
  if (settings.maintenance) {
    const { gstRateBps: _rate, updatedAt: _updated, ...fields } = settings;
    await page.request.put("/api/admin/settings", { data: { ...fields, maintenance: false, maintenanceMessage: "" }, headers: { origin: new URL(page.url() === "about:blank" ? "http://127.0.0.1:3100" : page.url()).origin } });
  }
  await page.close();
});

test("the owner turns maintenance on from /admin/settings and off again", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  expect((await page.request.get(href.home(), { maxRedirects: 0 })).status()).toBe(200);

  await setMaintenance(page, true, MESSAGE);

  // A visitor (no admin cookie) sees the notice at once: no waiting for the 10 s status copy.
  const visitor = await browser.newPage();
  const closed = await visitor.goto(href.home());
  expect(closed?.status()).toBe(503);
  await expect(visitor.getByRole("heading", { level: 1, name: MSG.maintenanceTitle })).toBeVisible();
  await expect(visitor.getByText(MESSAGE)).toBeVisible();

  // The back office keeps working.
  const admin = await page.goto("/admin/settings");
  expect(admin?.status()).toBe(200);
  await expect(page.getByLabel(SETTINGS_MSG.maintenanceLabel)).toBeChecked();

  await setMaintenance(page, false);
  const open = await visitor.goto(href.home());
  expect(open?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: MSG.maintenanceTitle })).toHaveCount(0);
  await visitor.close();
});
