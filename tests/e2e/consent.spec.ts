import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { href } from "@/lib/links";
import { ACCOUNT_CONSENT, SIGNUP_CONSENT, UNSUBSCRIBE_MSG } from "@/lib/marketing/consent-messages";
import { MSG } from "@/lib/messages/shop";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";

// Marketing consent on a phone (issue 45, DPDP Act 2023): the sign-up's separate box starts unticked;
// ticked, the account shows it ticked; unticking it there and saving withdraws it (after a reload too).
// And the unsubscribe page (a bad link) passes axe.

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const element = document.querySelector("main form button[type=submit]");
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  });
}

test("sign up with the marketing box ticked; the account shows it; untick it there", async ({ page }) => {
  await sendFromOwnAddress(page);
  const id = `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;
  const password = `Silver-${id}!`;
  await page.goto(href.register());
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Full Name" }).fill(`Diya Kapoor ${id}`);
  await page.getByRole("textbox", { name: "Email Address" }).fill(`diya.${id}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /I accept the/ }).check();
  const box = page.getByRole("checkbox", { name: SIGNUP_CONSENT.box });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: MSG.registerSubmit }).click();
  await expect(page).toHaveURL(href.home());

  await page.goto(href.account());
  const prefs = page.getByTestId("marketing-prefs");
  const email = prefs.getByRole("checkbox", { name: ACCOUNT_CONSENT.emailBox });
  await expect(email).toBeEnabled();
  await expect(email).toBeChecked();
  // No phone on the account: WhatsApp cannot be ticked, and the page says why.
  await expect(prefs.getByRole("checkbox", { name: ACCOUNT_CONSENT.whatsappBox })).toBeDisabled();
  await expect(prefs.getByText(ACCOUNT_CONSENT.whatsappNeedsPhone)).toBeVisible();

  await email.uncheck();
  await prefs.getByRole("button", { name: ACCOUNT_CONSENT.save }).click();
  await expect(prefs.getByRole("status")).toHaveText(ACCOUNT_CONSENT.saved);
  await page.reload();
  await expect(page.getByTestId("marketing-prefs").getByRole("checkbox", { name: ACCOUNT_CONSENT.emailBox })).toBeEnabled();
  await expect(page.getByTestId("marketing-prefs").getByRole("checkbox", { name: ACCOUNT_CONSENT.emailBox })).not.toBeChecked();
});

test("the unsubscribe page: a bad link says so, and passes axe", async ({ page }) => {
  await expectNoSeriousA11yViolations(page, "/unsubscribe?t=not-a-token");
  await expect(page.locator("main").getByRole("alert")).toHaveText(UNSUBSCRIBE_MSG.badLink);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
