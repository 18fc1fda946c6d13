import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { pdfText } from "../support/pdf-text";

// Tracking a real order (the old page showed a fixed demo) and the account's orders, on a desktop
// and a phone, against the demo seed: a shipped order found by its number and e-mail shows every
// step with its date and the step still to come; a wrong e-mail gets the one neutral message and
// keeps what was typed; a demo customer sees their orders on /account, each opening its tracking
// page prefilled. axe on both pages.
//
// Each test sends from its own address (X-Forwarded-For): the look-ups are limited per address.

const DAY_MS = 24 * 60 * 60 * 1000;
const PRIYA = { email: "priya.sharma@example.com", password: "Customer-925!" };

/** A demo order's number, as the seed gives it (prisma/seed/seed-demo.ts): the year in India when it was placed. */
function demoOrderNumber(sequence: number, daysAgo: number): string {
  const placed = new Date(Date.now() - daysAgo * DAY_MS - 4 * 60 * 60 * 1000);
  const year = Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(placed));
  return `SA-${String(year % 100).padStart(2, "0")}-${String(sequence).padStart(5, "0")}`;
}

// prisma/seed/content-data.ts: 102 shipped to Arjun 9 days ago; Priya's 101 (delivered, 48 days) and 106 (acknowledged, 1 day).
const SHIPPED = demoOrderNumber(102, 9);
const PRIYA_DELIVERED = demoOrderNumber(101, 48);
const PRIYA_ACKNOWLEDGED = demoOrderNumber(106, 1);

const orderField = (page: Page) => page.getByRole("textbox", { name: SELL_MSG.trackOrderNumberLabel });
const emailField = (page: Page) => page.getByRole("textbox", { name: SELL_MSG.trackOrderEmailLabel });
const trackButton = (page: Page) => page.getByRole("button", { name: SELL_MSG.trackOrderSubmit });

/** Opens a page and waits until React has hydrated its form (a click before that would be lost). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("main form button[type=submit]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });
}

/** Logs the demo customer Priya in through the login page, which brings her to /account. */
async function logInAsPriya(page: Page) {
  await open(page, href.loginThen(href.account()));
  await page.getByRole("textbox", { name: "Email Address", exact: true }).fill(PRIYA.email);
  await page.getByLabel("Password", { exact: true }).fill(PRIYA.password);
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
  await expect(page).toHaveURL(href.account());
}

/** The labels of the timeline's steps, in order, each with what a screen reader hears after it. */
async function timelineSteps(page: Page) {
  const steps = page.getByRole("list", { name: SELL_MSG.trackOrderProgress }).getByRole("listitem");
  return steps.allInnerTexts();
}

