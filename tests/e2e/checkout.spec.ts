import { randomBytes } from "node:crypto";
import { type APIRequestContext, type Page, type Response, expect, test } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { CARD_PAYMENT_MAX_PAISE } from "@/lib/money-limits";
import { withMoneyAsNumbers } from "@/server/db-money";
import type { UserCartJSON } from "@/lib/json/cart";
import { CART_STORAGE_KEY } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsHere } from "./support/axe";
import { seededProducts } from "./support/catalogue";
import { sendFromOwnAddress } from "./support/client-address";

// Card checkout against the local gateway (issue 12 'Card checkout with Razorpay', 'After the sale';
// back office §2 Checkout and Payment success, §4 Payment status, §7, §8). The e2e server has no
// Razorpay keys, so create-order answers with the local stand-in for Razorpay's window
// (/local-checkout/checkout.js), which can pay, fail or be closed. Each test uses its own products
// (plenty of stock, never the last piece) and its own customer, so the tests run in parallel.
test.use({ reducedMotion: "reduce" });

const PASSWORD = "Silver-925-test!";
const ORDER_NUMBER = /^SA-\d{2}-\d{5,}$/;
const PAYMENT_CODE_MARKER = "/api/payments/create-order";

const ADDRESS = { addressLine1: "14 Lake View Road", city: "Pune", state: "Maharashtra", postalCode: "411001" };

const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const payButton = (page: Page) => page.locator("main").getByRole("button", { name: /^(Pay|Processing\.\.\.)/ });
const standIn = (page: Page) => page.getByRole("dialog").filter({ has: page.getByRole("button", { name: SELL_MSG.localPaymentFail }) });
const cartCount = (page: Page) => page.locator('header [data-kind="cart"] > [aria-hidden="true"]').first();

/** Products with plenty of stock, different ones per test and viewport, so parallel payments never take the last piece. */
async function plentiful(request: APIRequestContext, offset: number): Promise<ProductJSON> {
  const products = (await seededProducts(request)).filter((p) => p.sizes.length === 0 && p.inStock && p.quantity >= 15);
  const index = offset * 2 + (test.info().project.name === "phone" ? 1 : 0);
  const product = products[index % products.length];
  if (!product) throw new Error("the demo seed has no product with 15 or more pieces in stock");
  return product;
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
}

/** /checkout once the island has read the cart and hydrated (a click before that would be lost). */
async function openCheckout(page: Page) {
  await open(page, href.checkout());
  await expect(page.locator('[data-page="checkout"] [data-checkout-state="idle"]')).toBeVisible();
}

/** Adds a product on its detail page (its first colour when it has colours), as a shopper does. */
async function addFromDetail(page: Page, product: ProductJSON) {
  await open(page, href.product(product._id));
  const panel = page.locator("main [data-purchase-panel]");
  if (product.colors.length > 0) await panel.getByRole("radio").first().check();
  await panel.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();
  // A customer's add is saved to their server cart in the background: the next page load reads that
  // cart, so the test waits for the save to end, as a shopper's next click in this page would.
  await page.waitForLoadState("networkidle");
}

/** The product ids in a customer's server cart (get-cart, with the page's session). */
async function serverCartIds(page: Page, userId: string): Promise<string[]> {
  const response = await page.request.get(`/api/cart/get-cart/${userId}`);
  const body = (await response.json()) as { UserCart?: UserCartJSON };
  return (body.UserCart?.products ?? []).map((line) => line.product_id._id);
}

async function fillAddress(page: Page) {
  await textbox(page, "Address Line 1").fill(ADDRESS.addressLine1);
  await textbox(page, "City").fill(ADDRESS.city);
  await page.getByRole("combobox", { name: "State" }).selectOption(ADDRESS.state);
  await textbox(page, "Postal Code").fill(ADDRESS.postalCode);
}

/** Presses Pay and waits for the stand-in's window (Pay reads 'Processing...' and is disabled meanwhile). */
async function startPayment(page: Page) {
  await payButton(page).click();
  await expect(standIn(page)).toBeVisible();
  await expect(payButton(page)).toHaveText(SELL_MSG.processing);
  await expect(payButton(page)).toBeDisabled();
}

