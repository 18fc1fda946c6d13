import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { STAFF_MSG } from "@/lib/admin/staff-messages";

// The authenticator app in e2e specs (issue 43 §2): the key is read from /admin/account as a person
// would type it into their phone, and the codes are computed with otpauth as the phone would.

/** The app's 6-digit code for `key` (base32) at `time` (ms). */
export const codeAt = (key: string, time: number) => TOTP.generate({ secret: Secret.fromBase32(key), timestamp: time });

/**
 * Sets up the app on /admin/account for the signed-in member (a wrong code first: refused, kept in the
 * field); resolves with the key and the ten recovery codes shown (still on screen, not yet dismissed).
 */
export async function enrolAuthenticatorApp(page: Page, screenshot?: string): Promise<{ key: string; codes: string[] }> {
  await page.goto("/admin/account");
  await expect(page.getByTestId("two-factor-status")).toHaveText(STAFF_MSG.twoFactorOff);
  await page.getByRole("button", { name: STAFF_MSG.setUp }).click();
  await expect(page.getByRole("img", { name: STAFF_MSG.scanAlt })).toBeVisible();
  const key = ((await page.getByTestId("totp-key").textContent()) ?? "").replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  // A wrong code is refused and stays in the field.
  const right = codeAt(key, Date.now());
  const wrong = right === "000000" ? "111111" : "000000";
  await page.getByLabel(STAFF_MSG.codeLabel).fill(wrong);
  await page.getByRole("button", { name: STAFF_MSG.confirmSetUp }).click();
  await expect(page.getByText(STAFF_MSG.codeWrong)).toBeVisible();
  await expect(page.getByLabel(STAFF_MSG.codeLabel)).toHaveValue(wrong);
  await page.getByLabel(STAFF_MSG.codeLabel).fill(codeAt(key, Date.now()));
  await page.getByRole("button", { name: STAFF_MSG.confirmSetUp }).click();
  const list = page.getByTestId("recovery-codes");
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allTextContents();
  return { key, codes };
}