test("a demo order found by its number and e-mail shows its real timeline, its pieces, courier and invoice", async ({ page }) => {
  await sendFromOwnAddress(page);
  await open(page, href.trackOrder(SHIPPED));
  await expect(page.getByRole("heading", { level: 1, name: SELL_MSG.trackOrderTitle })).toBeVisible();
  await expect(orderField(page)).toHaveValue(SHIPPED);

  // The e-mail in another case than the order's: still found.
  await emailField(page).fill("Arjun.Nair@Example.com");
  await trackButton(page).click();

  const result = page.getByRole("article", { name: SELL_MSG.trackOrderResultTitle(SHIPPED) });
  await expect(result).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: SHIPPED })).toHaveText(`${SELL_MSG.trackOrderResultTitle(SHIPPED)}: Shipped`);
  await expect(result.getByText("Status: Shipped")).toBeAttached();

  const steps = await timelineSteps(page);
  const labels = steps.map((text) => text.split("\n")[0]!.replace(/,.*$/, "").trim());
  expect(labels).toEqual(["Order placed", "Acknowledged", "Payment pending", "Paid", "Processing", "Shipped", "Delivered"]);
  // Every step passed has a date (India time), the last one is the current step, and Delivered is still to come.
  for (const text of steps.slice(0, 6)) expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\s?[ap]m/i);
  await expect(result.locator("li[aria-current=step]")).toHaveCount(1);
  await expect(result.locator("li[aria-current=step]")).toContainText("Shipped");
  expect(steps[6]).not.toMatch(/\d{4}/);
  await expect(result.getByRole("listitem").filter({ hasText: "Delivered" })).toContainText(SELL_MSG.trackOrderStepToCome);

  await expect(result.getByText("Blue Dart")).toBeVisible();
  await expect(result.getByText("BD90210010200")).toBeVisible();
  await expect(result.getByText("MR-6001", { exact: false })).toBeVisible();
  await expect(result.getByText(SELL_MSG.trackOrderShippingFree, { exact: true })).toBeVisible();
  await expect(result.getByRole("button", { name: SELL_MSG.trackOrderDownloadInvoice })).toBeVisible();
  await expect(result.getByRole("link", { name: SELL_MSG.trackOrderPayNow })).toHaveCount(0);

  // The invoice: fetched with the same number and e-mail, saved as a PDF file.
  const download = page.waitForEvent("download");
  await result.getByRole("button", { name: SELL_MSG.trackOrderDownloadInvoice }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  // Its text: a GST tax invoice for this order, shipped to Kerala from the seller in Rajasthan, so IGST.
  const { text } = await pdfText(await readFile(await file.path()));
  expect(text).toContain("TAX INVOICE");
  expect(text).toContain(SHIPPED);
  expect(text).toMatch(/SA\/\d{4}-\d{2}\/\d{5}/);
  expect(text).toContain("7113");
  expect(text).toContain("IGST");
  expect(text).toContain("₹");
});

test("an empty form is caught under its fields; a wrong e-mail or an unknown number gets the one neutral message and keeps what was typed", async ({ page }) => {
  await sendFromOwnAddress(page);
  await open(page, href.trackOrder());
  await expect(orderField(page)).toHaveValue("");

  // Nothing typed: the form's own messages, the focus on the first field.
  await trackButton(page).click();
  await expect(orderField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(SELL_MSG.trackOrderNumberRequired)).toBeVisible();
  await expect(page.getByText(SELL_MSG.trackOrderEmailRequired)).toBeVisible();
  await expect(orderField(page)).toBeFocused();

  await orderField(page).fill(SHIPPED.toLowerCase());
  await emailField(page).fill("someone.else@example.com");
  await trackButton(page).click();
  const alert = page.locator("main form [role=alert]");
  await expect(alert).toHaveText(SELL_MSG.trackOrderNotFound);
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(orderField(page)).toHaveValue(SHIPPED.toLowerCase());
  await expect(emailField(page)).toHaveValue("someone.else@example.com");

  // An unknown number reads exactly the same.
  await orderField(page).fill("SA-26-99999");
  await emailField(page).fill("arjun.nair@example.com");
  await trackButton(page).click();
  await expect(alert).toHaveText(SELL_MSG.trackOrderNotFound);
  await expect(page.getByText("Blue Dart")).toHaveCount(0);
});

