import { randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { latestMailTo, resetLinkIn } from "@/server/mail/outbox";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";

// The account pages (storefront §2.3, 2.12, 2.13, §5, §8; issue 7 §2) on a desktop and a phone:
// register and login with the spec's messages, the greeting in the header (desktop) or the drawer
// (phone) that survives a reload and goes with Logout, callbackUrl, the forgot-password mail
// through the local outbox, /account, a session ended elsewhere, and axe on every page.
//
// Each test registers its own customer and sends from its own address (X-Forwarded-For, which the
// server takes as the client's), so the per-address limits on sign-ups and resets never meet.

const outbox = process.env.MAIL_OUTBOX_DIR ?? "";
const FIRST_NAMES = ["Tara", "Meher", "Ishaan", "Kavya", "Rohan", "Anaya"] as const;

interface Customer {
  first: string;
  name: string;
  email: string;
  password: string;
}

function newCustomer(): Customer {
  const first = FIRST_NAMES[randomInt(0, FIRST_NAMES.length)]!;
  const id = `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;
  return { first, name: `${first} Sharma ${id}`, email: `${first.toLowerCase()}.${id}@example.com`, password: `Silver-${id}!` };
}

/** Registers through the API (not the page), then forgets the cookie: a customer who exists, signed out. */
async function registerByApi(page: Page, request: APIRequestContext, address: string): Promise<Customer> {
  const customer = newCustomer();
  const response = await request.post("/api/user/register-user", {
    data: { name: customer.name, email: customer.email, password: customer.password, confirmPassword: customer.password, acceptTerms: true },
    headers: { "x-forwarded-for": address },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.context().clearCookies();
  return customer;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;
/** A password input by its label (password inputs have no textbox role; the Show button is named apart). */
const password = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const formAlert = (page: Page) => page.locator("main form [role=alert], main [role=alert]").first();

/** Opens a page and waits until React has hydrated it (a click or a key before that would be lost). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

// Not "networkidle": opening a page this browser had loaded before, that wait sometimes never ended
// here (a request left pending, seen on the second visit to /login). React marks each element it has
// hydrated with its props, which is the thing a test needs anyway.
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const element = document.querySelector("main form button[type=submit]") ?? document.querySelector("header button");
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  });
}

/** The drawer (phones) with the account entry in it. */
async function openDrawer(page: Page) {
  // A toast (e.g. 'details saved') sits over the header's corner on a phone for its 1.5 s; a click
  // aimed through it would rest the pointer on it, and sonner holds a hovered toast: let it go first.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeDrawer(page: Page) {
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

/** 'Hello, {first name}': the header's menu button on a desktop, the drawer's account entry on a phone. */
async function expectGreeting(page: Page, first: string) {
  if (isPhone(page)) {
    const drawer = await openDrawer(page);
    await expect(drawer.getByText(MSG.helloName(first), { exact: true })).toBeVisible();
    await expect(drawer.getByRole("button", { name: MSG.logout })).toBeVisible();
    await closeDrawer(page);
  } else {
    await expect(page.getByRole("banner").getByRole("button", { name: MSG.helloName(first) })).toBeVisible();
  }
}

async function expectSignedOut(page: Page, first: string) {
  if (isPhone(page)) {
    // The Logout toast sits over the header's menu button on a phone until it times out, and sonner
    // holds it while the pointer rests on it: move the pointer off and let it go first.
    await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Register", exact: true })).toBeVisible();
    await expect(drawer.getByText(MSG.helloName(first))).toHaveCount(0);
    await closeDrawer(page);
  } else {
    await expect(page.getByRole("banner").getByRole("link", { name: "Account: log in" })).toBeVisible();
    await expect(page.getByRole("banner").getByText(MSG.helloName(first))).toHaveCount(0);
  }
}

async function logout(page: Page) {
  if (isPhone(page)) {
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: MSG.logout }).click();
  } else {
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: /^Hello, / }).click();
    await banner.getByRole("button", { name: MSG.logout }).click();
  }
}

async function logIn(page: Page, customer: Pick<Customer, "email" | "password">, passwordText = customer.password) {
  await textbox(page, "Email Address").fill(customer.email);
  await password(page, "Password").fill(passwordText);
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
}

const storedUser = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("User") ?? "null") as { state?: { user?: { email?: string } | null } } | null);

test("register: the spec's messages keep what was typed; success greets the customer, after a reload too, until Logout", { tag: "@layout" }, async ({ page }) => {
  await sendFromOwnAddress(page);
  const customer = newCustomer();
  await open(page, href.register());
  await expect(page.getByRole("heading", { level: 1, name: MSG.registerTitle })).toBeVisible();
  const submit = page.getByRole("button", { name: MSG.registerSubmit });

  // Nothing filled: the spec's alert, and the focus on the first empty field.
  await submit.click();
  await expect(formAlert(page)).toHaveText(MSG.registerFillAll);
  await expect(textbox(page, "Full Name")).toBeFocused();
  await expect(textbox(page, "Full Name")).toHaveAttribute("aria-invalid", "true");

  // Everything but the terms: still the same message.
  await textbox(page, "Full Name").fill(customer.name);
  await textbox(page, "Email Address").fill(customer.email);
  await password(page, "Password").fill(customer.password);
  await password(page, "Confirm Password").fill(`${customer.password}x`);
  await submit.click();
  await expect(formAlert(page)).toHaveText(MSG.registerFillAll);
  await expect(page.getByRole("checkbox", { name: /I accept the/ })).toBeFocused();

  // Terms accepted, passwords differ: 'Passwords must match!!', and nothing typed is lost.
  await page.getByRole("checkbox", { name: /I accept the/ }).check();
  await submit.click();
  await expect(formAlert(page)).toHaveText(MSG.passwordsMustMatch);
  await expect(password(page, "Confirm Password")).toBeFocused();
  await expect(textbox(page, "Full Name")).toHaveValue(customer.name);
  await expect(textbox(page, "Email Address")).toHaveValue(customer.email);
  await expect(password(page, "Password")).toHaveValue(customer.password);

  // The terms link opens the terms in a new tab, so the form stays.
  const terms = page.locator("main form").getByRole("link", { name: MSG.acceptTermsLink });
  await expect(terms).toHaveAttribute("href", href.terms());
  await expect(terms).toHaveAttribute("target", "_blank");

  // Show / hide the password.
  const reveal = page.getByRole("button", { name: "Show password", exact: true });
  await expect(reveal).toHaveAttribute("aria-pressed", "false");
  await reveal.click();
  await expect(reveal).toHaveAttribute("aria-pressed", "true");
  await expect(password(page, "Password")).toHaveAttribute("type", "text");

  await password(page, "Confirm Password").fill(customer.password);
  await submit.click();
  await expect(page).toHaveURL(href.home());
  await expectGreeting(page, customer.first);
  expect((await storedUser(page))?.state?.user?.email).toBe(customer.email);

  // The greeting comes back after a reload (the stored user, confirmed by GET /api/user/me).
  await page.reload();
  await waitForHydration(page);
  await expectGreeting(page, customer.first);

  await logout(page);
  await expect(page.getByText(MSG.loggedOut)).toBeVisible();
  await expectSignedOut(page, customer.first);
  expect((await storedUser(page))?.state?.user ?? null).toBeNull();
  // The session really ended on the server, not only on this device.
  expect((await page.request.get("/api/user/me")).status()).toBe(401);
});

test("register: an e-mail that already has an account gets the server's msg, and the form keeps its values", async ({ page, request }) => {
  const address = await sendFromOwnAddress(page);
  const existing = await registerByApi(page, request, address);
  await open(page, href.register());
  await textbox(page, "Full Name").fill("Someone Else");
  await textbox(page, "Email Address").fill(existing.email);
  await password(page, "Password").fill("Another-pass-1");
  await password(page, "Confirm Password").fill("Another-pass-1");
  await page.getByRole("checkbox", { name: /I accept the/ }).check();
  await page.getByRole("button", { name: MSG.registerSubmit }).click();
  await expect(formAlert(page)).toHaveText(MSG.emailTaken);
  await expect(page).toHaveURL(href.register());
  await expect(textbox(page, "Email Address")).toHaveValue(existing.email);
});

test("login: a wrong password shows the server's msg and keeps the e-mail; the right one returns to callbackUrl", async ({ page, request }) => {
  const address = await sendFromOwnAddress(page);
  const customer = await registerByApi(page, request, address);
  await open(page, href.loginThen(href.cart()));
  await expect(page.getByRole("heading", { level: 1, name: MSG.loginTitle })).toBeVisible();
  await expect(page.getByText(MSG.loginSubtitle)).toBeVisible();

  await logIn(page, customer, "Wrong-password-1");
  await expect(formAlert(page)).toHaveText(MSG.invalidLogin);
  await expect(textbox(page, "Email Address")).toHaveValue(customer.email);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);

  // 'Authenticating...' while the call runs, on a disabled button.
  await password(page, "Password").fill(customer.password);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/user/login-user", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
  await expect(page.getByRole("button", { name: MSG.authenticating })).toBeDisabled();
  release();

  await expect(page).toHaveURL(href.cart());
  await expectGreeting(page, customer.first);
});

test("login: an off-site callbackUrl is ignored (home instead), and the page links where the spec says", async ({ page, request }) => {
  const address = await sendFromOwnAddress(page);
  const customer = await registerByApi(page, request, address);
  await open(page, `${href.login()}?callbackUrl=${encodeURIComponent("//evil.example/steal")}`);
  const form = page.locator("main");
  await expect(form.getByRole("link", { name: MSG.forgotPasswordLink })).toHaveAttribute("href", href.forgotPassword());
  await expect(form.getByRole("link", { name: MSG.createAccount })).toHaveAttribute("href", href.register());
  await expect(form.getByRole("link", { name: MSG.backToHome })).toHaveAttribute("href", href.home());
  await expect(form.getByRole("checkbox", { name: MSG.rememberMe })).not.toBeChecked();
  await logIn(page, customer);
  await expect(page).toHaveURL(href.home());
  await expectGreeting(page, customer.first);
});

test("without Google configured there is no Google button and no 'or'", async ({ page }) => {
  await open(page, href.login());
  await expect(page.getByRole("button", { name: MSG.signIn, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /google/i })).toHaveCount(0);
  await expect(page.locator("main").getByText(MSG.orDivider, { exact: true })).toHaveCount(0);
});

test("forgot password: the same answer for any address, the mailed link sets a new password once, and it logs in", async ({ page, request }) => {
  expect(outbox, "MAIL_OUTBOX_DIR is set by playwright.config.ts").not.toBe("");
  const address = await sendFromOwnAddress(page);
  const customer = await registerByApi(page, request, address);

  // An unknown address gets the very same confirmation.
  await open(page, href.forgotPassword());
  await textbox(page, "Email Address").fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole("button", { name: MSG.forgotSubmit }).click();
  await expect(page.locator("main").getByRole("status")).toContainText(MSG.forgotSent);

  await open(page, href.login());
  await page.getByRole("link", { name: MSG.forgotPasswordLink }).click();
  await expect(page).toHaveURL(href.forgotPassword());
  await textbox(page, "Email Address").fill(customer.email);
  await page.getByRole("button", { name: MSG.forgotSubmit }).click();
  await expect(page.locator("main").getByRole("status")).toContainText(MSG.forgotSent);

  let link: string | null = null;
  await expect
    .poll(async () => {
      const mail = await latestMailTo(outbox, customer.email);
      link = mail ? resetLinkIn(mail) : null;
      return link;
    })
    .not.toBeNull();
  const resetPath = new URL(link!).pathname + new URL(link!).search;

  await open(page, resetPath);
  const newPassword = `New-${customer.password}`;
  await password(page, "New Password").fill(newPassword);
  await password(page, "Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: MSG.resetSubmit }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(MSG.resetDone);
  await page.getByRole("link", { name: MSG.goToLogin }).click();
  await expect(page).toHaveURL(href.login());
  await waitForHydration(page);

  // The old password no longer works; the new one does.
  await logIn(page, customer);
  await expect(formAlert(page)).toHaveText(MSG.invalidLogin);
  await logIn(page, customer, newPassword);
  await expect(page).toHaveURL(href.home());
  await expectGreeting(page, customer.first);

  // The link works once.
  await open(page, resetPath);
  await password(page, "New Password").fill("Yet-another-1");
  await password(page, "Confirm New Password").fill("Yet-another-1");
  await page.getByRole("button", { name: MSG.resetSubmit }).click();
  await expect(formAlert(page)).toHaveText(MSG.resetLinkInvalid);
  await expect(page.getByRole("link", { name: MSG.resetAskNew })).toHaveAttribute("href", href.forgotPassword());
});

test("/account: a visitor is sent to login and back; the customer changes name, phone and password", async ({ page, request }) => {
  const address = await sendFromOwnAddress(page);
  const customer = await registerByApi(page, request, address);
  await page.goto(href.account());
  await expect(page).toHaveURL(href.loginThen(href.account()));
  await waitForHydration(page);
  await logIn(page, customer);
  await expect(page).toHaveURL(href.account());
  await expect(page.getByRole("heading", { level: 1, name: MSG.accountTitle })).toBeVisible();
  await expect(page.getByText(SELL_MSG.accountOrdersEmpty)).toBeVisible();

  // Details: a bad phone is refused under its field; a good one and a new name are saved.
  const details = page.getByRole("region", { name: MSG.accountProfile });
  await expect(textbox(page, "Full Name")).toHaveValue(customer.name);
  await textbox(page, "Phone Number (optional)").fill("12345");
  await details.getByRole("button", { name: MSG.accountSaveProfile }).click();
  await expect(textbox(page, "Phone Number (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(details.getByText(MSG.accountPhoneInvalid)).toBeVisible();
  await textbox(page, "Phone Number (optional)").fill("98765 43210");
  await textbox(page, "Full Name").fill(`Zoya ${customer.name}`);
  await details.getByRole("button", { name: MSG.accountSaveProfile }).click();
  await expect(details.getByRole("status")).toHaveText(MSG.accountProfileSaved);
  await expect(textbox(page, "Phone Number (optional)")).toHaveValue("9876543210");
  await expectGreeting(page, "Zoya");

  // Password: the current one is checked; then the new one works at the next login.
  const passwordPanel = page.getByRole("region", { name: MSG.accountChangePassword });
  const newPassword = `Changed-${customer.password}`;
  await password(page, "Current Password").fill("not-my-password");
  await password(page, "New Password").fill(newPassword);
  await password(page, "Confirm New Password").fill(newPassword);
  await passwordPanel.getByRole("button", { name: MSG.accountChangePassword }).click();
  await expect(passwordPanel.getByText(MSG.currentPasswordWrong)).toBeVisible();
  await expect(password(page, "New Password")).toHaveValue(newPassword);
  await password(page, "Current Password").fill(customer.password);
  await passwordPanel.getByRole("button", { name: MSG.accountChangePassword }).click();
  await expect(passwordPanel.getByRole("status")).toHaveText(MSG.accountPasswordChanged);
  // This device stays signed in (a password change ends only the other sessions).
  expect((await page.request.get("/api/user/me")).status()).toBe(200);

  await logout(page);
  await expect(page).toHaveURL(href.home());
  await open(page, href.login());
  await logIn(page, customer, newPassword);
  await expect(page).toHaveURL(href.home());
  await expectGreeting(page, "Zoya");
});

test("a session that ended elsewhere: the next page load forgets the customer on this device", async ({ page, request }) => {
  const address = await sendFromOwnAddress(page);
  const customer = await registerByApi(page, request, address);
  await open(page, href.login());
  await logIn(page, customer);
  await expect(page).toHaveURL(href.home());
  await expectGreeting(page, customer.first);

  await page.context().clearCookies(); // as if the session had ended (cookie gone with the browser, logged out elsewhere)
  await open(page, href.contact());
  await expect.poll(async () => (await storedUser(page))?.state?.user ?? null).toBeNull();
  await expectSignedOut(page, customer.first);
});

test("axe: no serious or critical violations on login, register, forgot-password and account", async ({ page, request }) => {
  const address = await sendFromOwnAddress(page);
  await expectNoSeriousA11yViolations(page, href.login());
  await expectNoSeriousA11yViolations(page, href.register());
  await expectNoSeriousA11yViolations(page, href.forgotPassword());
  const customer = await registerByApi(page, request, address);
  await open(page, href.login());
  await logIn(page, customer);
  await expect(page).toHaveURL(href.home());
  await expectNoSeriousA11yViolations(page, href.account());
  await expect(page.getByRole("heading", { level: 1, name: MSG.accountTitle })).toBeVisible();
});
