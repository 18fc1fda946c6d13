import { randomInt } from "node:crypto";
import { type Page, expect, test } from "@playwright/test";
import { CART_ORDER_DRAFT_KEY, CART_STORAGE_KEY, ORDER_QTY_MAX } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { demoProduct } from "./support/catalogue";
import { sendFromOwnAddress } from "./support/client-address";
import { toastWith } from "./support/controls";

// Order requests (back office §2 order request form, §5, §8, §9; issue 12) on a desktop and a
// phone: from a product page and from the cart, the form's messages with what was typed kept, the
// busy label, the success toast and screen and the way home after 3 s, 'No cart data found', a
// signed-in customer's details filled in, and axe on the pages. Each test sends from its own
// address (the API allows 10 requests per address per 10 minutes).
test.use({ reducedMotion: "reduce" });

const ORDER_NUMBER = /^SA-\d{2}-\d{5,}$/;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle"); // hydrated: a key before that would be lost
}

/** A text field by its accessible name (the visual "*" after each label is hidden from it). */
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const stateSelect = (page: Page) => page.getByRole("combobox", { name: "State", exact: true });
const submit = (page: Page) => page.getByRole("button", { name: SELL_MSG.orderRequestSubmit });
interface Details {
  fullname: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
}

const newEmail = () => `asha.${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}@example.com`;
const valid = (): Details => ({ fullname: "Asha Verma", email: newEmail(), phone: "+91 98765 43210", street: "12 MG Road, C-Scheme", city: "Jaipur", state: "Rajasthan", pincode: "302001" });

async function fill(page: Page, details: Partial<Details>) {
  if (details.fullname !== undefined) await field(page, "Full Name").fill(details.fullname);
  if (details.email !== undefined) await field(page, "Email Address").fill(details.email);
  if (details.phone !== undefined) await field(page, "Mobile Number").fill(details.phone);
  if (details.street !== undefined) await field(page, "Street Address").fill(details.street);
  if (details.city !== undefined) await field(page, "City").fill(details.city);
  if (details.state !== undefined) await stateSelect(page).selectOption(details.state);
  if (details.pincode !== undefined) await field(page, "PIN Code").fill(details.pincode);
}