test("a demo customer sees their orders on /account, each opening its tracking page prefilled", async ({ page }) => {
  await sendFromOwnAddress(page);
  await logInAsPriya(page);

  const orders = page.getByRole("region", { name: MSG.accountOrders });
  const items = orders.getByRole("listitem");
  await expect(items).toHaveCount(2);
  // Newest first: the acknowledged request, then the delivered order with its invoice.
  await expect(items.nth(0)).toContainText(PRIYA_ACKNOWLEDGED);
  await expect(items.nth(0)).toContainText("Acknowledged");
  await expect(items.nth(0).getByRole("button", { name: SELL_MSG.accountOrderInvoiceLabel(PRIYA_ACKNOWLEDGED) })).toHaveCount(0);
  await expect(items.nth(1)).toContainText(PRIYA_DELIVERED);
  await expect(items.nth(1)).toContainText("Delivered");
  await expect(items.nth(1)).toContainText(/₹[\d,]+/);
  await expect(items.nth(1).getByRole("button", { name: SELL_MSG.accountOrderInvoiceLabel(PRIYA_DELIVERED) })).toBeVisible();
  await expect(orders.getByRole("button", { name: SELL_MSG.accountOrdersLoadMore })).toHaveCount(0);

  // The invoice downloads from the account too.
  const download = page.waitForEvent("download");
  await items.nth(1).getByRole("button", { name: SELL_MSG.accountOrderInvoiceLabel(PRIYA_DELIVERED) }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await items.nth(1).getByRole("link", { name: SELL_MSG.accountOrderTrackLabel(PRIYA_DELIVERED) }).click();
  await expect(page).toHaveURL(href.trackOrder(PRIYA_DELIVERED));
  await expect(orderField(page)).toHaveValue(PRIYA_DELIVERED);
  await waitForHydration(page);
  await emailField(page).fill(PRIYA.email);
  await trackButton(page).click();
  const result = page.getByRole("article", { name: SELL_MSG.trackOrderResultTitle(PRIYA_DELIVERED) });
  await expect(result).toBeVisible();
  await expect(result.locator("li[aria-current=step]")).toContainText("Delivered");
  await expect(result.getByText(SELL_MSG.trackOrderStepToCome)).toHaveCount(0);
});

test("axe: /track-order with a result and /account with orders", async ({ page }) => {
  await sendFromOwnAddress(page);
  await expectNoSeriousA11yViolations(page, href.trackOrder());
  await open(page, href.trackOrder(SHIPPED));
  await emailField(page).fill("arjun.nair@example.com");
  await trackButton(page).click();
  await expect(page.getByRole("article")).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page);

  await logInAsPriya(page);
  // Loaded again, without the login's toast (not this page's).
  await page.goto(href.account());
  await expect(page.getByRole("region", { name: MSG.accountOrders }).getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousA11yViolationsHere(page);
});


// A phone 390 px wide (issue 40 part 4): the narrowest common Indian phone, narrower than the project's Pixel 7.
const NARROW_PHONE = { width: 390, height: 844 };

/** How far the page is wider than the screen (0 when nothing sticks out). */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("on a 390 px phone the tracking number stays whole, is selected in one tap and copies with its button", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(NARROW_PHONE);
  await sendFromOwnAddress(page);
  await open(page, href.trackOrder(SHIPPED));
  await emailField(page).fill("arjun.nair@example.com");
  await trackButton(page).click();
  const result = page.getByRole("article", { name: SELL_MSG.trackOrderResultTitle(SHIPPED) });
  await expect(result).toBeVisible();

  const number = result.locator("[data-tracking-number]");
  await expect(number).toHaveText("BD90210010200");
  await number.scrollIntoViewIfNeeded();
  // One line box: never broken inside; selected whole with one tap.
  const shape = await number.evaluate((el) => ({ lines: el.getClientRects().length, height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) || 24, select: getComputedStyle(el).userSelect }));
  expect(shape.lines).toBe(1);
  expect(shape.height).toBeLessThan(shape.lineHeight * 1.5);
  expect(shape.select).toBe("all");
  expect(await overflowOf(page)).toBe(0);

  await result.getByRole("button", { name: SELL_MSG.trackOrderCopyTracking }).click();
  await expect(result.getByRole("button", { name: SELL_MSG.trackOrderCopyTracking })).toHaveText(SELL_MSG.trackOrderCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("BD90210010200");
  await number.screenshot({ path: test.info().outputPath("tracking-number-390.png") });
  await result.locator("[data-tracking-number]").locator("xpath=ancestor::dl[1]").screenshot({ path: test.info().outputPath("tracking-facts-390.png") });
});

test("on a 390 px phone /account/reviews is no wider than the screen", async ({ page }) => {
  await page.setViewportSize(NARROW_PHONE);
  await sendFromOwnAddress(page);
  await logInAsPriya(page);
  await page.goto("/account/reviews");
  await expect(page.getByRole("form").first()).toBeVisible();
  expect(await overflowOf(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath("account-reviews-390.png"), fullPage: true });
});