/** A customer of this test's own, with a phone, signed in through the login form. */
async function signedInCustomer(page: Page) {
  const address = await sendFromOwnAddress(page);
  const email = `checkout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const name = "Meera Kapoor";
  const registered = await page.request.post("/api/user/register-user", {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
    headers: { "x-forwarded-for": address },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const profile = await page.request.patch("/api/user/profile", { data: { name, phone: "98765 43210" } });
  expect(profile.status(), await profile.text()).toBe(200);
  await page.context().clearCookies();
  await open(page, href.login());
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname === href.home());
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem("User") ?? "null") as { state?: { user?: { _id?: string } } } | null)?.state?.user?._id);
  expect(userId).toBeTruthy();
  return { name, email, phone: "9876543210", userId: userId! };
}

test("a visitor pays by card: contact check, Processing..., the gateway's window, Payment successful!, the confirmation page", async ({ page, request }) => {
  test.slow(); // a whole purchase on a production build
  await sendFromOwnAddress(page);
  const product = await plentiful(request, 0);

  await addFromDetail(page, product);

  // Every script /checkout fetches, with its text (read at once: a body is gone after a navigation).
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push({ url: response.url(), text: response.text().catch(() => "") });
  });
  await openCheckout(page);

  // The summary: the server's price, shipping Free, the total.
  const summary = page.getByRole("region", { name: MSG.orderSummary });
  const line = summary.locator(`[data-checkout-line="${product._id}"]`);
  await expect(line).toContainText(product.name);
  await expect(line).toContainText("Qty 1");
  await expect(line).toContainText(formatRupees(product.total_price_paise));
  await expect(summary.getByTestId("checkout-total")).toHaveText(formatRupees(product.total_price_paise));
  await expect(summary.getByText(MSG.shippingFree, { exact: true })).toBeVisible();
  await expect(payButton(page)).toHaveText(SELL_MSG.checkoutPay(formatRupees(product.total_price_paise)));

  // A visitor's form starts empty. Address only: the spec's message, the focus on the first missing
  // contact field, and what was typed stays.
  await expect(textbox(page, "Full Name")).toHaveValue("");
  await fillAddress(page);
  await textbox(page, "Order Notes (optional)").fill("Gift wrap, please");
  await payButton(page).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(SELL_MSG.completeContactDetails);
  await expect(textbox(page, "Full Name")).toBeFocused();
  await expect(textbox(page, "Full Name")).toHaveAttribute("aria-invalid", "true");
  await expect(textbox(page, "Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(textbox(page, "Address Line 1")).toHaveValue(ADDRESS.addressLine1);
  await expect(textbox(page, "Postal Code")).toHaveValue(ADDRESS.postalCode);
  await expect(textbox(page, "Order Notes (optional)")).toHaveValue("Gift wrap, please");

  // Nothing of the payment was fetched so far: not Razorpay's (or the stand-in's) script, not our payment code.
  const requested = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  expect(requested.filter((url) => url.includes("checkout.js") || url.includes("razorpay"))).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { Razorpay?: unknown }).Razorpay)).toBe("undefined");
  expect(await page.locator("script[data-checkout-script]").count()).toBe(0);
  const beforePay = [...scripts];
  expect(beforePay.length, "the page's own scripts were recorded").toBeGreaterThan(0);
  for (const script of beforePay) {
    expect(await script.text, `${script.url} is loaded before Pay`).not.toContain(PAYMENT_CODE_MARKER);
  }

  await textbox(page, "Full Name").fill("Asha Verma");
  await textbox(page, "Email Address").fill("asha.verma@example.com");
  await textbox(page, "Contact Number").fill("98765 43210");
  await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
  await startPayment(page);

  // Now, and only now, the payment code and the gateway's script came.
  const afterPay = scripts.slice(beforePay.length);
  const texts = await Promise.all(afterPay.map((script) => script.text));
  expect(texts.some((text) => text.includes(PAYMENT_CODE_MARKER)), "the payment code is its own chunk, loaded on Pay").toBe(true);
  expect(afterPay.some((script) => new URL(script.url).pathname === "/local-checkout/checkout.js")).toBe(true);
  await expect(page.locator("script[data-checkout-script]")).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem("pendingPayment"))).toContain(product._id);

  await standIn(page).getByRole("button", { name: /^Pay ₹/ }).click();
  const success = page.locator('[data-checkout-state="success"]');
  await expect(success.getByRole("heading", { name: SELL_MSG.paymentSuccessful })).toBeVisible();
  await expect(success.getByRole("heading", { name: SELL_MSG.orderConfirmed })).toBeVisible();
  await expect(success.getByTestId("transaction-id")).toHaveText(/^pay_/);
  const orderNumber = (await success.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(ORDER_NUMBER);

  // The confirmation page, with the order number the URL carries.
  await page.waitForURL((url) => url.pathname === "/payment-success" && url.searchParams.get("order") === orderNumber);
  // (Next keeps /checkout in the page, hidden, for a later visit: only the visible card counts.)
  const confirmation = page.getByRole("region", { name: SELL_MSG.paymentSuccessful });
  await expect(confirmation.getByRole("heading", { level: 1, name: SELL_MSG.paymentSuccessful })).toBeVisible();
  await expect(confirmation.getByTestId("order-number")).toHaveText(orderNumber);
  await expect(confirmation.getByText(SELL_MSG.paymentSuccessBody)).toBeVisible();
  await expect(confirmation.getByRole("link", { name: MSG.continueShopping })).toHaveAttribute("href", href.home());
  await expect(confirmation.getByRole("link", { name: SELL_MSG.paymentSuccessTrackOrder })).toHaveAttribute("href", href.trackOrder(orderNumber));

  // The hidden /checkout gave up its finished payment: a later visit shows a fresh form, not this success.
  await expect(page.locator('[data-checkout-state="success"]')).toHaveCount(0);

  // The cart is empty and the pending payment gone.
  await expect(cartCount(page)).toHaveText("0");
  const stored = await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY);
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ state: { data: [] } });
  expect(await page.evaluate(() => sessionStorage.getItem("pendingPayment"))).toBeNull();

  // The order is the shop's, paid (tracking by number and the e-mail typed at checkout).
  const tracked = await page.request.post("/api/order/track", { data: { orderNumber, email: "asha.verma@example.com" } });
  expect(tracked.status(), await tracked.text()).toBe(200);
  expect(JSON.stringify(await tracked.json())).toContain('"paid"');
});

test("a customer's form is prefilled; a failed payment shows 'Payment failed', a closed window 'Payment cancelled', and a retry pays", async ({ page, request }) => {
  test.slow();
  const product = await plentiful(request, 1);
  const customer = await signedInCustomer(page);
  await addFromDetail(page, product);
  // The next page load reads the customer's server cart: the add must have reached it (on a slow host
  // the network can fall quiet before the background save has started).
  await expect.poll(async () => serverCartIds(page, customer.userId)).toContain(product._id);
  await openCheckout(page);

  await expect(textbox(page, "Full Name")).toHaveValue(customer.name);
  await expect(textbox(page, "Email Address")).toHaveValue(customer.email);
  await expect(textbox(page, "Contact Number")).toHaveValue(customer.phone);
  await expect(page.locator(`[data-checkout-line="${product._id}"]`)).toContainText(product.name);

  // The delivery address is required: its own message, each missing part marked.
  await payButton(page).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(SELL_MSG.enterDeliveryAddress);
  await expect(textbox(page, "Address Line 1")).toBeFocused();
  await expect(page.getByText(SELL_MSG.checkoutCityRequired)).toBeVisible();
  await fillAddress(page);

  // The gateway declines: the 'Payment failed' panel with its description; Pay works again.
  await startPayment(page);
  await standIn(page).getByRole("button", { name: SELL_MSG.localPaymentFail }).click();
  const failed = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: SELL_MSG.paymentFailed }) });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(SELL_MSG.localPaymentDeclined);
  if (await standIn(page).isVisible()) await standIn(page).getByRole("button", { name: SELL_MSG.localPaymentClose }).click();
  await expect(standIn(page)).toBeHidden();
  await expect(failed).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await expectNoSeriousA11yViolationsHere(page);

  // Closed before paying: the info toast and the spec's text.
  await startPayment(page);
  await standIn(page).getByRole("button", { name: SELL_MSG.localPaymentClose }).click();
  await expect(page.getByText(SELL_MSG.paymentCancelled, { exact: true })).toBeVisible();
  await expect(page.getByText(SELL_MSG.paymentWindowClosed)).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(payButton(page)).toBeEnabled();
  await expect(textbox(page, "Postal Code")).toHaveValue(ADDRESS.postalCode);

  // Another try pays; one <script> served every attempt.
  await startPayment(page);
  await expect(page.locator("script[data-checkout-script]")).toHaveCount(1);
  await standIn(page).getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: SELL_MSG.paymentSuccessful })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/payment-success" && ORDER_NUMBER.test(url.searchParams.get("order") ?? ""));

  // The customer's cart is empty here and on the server.
  await expect(cartCount(page)).toHaveText("0");
  await expect.poll(async () => (await serverCartIds(page, customer.userId)).length).toBe(0);
});

test("an empty cart: 'Your cart is empty', Pay disabled, and no serious axe violations", async ({ page }) => {
  await expectNoSeriousA11yViolations(page, href.checkout());
  await expect(page.locator('[data-page="checkout"] [data-checkout-state="idle"]')).toBeVisible();
  const summary = page.getByRole("region", { name: MSG.orderSummary });
  await expect(summary.getByText(MSG.cartEmpty)).toBeVisible();
  await expect(payButton(page)).toBeDisabled();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test.describe("before JavaScript runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the first HTML already holds the form and the summary's frame, so nothing moves when the cart is read", async ({ page }) => {
    await page.goto(href.checkout());
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Address Line 1" })).toBeVisible();
    const summary = page.getByRole("region", { name: MSG.orderSummary });
    await expect(summary.getByRole("status")).toHaveText(MSG.cartLoading);
    await expect(payButton(page)).toBeDisabled();
  });
});

// A second visit to the same path in one page sometimes never reaches "networkidle" here (see
// accounts.spec.ts), so these pages are opened once each, or without that wait.
test("/payment-success shows only an order number from the URL, upper-cased; anything else is left out", async ({ page }) => {
  await open(page, `${href.paymentSuccess()}?order=sa-26-00042`);
  await expect(page.getByTestId("order-number")).toHaveText("SA-26-00042");
  await expect(page.getByText(SELL_MSG.paymentSuccessBody)).toBeVisible();
  await expect(page.getByRole("link", { name: SELL_MSG.paymentSuccessTrackOrder })).toHaveAttribute("href", href.trackOrder("SA-26-00042"));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const response = await page.goto(`${href.paymentSuccess()}?order=${encodeURIComponent("<b>Call 555-0100 for a refund</b>")}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: SELL_MSG.paymentSuccessful })).toBeVisible();
  await expect(page.getByRole("link", { name: SELL_MSG.paymentSuccessTrackOrder })).toHaveAttribute("href", href.trackOrder());
  await expect(page.getByTestId("order-number")).toHaveCount(0);
  await expect(page.getByText("555-0100")).toHaveCount(0);
});