async function expectFieldError(page: Page, label: string, message: string) {
  const input = label === "State" ? stateSelect(page) : field(page, label);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/** A demo piece with colours and a few in stock, so the colour and quantity choices show. */
const pieceWithColours = (p: ProductJSON) => p.inStock && p.quantity >= 3 && p.colors.length > 1;

/** The success screen, then home after 3 s (back office §2, §7). */
async function expectSentThenHome(page: Page) {
  await expect(toastWith(page, SELL_MSG.orderRequestSubmitted)).toBeVisible();
  const sent = page.locator('[data-order-request="sent"]');
  await expect(sent.getByRole("heading", { name: SELL_MSG.orderRequestReceivedTitle })).toBeVisible();
  // The 3 s to home count from here (the checks and the screenshot below take their own time).
  const shownAt = Date.now();
  await expect(sent.getByTestId("order-number")).toHaveText(ORDER_NUMBER);
  await expect(sent).toContainText(SELL_MSG.orderRequestPaymentLink);
  await expect(sent).toBeFocused();
  await page.screenshot({ path: test.info().outputPath("order-request-sent.png"), fullPage: true });
  await page.waitForURL((url) => url.pathname === href.home(), { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
}

test("from a product page: 'Order Request' → the form's messages keep what was typed → 'Submitting...' → success → home", async ({ page, request }) => {
  const product = await demoProduct(request, pieceWithColours);
  await sendFromOwnAddress(page);
  await open(page, href.product(product._id));
  await page.getByRole("link", { name: MSG.orderRequest, exact: true }).click();
  await page.waitForURL((url) => url.pathname === href.orderRequest(product._id));
  await page.waitForLoadState("networkidle");

  await expect(page.getByRole("heading", { level: 1, name: SELL_MSG.orderRequestTitle })).toBeVisible();
  const summary = page.locator("main section").filter({ has: page.getByRole("heading", { name: "Your Piece" }) });
  await expect(summary.getByRole("link", { name: product.name })).toHaveAttribute("href", href.product(product._id));
  await expect(summary).toContainText(product.code);
  await expect(summary).toContainText(formatRupees(product.total_price_paise));
  const quantity = summary.getByRole("combobox", { name: "Quantity" });
  const most = Math.min(ORDER_QTY_MAX, product.quantity);
  await expect(quantity.locator("option")).toHaveText(Array.from({ length: most }, (_, i) => String(i + 1)));
  await expect(field(page, "Country")).toHaveValue("India");
  await expect(field(page, "Country")).toHaveAttribute("readonly", "");

  // Wrong or missing: each field says so, the first bad one has the focus, nothing typed is lost.
  await fill(page, { fullname: "Asha Verma", email: "asha@", phone: "12345", street: "", city: "Jaipur", pincode: "30200" });
  await submit(page).click();
  await expectFieldError(page, "Email Address", SELL_MSG.orderEmailInvalid);
  await expectFieldError(page, "Mobile Number", SELL_MSG.orderPhoneInvalid);
  await expectFieldError(page, "Street Address", SELL_MSG.orderStreetRequired);
  await expectFieldError(page, "State", SELL_MSG.orderStateRequired);
  await expectFieldError(page, "PIN Code", SELL_MSG.orderPincodeInvalid);
  await expect(summary.getByText(MSG.selectColor, { exact: true })).toBeVisible();
  await expect(field(page, "Email Address")).toBeFocused();
  await expect(field(page, "Full Name")).toHaveValue("Asha Verma");
  await expect(field(page, "Email Address")).toHaveValue("asha@");
  await expect(field(page, "Mobile Number")).toHaveValue("12345");
  await expect(field(page, "PIN Code")).toHaveValue("30200");
  await expect(field(page, "Full Name")).not.toHaveAttribute("aria-invalid", "true");

  // Corrected; a colour and 2 pieces; the total follows the quantity.
  const details = valid();
  await fill(page, { ...details, fullname: undefined });
  await expect(page.getByText(SELL_MSG.orderEmailInvalid)).toHaveCount(0);
  await summary.getByRole("radio").nth(1).check();
  await expect(summary.getByText(MSG.selectColor, { exact: true })).toHaveCount(0);
  await quantity.selectOption("2");
  await expect(summary.getByTestId("order-total")).toHaveText(formatRupees(product.total_price_paise * 2));

  // The answer is held back a moment so the busy label can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/order/create", async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/order/create") && r.request().method() === "POST");
  await submit(page).click();
  await expect(page.getByRole("button", { name: SELL_MSG.orderRequestSubmitting })).toBeDisabled();
  release();
  const response = await answered;
  expect(response.status()).toBe(201);
  const sentBody = response.request().postDataJSON() as { products: unknown; customer: { fullname: string } };
  expect(sentBody.products).toEqual([{ product_id: product._id, quantity: 2, color_id: product.colors[1]!._id }]);
  expect(sentBody.customer.fullname).toBe("Asha Verma");
  const answer = (await response.json()) as { order: { totalAmount: number; status: string } };
  expect(answer.order).toMatchObject({ status: "draft", totalAmount: (product.total_price_paise * 2) / 100 });
  await expectSentThenHome(page);
});

test("a request that never reaches the server says so, and keeps everything typed", async ({ page, request }) => {
  const product = await demoProduct(request, (p) => p.inStock && p.colors.length > 0);
  await sendFromOwnAddress(page);
  await open(page, href.orderRequest(product._id));
  const details = valid();
  await fill(page, details);
  await page.getByRole("radio").first().check();
  await page.route("**/api/order/create", (route) => route.abort("internetdisconnected"));
  await submit(page).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(SELL_MSG.orderRequestError);
  await expect(toastWith(page, SELL_MSG.orderRequestError)).toBeVisible();
  await expect(field(page, "Email Address")).toHaveValue(details.email);
  await expect(field(page, "Street Address")).toHaveValue(details.street);
  await expect(stateSelect(page)).toHaveValue(details.state);
  await expect(submit(page)).toBeEnabled();
});

test("from the cart: 'Place Order Request' → the cart's lines at the server's prices → submitted; the draft goes, the cart stays", async ({ page, request }) => {
  const product = await demoProduct(request, pieceWithColours);
  await sendFromOwnAddress(page);
  await open(page, href.product(product._id));
  const panel = page.locator("main [data-purchase-panel]");
  await panel.getByRole("radio").first().check();
  await panel.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();

  await open(page, href.cart());
  await page.getByRole("button", { name: MSG.placeOrderRequest }).click();
  await page.waitForURL((url) => url.pathname === href.orderRequestCart());
  await page.waitForLoadState("networkidle");

  const line = page.locator(`[data-order-line="${product._id}"]`);
  await expect(line).toContainText(product.name);
  await expect(line).toContainText(product.colors[0]!.name);
  await expect(line).toContainText(formatRupees(product.total_price_paise));
  await expect(page.getByTestId("order-total")).toHaveText(formatRupees(product.total_price_paise));

  await fill(page, valid());
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/order/create") && r.request().method() === "POST");
  await submit(page).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect((response.request().postDataJSON() as { products: unknown }).products).toEqual([{ product_id: product._id, quantity: 1, color_id: product.colors[0]!._id }]);
  // The 1.5 s toast first (checked later, a loaded machine saw it gone); the stored state after, on home.
  await expectSentThenHome(page);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_ORDER_DRAFT_KEY)).toBeNull();
  const cart = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)) ?? "{}") as { state?: { data?: { pId: string }[] } };
  expect(cart.state?.data?.map((l) => l.pId)).toEqual([product._id]);
});

