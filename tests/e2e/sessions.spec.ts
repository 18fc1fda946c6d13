import { randomInt } from "node:crypto";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SESSION_MSG } from "@/lib/messages/session";
import { ownAddress } from "./support/client-address";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";

// "Where you're signed in" on /account (issue 15), on a desktop and a phone: one new customer signed
// in from two browsers (two contexts, the second with a Firefox-on-Windows User-Agent) sees both
// devices; "Sign out of this device" ends the other one; "Sign out everywhere" ends both, and the
// other browser is signed out at its next protected call. axe stays clean on /account.

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";

interface Customer {
  name: string;
  email: string;
  password: string;
}

/** Registers a customer through the API from an address of its own, then logs that session out (registration signs in). */
async function registerCustomer(browser: Browser, baseURL: string): Promise<Customer> {
  const id = `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;
  const customer = { name: `Nila Rao ${id}`, email: `nila.${id}@example.com`, password: `Silver-${id}!` };
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  const response = await context.request.post("/api/user/register-user", { data: { ...customer, confirmPassword: customer.password, acceptTerms: true } });
  expect(response.status(), await response.text()).toBe(201);
  expect((await context.request.post("/api/user/logout", { data: {} })).status()).toBe(200);
  await context.close();
  return customer;
}

/** Logs in through the login page (so the page stores the customer, as a shopper's browser would) and opens /account. */
async function signInAndOpenAccount(page: Page, customer: Customer) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
  await page.goto(href.loginThen(href.account()));
  await page.waitForFunction(() => {
    const button = document.querySelector("main form button[type=submit]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });
  await page.getByRole("textbox", { name: "Email Address", exact: true }).fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
  await expect(page).toHaveURL(href.account());
}

/**
 * axe on the page as it is (the list already drawn), with the rules of support/axe.ts. Not that
 * helper itself: it reloads and waits for "networkidle", which on a second visit to /account here
 * sometimes never came (the same wait accounts.spec.ts avoids).
 */

const sessionsPanel = (page: Page) => page.getByRole("region", { name: SESSION_MSG.sessionsTitle });
const devices = (page: Page) => sessionsPanel(page).getByRole("list", { name: SESSION_MSG.sessionsTitle }).getByRole("listitem");
const me = async (page: Page) => (await page.request.get("/api/user/me")).status();

async function twoBrowsers(page: Page, browser: Browser, baseURL: string): Promise<{ customer: Customer; other: BrowserContext; otherPage: Page }> {
  const customer = await registerCustomer(browser, baseURL);
  await signInAndOpenAccount(page, customer);
  const other = await browser.newContext({ baseURL, userAgent: FIREFOX_WINDOWS, viewport: { width: 1280, height: 800 } });
  const otherPage = await other.newPage();
  await signInAndOpenAccount(otherPage, customer);
  await page.reload();
  await expect(devices(page)).toHaveCount(2);
  return { customer, other, otherPage };
}

test("/account lists both browsers; 'Sign out everywhere' in one signs the other out at its next protected call", async ({ page, browser, baseURL }) => {
  const { other, otherPage } = await twoBrowsers(page, browser, baseURL!);
  try {
    const [mine, theirs] = [devices(page).first(), devices(page).nth(1)];
    await expect(mine.getByText(SESSION_MSG.sessionsThisDevice, { exact: true })).toBeVisible();
    await expect(mine.getByRole("button", { name: /Sign out of this device/ })).toHaveCount(0);
    await expect(theirs.getByText("Firefox on Windows", { exact: true })).toBeVisible();
    await expect(theirs.getByText(SESSION_MSG.sessionsThisDevice, { exact: true })).toHaveCount(0);
    await expect(theirs.getByText(/^Signed in /)).toBeVisible();
    await expect(theirs.getByText(/^Last active /)).toBeVisible();
    await expect(theirs.getByRole("button", { name: /^Sign out of this device: Firefox on Windows, last active / })).toBeVisible();
    // The other browser sees the same two, itself marked.
    await expect(devices(otherPage)).toHaveCount(2);
    await expect(devices(otherPage).first().getByText("Firefox on Windows", { exact: true })).toBeVisible();

    await sessionsPanel(page).getByRole("button", { name: SESSION_MSG.sessionsSignOutEverywhere }).click();
    await expect(page).toHaveURL(href.login());
    await expect(page.getByText(SESSION_MSG.sessionsSignedOutEverywhere)).toBeVisible();
    expect(await me(page)).toBe(401);

    // The other browser still holds its cookie, but the server has ended its session.
    expect((await other.cookies()).some((cookie) => cookie.name.endsWith("next-auth.session-token"))).toBe(true);
    expect(await me(otherPage)).toBe(401);
    // Its next page load forgets the customer; /account then says so, or (when the 401 came before
    // the account was drawn) sends it to the login.
    await otherPage.goto(href.account());
    await expect.poll(() => otherPage.evaluate(() => JSON.parse(localStorage.getItem("User") ?? "null")?.state?.user ?? null)).toBeNull();
    await expect(otherPage.getByText(MSG.accountSignedOut).or(otherPage.getByRole("heading", { level: 1, name: MSG.loginTitle }))).toBeVisible();
    await expect(otherPage.getByRole("region", { name: SESSION_MSG.sessionsTitle })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test("'Sign out of this device' ends the other browser's session only; axe stays clean on /account", async ({ page, browser, baseURL }) => {
  const { other, otherPage } = await twoBrowsers(page, browser, baseURL!);
  try {
    await expectNoSeriousA11yViolationsHere(page);

    await devices(page).nth(1).getByRole("button", { name: /Sign out of this device/ }).click();
    await expect(sessionsPanel(page).getByRole("status").filter({ hasText: SESSION_MSG.sessionsSignedOutDevice })).toHaveCount(1);
    await expect(devices(page)).toHaveCount(1);
    await expect(devices(page).first().getByText(SESSION_MSG.sessionsThisDevice, { exact: true })).toBeVisible();
    await expect(sessionsPanel(page).getByRole("button", { name: SESSION_MSG.sessionsSignOutEverywhere })).toBeFocused();

    expect(await me(otherPage)).toBe(401);
    expect(await me(page)).toBe(200);
    await page.reload();
    await expect(devices(page)).toHaveCount(1);
  } finally {
    await other.close();
  }
});
