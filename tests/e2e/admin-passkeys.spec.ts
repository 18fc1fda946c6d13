import { expect, test } from "@playwright/test";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { LOCAL, addVirtualAuthenticator } from "./support/passkeys";
import { createStaff } from "./support/staff";

// Passkeys in the browser (issue 43 §2), on a phone and a desktop, with Chromium's virtual
// authenticator (CDP WebAuthn: a platform authenticator with resident keys and user verification).
// WebAuthn takes no IP address as its relying party, so this spec opens the shop at localhost (the
// relying party of a shop served on 127.0.0.1: src/server/admin/passkeys/relying-party.ts). Each run
// makes its own staff member; the demo admin is never given a passkey.

test("a staff member adds a passkey, signs in with it alone, renames and removes it", async ({ page }) => {
  const staff = await createStaff("orders");
  await sendFromOwnAddress(page);
  await addVirtualAuthenticator(page);

  // Signs in with the password, then adds a passkey on Your sign-in.
  await page.goto(`${LOCAL}/adm-login`);
  await page.getByLabel(ADMIN_AUTH_MSG.emailLabel).fill(staff.email);
  await page.getByLabel(ADMIN_AUTH_MSG.passwordLabel).fill(staff.password);
  await page.getByRole("button", { name: ADMIN_AUTH_MSG.login, exact: true }).click();
  await page.waitForURL(`${LOCAL}/admin`);
  await page.goto(`${LOCAL}/admin/account`);
  const section = page.locator('section[aria-labelledby="passkeys-title"]');
  await expect(section.getByRole("heading", { name: STAFF_MSG.passkeysTitle })).toBeVisible();
  await expect(section.getByText(STAFF_MSG.passkeysEmpty)).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page, "passkeys section (empty)", 'section[aria-labelledby="passkeys-title"]');

  await section.getByRole("button", { name: STAFF_MSG.passkeyAdd }).click();
  const items = section.getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(/^Passkey on /);
  await expect(items.first()).toContainText(STAFF_MSG.passkeyNeverUsed);
  await expect(section.getByRole("status")).toContainText("Passkey added");
  await expectNoSeriousA11yViolationsHere(page, "passkeys section (one passkey)", 'section[aria-labelledby="passkeys-title"]');
  await page.screenshot({ path: test.info().outputPath("account-passkeys.png"), fullPage: true });
  const name = (await items.first().locator("p").first().textContent())!;

  // Signs out, then signs in with the passkey alone: no e-mail, no password.
  // (A fetch from the page itself: the shop's pages are at localhost here, its configured origin is 127.0.0.1.)
  expect(await page.evaluate(async () => (await fetch("/api/admin/logout", { method: "POST" })).status)).toBe(200);
  await page.goto(`${LOCAL}/adm-login?next=${encodeURIComponent("/admin/account")}`);
  await expectNoSeriousA11yViolationsHere(page, "adm-login with the passkey button");
  await page.screenshot({ path: test.info().outputPath("adm-login-passkey.png"), fullPage: true });
  await page.getByRole("button", { name: STAFF_MSG.passkeySignIn }).click();
  await page.waitForURL(`${LOCAL}/admin/account`);
  await expect(section.getByRole("listitem").first()).toContainText(STAFF_MSG.passkeyLastUsed);

  // Renames it inline; an empty name is refused in words and the field keeps focus.
  await section.getByRole("button", { name: `${STAFF_MSG.passkeyRename} ${name}` }).click();
  const field = section.getByLabel(STAFF_MSG.passkeyRenameLabel);
  await field.fill("   ");
  await section.getByRole("button", { name: STAFF_MSG.passkeySave }).click();
  await expect(section.getByText(STAFF_MSG.passkeyNameRequired)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("account-passkey-rename.png"), fullPage: true });
  await field.fill("Work phone");
  await section.getByRole("button", { name: STAFF_MSG.passkeySave }).click();
  await expect(section.getByRole("status")).toHaveText(STAFF_MSG.passkeyRenamed);
  await expect(section.getByRole("listitem").first()).toContainText("Work phone");

  // Removes it after the confirmation (the passkey sign-in was the fresh second factor).
  await section.getByRole("button", { name: `${STAFF_MSG.passkeyRemove} Work phone` }).click();
  const dialog = page.getByRole("dialog", { name: STAFF_MSG.passkeyRemoveTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: STAFF_MSG.passkeyRemove }).click();
  await expect(section.getByText(STAFF_MSG.passkeysEmpty)).toBeVisible();
  await expect(section.getByRole("status")).toHaveText(STAFF_MSG.passkeyRemoved);
});

test("a passkey the shop does not know is refused in words", async ({ page }) => {
  await sendFromOwnAddress(page);
  await addVirtualAuthenticator(page);
  // A fresh authenticator holds no passkey for this site: Chromium's virtual authenticator then
  // fails the request, which the page reports as cancelled, not as a crash.
  await page.goto(`${LOCAL}/adm-login`);
  await page.getByRole("button", { name: STAFF_MSG.passkeySignIn }).click();
  await expect(page.locator("#passkey-sign-in-error")).toHaveText(STAFF_MSG.passkeyCancelled, { timeout: 15_000 });
  await expect(page).toHaveURL(`${LOCAL}/adm-login`);
});
