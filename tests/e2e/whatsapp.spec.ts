import path from "node:path";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { NOTIFY_MSG } from "@/lib/notify/notify-messages";
import { SELL_MSG } from "@/lib/messages/selling";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { whatsappMessagesTo } from "@/server/notify/whatsapp-outbox";
import { signInAsAdmin } from "./support/admin";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { seededProducts } from "./support/catalogue";
import { sendFromOwnAddress } from "./support/client-address";

// Order updates on WhatsApp (issue 22 part 3): a shopper ticks "Send me order updates on WhatsApp"
// at checkout and pays by card (the local gateway); the e2e server has no WhatsApp keys, so the
// payment_received message lands in its local outbox (WHATSAPP_OUTBOX_DIR, by default a whatsapp
// folder inside MAIL_OUTBOX_DIR, which playwright.config.ts gives the server). The owner then sees it
// on /admin/notifications, saved to the outbox (not sent), with its text and the number masked.
test.use({ reducedMotion: "reduce" });

const outbox = process.env.WHATSAPP_OUTBOX_DIR || (process.env.MAIL_OUTBOX_DIR ? path.join(process.env.MAIL_OUTBOX_DIR, "whatsapp") : "");
const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const payButton = (page: Page) => page.locator("main").getByRole("button", { name: /^(Pay|Processing\.\.\.)/ });

/** A product with plenty of stock, not the ones the checkout spec takes. */
async function plentiful(request: APIRequestContext): Promise<ProductJSON> {
  const products = (await seededProducts(request)).filter((p) => p.sizes.length === 0 && p.inStock && p.quantity >= 15);
  const product = products[(7 + (test.info().project.name === "phone" ? 1 : 0)) % products.length];
  if (!product) throw new Error("the demo seed has no product with 15 or more pieces in stock");
  return product;
}

test("a shopper who ticks the WhatsApp box gets the payment message in the outbox; the owner sees it sent", async ({ page, request }) => {
  test.slow(); // a whole purchase on a production build
  expect(outbox, "MAIL_OUTBOX_DIR is set by playwright.config.ts").not.toBe("");
  await sendFromOwnAddress(page);
  const product = await plentiful(request);
  const mobile = `9${String(Date.now()).slice(-9)}`;

  await page.goto(href.product(product._id));
  await page.waitForLoadState("networkidle");
  const panel = page.locator("main [data-purchase-panel]");
  if (product.colors.length > 0) await panel.getByRole("radio").first().check();
  await panel.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();

  await page.goto(href.checkout());
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-page="checkout"] [data-checkout-state="idle"]')).toBeVisible();
  const optIn = page.getByRole("checkbox", { name: NOTIFY_MSG.optIn });
  await expect(optIn).not.toBeChecked();
  await expectNoSeriousA11yViolationsHere(page, "/checkout with the WhatsApp box");

  await textbox(page, "Full Name").fill("Asha Verma");
  await textbox(page, "Email Address").fill(`wa-${Date.now()}@example.com`);
  await textbox(page, "Contact Number").fill(`+91 ${mobile}`);
  await textbox(page, "Address Line 1").fill("14 Lake View Road");
  await textbox(page, "City").fill("Pune");
  await page.getByRole("combobox", { name: "State" }).selectOption("Maharashtra");
  await textbox(page, "Postal Code").fill("411001");
  await optIn.check();
  await payButton(page).click();
  const standIn = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: SELL_MSG.localPaymentFail }) });
  await expect(standIn).toBeVisible();
  await standIn.getByRole("button", { name: /^Pay ₹/ }).click();
  const success = page.locator('[data-checkout-state="success"]');
  await expect(success.getByRole("heading", { name: SELL_MSG.paymentSuccessful })).toBeVisible();
  const orderNumber = (await success.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).not.toBe("");

  // Sent after the answer (next/server after()): the message arrives within moments.
  const to = `91${mobile}`;
  await expect.poll(async () => (await whatsappMessagesTo(outbox, to)).length, { timeout: 15_000 }).toBe(1);
  const [message] = await whatsappMessagesTo(outbox, to);
  expect(message).toMatchObject({ template: "payment_received", language: "en" });
  expect(message!.params.slice(0, 2)).toEqual(["Asha", orderNumber]);
  expect(message!.params[3]).toContain(`/track-order?order=${encodeURIComponent(orderNumber)}`);

  // The owner's list: the order's message, the number masked.
  await signInAsAdmin(page);
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { level: 1, name: NOTIFY_MSG.title })).toBeVisible();
  const item = page.getByTestId("notification").filter({ has: page.getByRole("link", { name: orderNumber }) });
  await expect(item).toContainText("payment_received");
  await expect(item).toContainText(`••••••••${mobile.slice(-4)}`);
  // Without keys it was only written to the outbox: said so, never "Sent"; its text is shown.
  await expect(item).toContainText(NOTIFY_MSG.savedToOutbox);
  await expect(item.getByTestId("notification-text")).toContainText(`for order ${orderNumber}`);
  await expect(item).not.toContainText(mobile);
  await expect(item.getByRole("link", { name: orderNumber })).toHaveAttribute("href", /^\/admin\/orders\//);
  await expectNoSeriousA11yViolationsHere(page, "/admin/notifications");
});