test("no cart draft: 'No cart data found' and back to the cart", async ({ page }) => {
  const response = await page.goto(href.orderRequestCart());
  expect(response?.status()).toBe(200);
  await expect(toastWith(page, SELL_MSG.noCartData)).toBeVisible();
  await page.waitForURL((url) => url.pathname === href.cart());
});

test("an unreadable draft counts as none", async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, "{not json"), CART_ORDER_DRAFT_KEY);
  await page.goto(href.orderRequestCart());
  await expect(toastWith(page, SELL_MSG.noCartData)).toBeVisible();
  await page.waitForURL((url) => url.pathname === href.cart());
});

test("an unknown or malformed product id: 'Error loading product details' with a way back to the products", async ({ page }) => {
  for (const id of ["c000000000000000000000000", "not-a-product"]) {
    await open(page, href.orderRequest(id));
    await expect(page.getByRole("heading", { name: SELL_MSG.errorLoadingProduct })).toBeVisible();
    await expect(page.getByRole("link", { name: SELL_MSG.orderRequestBackToProducts })).toHaveAttribute("href", href.products());
    await expect(page.getByRole("button", { name: SELL_MSG.orderRequestSubmit })).toHaveCount(0);
  }
});

test("a signed-in customer finds the form filled with their name, e-mail and phone", async ({ page }) => {
  const product = await demoProduct(page.request, (p) => p.inStock);
  const address = await sendFromOwnAddress(page);
  const id = `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;
  const customer = { name: `Meher Rao ${id}`, email: `meher.${id}@example.com`, password: `Silver-${id}!` };
  const registered = await page.request.post("/api/user/register-user", {
    data: { ...customer, confirmPassword: customer.password, acceptTerms: true },
    headers: { "x-forwarded-for": address },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const profile = await page.request.patch("/api/user/profile", { data: { name: customer.name, phone: "9812345678" } });
  expect(profile.status(), await profile.text()).toBe(200);
  await page.context().clearCookies();

  // Log in through the page, which comes back to the order request.
  await open(page, href.loginThen(href.orderRequest(product._id)));
  await field(page, "Email Address").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname === href.orderRequest(product._id));

  await expect(field(page, "Full Name")).toHaveValue(customer.name);
  await expect(field(page, "Email Address")).toHaveValue(customer.email);
  await expect(field(page, "Mobile Number")).toHaveValue("9812345678");
  await expect(field(page, "Street Address")).toHaveValue("");
});

test("axe: the product's and the cart's order request pages, and the error state", async ({ page, request }) => {
  const product = await demoProduct(request, pieceWithColours);
  await expectNoSeriousA11yViolations(page, href.orderRequest(product._id));
  await submit(page).click(); // with every error showing too
  await expect(page.getByText(SELL_MSG.orderFullnameRequired)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("order-request-product.png"), fullPage: true });

  await page.addInitScript(
    ([key, draft]: [string, string]) => window.localStorage.setItem(key, draft),
    [CART_ORDER_DRAFT_KEY, JSON.stringify([{ pId: product._id, qty: 2, color: product.colors[0]!._id }])] as [string, string],
  );
  await expectNoSeriousA11yViolations(page, href.orderRequestCart());
  await expect(page.locator(`[data-order-line="${product._id}"]`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("order-request-cart.png"), fullPage: true });
  await expectNoSeriousA11yViolations(page, href.orderRequest("c000000000000000000000000"));
});
