import { expect, test } from "@playwright/test";
import pg from "pg";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { createStaff, signInAsStaff } from "./support/staff";
import { codeAt, enrolAuthenticatorApp as enrol } from "./support/two-factor";

// The authenticator app in the browser (issue 43 §2): a new staff member enrols (the key read from
// the page, the code computed with otpauth as their phone would), keeps the recovery codes, signs
// out and back in with password + code; an action that asks for the second factor again (new
// recovery codes, after the session's factor is aged past 10 minutes) opens "Confirm it is you".
// Never the demo admin: other specs sign in as it.

async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

test("a new staff member enrols, signs in with password and code, and confirms a step-up action", async ({ page }, testInfo) => {
  const staff = await createStaff("manager");
  await signInAsStaff(page, staff);
  const { key, codes } = await enrol(page);
  await expect(page.getByRole("button", { name: STAFF_MSG.downloadCodes })).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page, "/admin/account with recovery codes");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: STAFF_MSG.downloadCodes }).click();
  expect((await download).suggestedFilename()).toBe("silver-aura-recovery-codes.txt");
  await page.getByRole("button", { name: STAFF_MSG.savedCodes }).click();
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  await expect(page.getByText(STAFF_MSG.recoveryLeft(10))).toBeVisible();

  // Sign out, then in: the password is not enough.
  await page.context().clearCookies();
  await sendFromOwnAddress(page);
  await page.goto("/adm-login");
  await page.getByLabel(ADMIN_AUTH_MSG.emailLabel).fill(staff.email);
  await page.getByLabel(ADMIN_AUTH_MSG.passwordLabel).fill(staff.password);
  await page.getByRole("button", { name: ADMIN_AUTH_MSG.login }).click();
  const codeField = page.getByLabel(STAFF_MSG.codeLabel);
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoSeriousA11yViolationsHere(page, "/adm-login second step");
  await page.screenshot({ path: testInfo.outputPath("second-step.png") });
  // The code of the next step (one step of skew is accepted): the current one was spent turning the app on.
  await codeField.fill(codeAt(key, Date.now() + 30_000));
  await page.getByRole("button", { name: STAFF_MSG.verify }).click();
  await page.waitForURL((url) => url.pathname === "/admin");

  // Ten minutes later (the session's second factor aged), new recovery codes ask for it again.
  await sql(`UPDATE "Session" SET "secondFactorAt" = now() - interval '11 minutes' WHERE "adminId" = $1`, [staff.id]);
  await page.goto("/admin/account");
  await page.getByRole("button", { name: STAFF_MSG.regenerate }).click();
  await page.getByRole("dialog", { name: STAFF_MSG.regenerate }).getByRole("button", { name: STAFF_MSG.regenerate }).click();
  const stepUp = page.getByRole("dialog", { name: STAFF_MSG.stepUpTitle });
  await expect(stepUp).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page, "step-up dialog");
  await stepUp.getByRole("button", { name: STAFF_MSG.useRecoveryCode }).click();
  await stepUp.getByLabel(STAFF_MSG.recoveryCodeLabel).fill("aaaaa-aaaaa");
  await stepUp.getByRole("button", { name: STAFF_MSG.verify }).click();
  await expect(stepUp.getByText(STAFF_MSG.recoveryCodeWrong)).toBeVisible();
  await stepUp.getByLabel(STAFF_MSG.recoveryCodeLabel).fill(codes[0]!);
  await stepUp.getByRole("button", { name: STAFF_MSG.verify }).click();
  await expect(stepUp).toHaveCount(0);
  // The call went again and succeeded: ten new codes, not the old ones.
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  const fresh = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
  expect(fresh).not.toContain(codes[1]);
  await expect(page.getByText(STAFF_MSG.regenerated)).toBeVisible();
});

test("cancelling the step-up gives the refusal back @layout", async ({ page }, testInfo) => {
  const staff = await createStaff("writer");
  await signInAsStaff(page, staff);
  await enrol(page, testInfo.outputPath(`set-up-${testInfo.project.name}.png`));
  await page.screenshot({ path: testInfo.outputPath(`codes-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole("button", { name: STAFF_MSG.savedCodes }).click();
  await page.screenshot({ path: testInfo.outputPath(`account-${testInfo.project.name}.png`), fullPage: true });
  await sql(`UPDATE "Session" SET "secondFactorAt" = now() - interval '11 minutes' WHERE "adminId" = $1`, [staff.id]);
  await page.getByRole("button", { name: STAFF_MSG.turnOff }).click();
  await page.getByRole("dialog", { name: STAFF_MSG.turnOff }).getByRole("button", { name: STAFF_MSG.turnOff }).click();
  const stepUp = page.getByRole("dialog", { name: STAFF_MSG.stepUpTitle });
  await expect(stepUp).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`step-up-${testInfo.project.name}.png`) });
  await stepUp.getByRole("button", { name: STAFF_MSG.cancel }).click();
  await expect(page.getByText(STAFF_MSG.stepUpRequired)).toBeVisible();
  await expect(page.getByTestId("two-factor-status")).not.toHaveText(STAFF_MSG.twoFactorOff);
  await expectNoSeriousA11yViolationsHere(page, "/admin/account after a cancelled step-up");
});
