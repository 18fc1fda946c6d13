import { randomInt } from "node:crypto";
import { type Page, expect, test } from "@playwright/test";
import { COD_MSG } from "@/lib/messages/cod";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { seededProducts } from "./support/catalogue";
import { sendFromOwnAddress } from "./support/client-address";

// Cash on delivery as a shopper on a phone meets it (issue 21), against the demo shop's delivery
// table (560001 Metro cities: COD offered; 781001 North-East: delivered, no COD): the PIN checked on
// the product page, checkout's payment choice (COD disabled with the reason, then chosen with its
// fee added to the total), the order placed without a payment, the cart emptied, and the tracking
// page reading placed → confirmed → shipped → delivered. The owner's part is admin-cod.spec.ts.
test.use({ reducedMotion: "reduce" });

const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const cartCount = (page: Page) => page.locator('header [data-kind="cart"] > [aria-hidden="true"]').first();

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
}

test("a shopper checks a PIN, sees COD refused at 781001, chooses it at 560001 with its fee, places the order and tracks it", async ({ page, request }) => {
  test.slow();
  await sendFromOwnAddress(page);
  // A piece well under the COD limit, with plenty of stock, and no colour to choose.
  const product = (await seededProducts(request)).find((p) => p.sizes.length === 0 && p.inStock && p.quantity >= 10 && p.colors.length <= 1 && p.total_price_paise < 1_000_000);
  if (!product) throw new Error("the demo seed has no piece for this test");

  // The product page: check 560001, cash on delivery is available there.
  await open(page, href.product(product._id));
  const box = page.getByTestId("delivery-check");
  await box.getByRole("textbox", { name: "PIN code" }).fill("560001");
  await box.getByRole("button", { name: "Check", exact: true }).click();
  await expect(box.getByTestId("delivery-result")).toContainText(DELIVERY_MSG.codAvailable);
  const panel = page.locator("main [data-purchase-panel]");
  if (product.colors.length > 0) await panel.getByRole("radio").first().check();
  await panel.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();

  // Checkout: the details, and a PIN where the shop delivers but takes no cash.
  await open(page, href.checkout());
  await expect(page.locator('[data-page="checkout"] [data-checkout-state="idle"]')).toBeVisible();
  const phone = `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const email = `cod-${Date.now()}-${randomInt(0, 1e6)}@example.com`;
  await textbox(page, "Full Name").fill("Ravi Menon");
  await textbox(page, "Email Address").fill(email);
  await textbox(page, "Contact Number").fill(phone);
  await textbox(page, "Address Line 1").fill(`${randomInt(1, 999)} Brigade Road`);
  await textbox(page, "City").fill("Bengaluru");
  await page.getByRole("combobox", { name: "State" }).selectOption("Karnataka");
  const postal = textbox(page, "Postal Code");
  await postal.fill("781001");
  const choice = page.getByTestId("payment-choice");
  const cod = choice.getByRole("radio", { name: COD_MSG.payCod(4900) });
  await expect(choice.getByTestId("cod-reason")).toHaveText(COD_MSG.notAvailableAt("781001"));
  await expect(choice.getByRole("radio", { name: COD_MSG.payCod(0) })).toBeDisabled();

  // 560001: cash on delivery (+ ₹49), the fee in the summary and the total with it.
  await postal.fill("560001");
  await expect(cod).toBeEnabled();
  await cod.check();
  const summary = page.locator("main section").filter({ has: page.getByRole("heading", { name: MSG.orderSummary }) });
  await expect(summary.getByTestId("checkout-cod-fee")).toContainText(formatRupees(4900));
  await expect(summary.getByTestId("checkout-subtotal")).toHaveText(formatRupees(product.total_price_paise));
  await expect(summary.getByTestId("checkout-total")).toHaveText(formatRupees(product.total_price_paise + 4900));
  const place = page.locator("main").getByRole("button", { name: COD_MSG.placeOrder, exact: true });
  await expect(place).toBeEnabled();
  await expectNoSeriousA11yViolationsHere(page, "checkout, cash on delivery chosen");

  // Place order: no payment window; the order is placed and the cart is empty.
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/order/cod")), place.click()]);
  expect(answer.status()).toBe(201);
  const placed = page.locator('[data-checkout-state="cod-placed"]');
  await expect(placed.getByRole("heading", { name: COD_MSG.placedTitle })).toBeVisible();
  await expect(placed.getByTestId("cod-call")).toHaveText(COD_MSG.placedCall(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`));
  await expect(placed).toContainText(formatRupees(product.total_price_paise + 4900));
  const orderNumber = (await placed.getByTestId("order-number").textContent())!.trim();
  expect(orderNumber).toMatch(/^SA-\d{2}-\d{5,}$/);
  await expect(cartCount(page)).toHaveText("0");

  // The tracking page: placed now; confirmed, shipped and delivered to come; cash on delivery and its fee.
  await open(page, href.trackOrder(orderNumber));
  await page.getByRole("textbox", { name: SELL_MSG.trackOrderEmailLabel }).fill(email);
  await page.getByRole("button", { name: SELL_MSG.trackOrderSubmit }).click();
  const result = page.getByRole("article", { name: SELL_MSG.trackOrderResultTitle(orderNumber) });
  const steps = result.getByRole("list", { name: SELL_MSG.trackOrderProgress }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText(SELL_MSG.orderStatusLabel.draft);
  await expect(steps.nth(1)).toContainText(`${SELL_MSG.orderStatusLabel.confirmed}, ${SELL_MSG.trackOrderStepToCome}`);
  await expect(steps.nth(2)).toContainText(SELL_MSG.orderStatusLabel.shipped);
  await expect(steps.nth(3)).toContainText(SELL_MSG.orderStatusLabel.delivered);
  await expect(result.getByTestId("tracked-payment")).toContainText(COD_MSG.method);
  await expect(result).toContainText(formatRupees(4900));
  await expect(result.getByRole("button", { name: SELL_MSG.trackOrderDownloadInvoice })).toHaveCount(0);
});