test("axe: no serious or critical violations on /checkout with a piece in the cart and on /payment-success", async ({ page, request }) => {
  await addFromDetail(page, await plentiful(request, 2));
  await expectNoSeriousA11yViolations(page, href.checkout());
  await expect(page.locator("[data-checkout-line]")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, `${href.paymentSuccess()}?order=SA-26-00042`);
});

/** A piece above Razorpay's per-order limit on its own (₹6,00,000), made for this test; never the catalogue's newest. */
async function pieceAboveCardLimit() {
  const prisma = withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) }));
  try {
    const tag = randomBytes(5).toString("hex").toUpperCase();
    const category = await prisma.category.findFirstOrThrow({ where: { active: true } });
    return await prisma.product.create({
      data: {
        code: `E2EL${tag}`,
        slug: `e2e-silver-idol-${tag.toLowerCase()}`,
        name: `Silver Idol ${tag}`,
        pricePaise: 6_00_000_00,
        sellingPricePaise: 6_00_000_00,
        stock: 3,
        weightGrams: 2500,
        categoryId: category.id,
        createdAt: new Date("2001-01-01T00:00:00Z"),
      },
      select: { id: true, name: true, sellingPricePaise: true },
    });
  } finally {
    await prisma.$disconnect();
  }
}

test("above Razorpay's per-order limit, checkout says so above Pay and hands the cart, which is kept, to an order request", async ({ page }) => {
  const piece = await pieceAboveCardLimit();
  await open(page, href.product(piece.id));
  const panel = page.locator("main [data-purchase-panel]");
  await panel.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();

  const paymentOrders: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes(PAYMENT_CODE_MARKER)) paymentOrders.push(req.url());
  });
  await openCheckout(page);
  const notice = page.getByTestId("card-limit");
  await expect(notice).toContainText(SELL_MSG.checkoutAboveCardLimit(formatRupees(piece.sellingPricePaise), formatRupees(CARD_PAYMENT_MAX_PAISE)));
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("card-limit.png") });
  // Pay is disabled: no payment order is asked for.
  await expect(payButton(page)).toBeDisabled();
  expect(paymentOrders).toEqual([]);

  await notice.getByRole("button", { name: SELL_MSG.checkoutSendOrderRequest, exact: true }).click();
  await page.waitForURL((url) => url.pathname === href.orderRequestCart());
  await expect(page.getByText(piece.name).first()).toBeVisible();
  await expect(cartCount(page)).toHaveText("1");
});
