import { randomInt } from "node:crypto";
import { type Page, expect, test } from "@playwright/test";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { href } from "@/lib/links";
import { SELL_MSG } from "@/lib/messages/selling";
import { signInAsAdmin } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { seededProducts } from "./support/catalogue";
import { hydrated, click, toastWith } from "./support/controls";

// The back office's orders (issue 14) on a desktop and a phone: an order request sent the way the
// storefront sends it is found in /admin/orders by its number, acknowledged, sent a payment link
// (PhonePe), paid through the local gateway's link page, then moved to processing, shipped with a
// courier and tracking number, and delivered; the shopper's /track-order page follows each step.
// Only the moves the status table allows are offered. axe on the list and the detail.

const ORIGIN = "http://127.0.0.1:3100";

/** An order request of one piece of the seeded catalogue, from a customer of this test's own. */
async function sendOrderRequest(page: Page) {
  // One of the older pieces with stock to spare (other specs take the newest).
  const product = (await seededProducts(page.request)).filter((p) => p.inStock && p.quantity >= 5).at(-1);
  if (!product) throw new Error("the demo seed has no piece with 5 in stock");
  const tag = `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;
  const email = `neha.${tag}@example.com`;
  const response = await page.request.post("/api/order/create", {
    headers: { origin: ORIGIN },
    data: {
      customer: {
        fullname: `Neha Kapoor ${tag}`,
        email,
        phoneNumber: "9876501234",
        shippingAddress: { street: "12 Lake Road", city: "Bengaluru", state: "Karnataka", pincode: "560001", country: "India" },
      },
      products: [{ product_id: product._id, quantity: 1, ...(product.colors[0] ? { color_id: product.colors[0]._id } : {}) }],
      customerNotes: "Please gift wrap.",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { _id: string; orderNumber: string } };
  return { id: order._id, orderNumber: order.orderNumber, email, product };
}

/** The shopper's tracking page, looked up by number and e-mail: its announced status. */
async function expectTracked(page: Page, orderNumber: string, email: string, status: string) {
  await page.goto(href.trackOrder(orderNumber));
  await hydrated(page.locator("main form button[type=submit]"));
  await page.getByRole("textbox", { name: SELL_MSG.trackOrderEmailLabel }).fill(email);
  await page.getByRole("button", { name: SELL_MSG.trackOrderSubmit }).click();
  await expect(page.getByRole("status").filter({ hasText: orderNumber })).toHaveText(`${SELL_MSG.trackOrderResultTitle(orderNumber)}: ${status}`);
  return page.getByRole("article", { name: SELL_MSG.trackOrderResultTitle(orderNumber) });
}

async function openDetail(page: Page, id: string, orderNumber: string) {
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: ORDER_ADMIN_MSG.orderTitle(orderNumber) })).toBeVisible();
}

const actionButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
test("an order request goes from draft to delivered through the back office, and the tracking page follows", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const order = await sendOrderRequest(page);

  // The list: stats, then the order found by searching its number.
  await expectNoSeriousA11yViolations(page, "/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: ORDER_ADMIN_MSG.title })).toBeVisible();
  const stats = page.getByRole("list", { name: ORDER_ADMIN_MSG.statsLabel });
  for (const label of [ORDER_ADMIN_MSG.statTotal, ORDER_ADMIN_MSG.statRevenue, ORDER_ADMIN_MSG.statPending, ORDER_ADMIN_MSG.statCompleted]) await expect(stats).toContainText(label);
  const search = page.getByRole("searchbox", { name: ORDER_ADMIN_MSG.searchLabel });
  await hydrated(search);
  await search.fill(order.orderNumber);
  const view = page.getByRole("link", { name: ORDER_ADMIN_MSG.viewOrder(order.orderNumber) });
  await expect(view).toBeVisible();
  await expect(page.getByRole("link", { name: /^View order / })).toHaveCount(1);
  await expect(page.locator("tbody tr").filter({ hasText: order.orderNumber })).toContainText("Draft");
  await page.screenshot({ path: testInfo.outputPath("orders-list.png"), fullPage: true });
  if (process.env.ORDER_SHOTS_DIR) await page.screenshot({ path: `${process.env.ORDER_SHOTS_DIR}/orders-list-${testInfo.project.name}.png`, fullPage: true });
  await view.click();
  await expect(page.getByRole("heading", { level: 1, name: ORDER_ADMIN_MSG.orderTitle(order.orderNumber) })).toBeVisible();
  await expect(page.getByText(order.product.name).first()).toBeVisible();
  await expect(page.getByText("Please gift wrap.")).toBeVisible();

  // draft → acknowledged
  await expect(actionButton(page, ORDER_ADMIN_MSG.sendLink)).toHaveCount(0);
  await click(actionButton(page, ORDER_ADMIN_MSG.acknowledge));
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("acknowledged"))).toBeVisible();
  await expect(actionButton(page, ORDER_ADMIN_MSG.acknowledge)).toHaveCount(0);
  await expectTracked(page, order.orderNumber, order.email, "Acknowledged");

  // acknowledged → a PhonePe payment link, shown with its Copy button
  await openDetail(page, order.id, order.orderNumber);
  await click(actionButton(page, ORDER_ADMIN_MSG.sendLink));
  const dialog = page.getByRole("dialog", { name: ORDER_ADMIN_MSG.linkDialogTitle });
  await expect(dialog.getByRole("combobox", { name: ORDER_ADMIN_MSG.linkMethod })).toHaveValue("phonepe");
  await dialog.getByRole("button", { name: ORDER_ADMIN_MSG.send }).click();
  await expect(toastWith(page, ORDER_ADMIN_MSG.linkGenerated("phonepe"))).toBeVisible();
  const linkField = page.getByRole("textbox", { name: /^Payment link/ });
  await expect(linkField).toHaveValue(/\/pay\/plink_/);
  await expect(page.getByRole("button", { name: ORDER_ADMIN_MSG.copy })).toBeVisible();
  await expect(actionButton(page, ORDER_ADMIN_MSG.resendLink)).toBeVisible();
  await expectNoSeriousA11yViolations(page, `/admin/orders/${order.id}`);
  await page.screenshot({ path: testInfo.outputPath("order-detail.png"), fullPage: true });
  if (process.env.ORDER_SHOTS_DIR) await page.screenshot({ path: `${process.env.ORDER_SHOTS_DIR}/order-detail-${testInfo.project.name}.png`, fullPage: true });
  const linkUrl = await page.getByRole("textbox", { name: /^Payment link/ }).inputValue();

  // The customer pays on the local gateway's link page.
  await page.goto(linkUrl);
  const pay = page.getByRole("button", { name: /^Pay ₹/ });
  await click(pay);
  await page.waitForURL((url) => url.pathname === "/payment-success");
  await expectTracked(page, order.orderNumber, order.email, "Paid");

  // paid: no Acknowledge (an illegal move is never offered); → processing
  await openDetail(page, order.id, order.orderNumber);
  await expect(page.locator("main header").getByText("Paid", { exact: true })).toBeVisible();
  await expect(actionButton(page, ORDER_ADMIN_MSG.acknowledge)).toHaveCount(0);
  await expect(actionButton(page, ORDER_ADMIN_MSG.sendLink)).toHaveCount(0);
  await expect(actionButton(page, ORDER_ADMIN_MSG.markShipped)).toHaveCount(0);
  await click(actionButton(page, ORDER_ADMIN_MSG.markProcessing));
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("processing"))).toBeVisible();

  // processing → shipped with BlueDart and a tracking number
  const trackingNumber = `BD${randomInt(100_000_000, 999_999_999)}`;
  await click(actionButton(page, ORDER_ADMIN_MSG.markShipped));
  const ship = page.getByRole("dialog", { name: ORDER_ADMIN_MSG.shipDialogTitle });
  await ship.getByRole("textbox", { name: ORDER_ADMIN_MSG.courierName }).fill("BlueDart");
  await ship.getByRole("textbox", { name: ORDER_ADMIN_MSG.trackingNumber }).fill(trackingNumber);
  await ship.getByRole("button", { name: ORDER_ADMIN_MSG.markShippedSubmit }).click();
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("shipped"))).toBeVisible();
  await expect(actionButton(page, ORDER_ADMIN_MSG.cancelOrder)).toHaveCount(0);
  const tracked = await expectTracked(page, order.orderNumber, order.email, "Shipped");
  await expect(tracked.getByText("BlueDart")).toBeVisible();
  await expect(tracked.getByText(trackingNumber)).toBeVisible();

  // shipped → delivered: final, nothing more to press
  await openDetail(page, order.id, order.orderNumber);
  await click(actionButton(page, ORDER_ADMIN_MSG.markDelivered));
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("delivered"))).toBeVisible();
  await expect(page.getByText(ORDER_ADMIN_MSG.noActions)).toBeVisible();
  await expectTracked(page, order.orderNumber, order.email, "Delivered");
});

test("the dashboard's ?status= link opens the list filtered; a draft order can be cancelled after a confirmation", async ({ page }) => {
  await signInAsAdmin(page);
  const order = await sendOrderRequest(page);
  await page.goto("/admin/orders?status=draft");
  const filter = page.getByRole("combobox", { name: ORDER_ADMIN_MSG.statusFilter, exact: true });
  await expect(filter).toHaveValue("draft");
  const search = page.getByRole("searchbox", { name: ORDER_ADMIN_MSG.searchLabel });
  await hydrated(search);
  await search.fill(order.email);
  await click(page.getByRole("link", { name: ORDER_ADMIN_MSG.viewOrder(order.orderNumber) }));

  await expect(page.getByRole("heading", { level: 1, name: ORDER_ADMIN_MSG.orderTitle(order.orderNumber) })).toBeVisible();
  await click(actionButton(page, ORDER_ADMIN_MSG.cancelOrder));
  const confirm = page.getByRole("dialog", { name: ORDER_ADMIN_MSG.cancelTitle });
  await expect(confirm).toContainText(ORDER_ADMIN_MSG.cancelConfirm(order.orderNumber, false));
  await confirm.getByRole("button", { name: ORDER_ADMIN_MSG.cancelSubmit }).click();
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("cancelled"))).toBeVisible();
  await expect(page.getByText(ORDER_ADMIN_MSG.noActions)).toBeVisible();

  // Back in the list: a draft no more.
  await page.goto("/admin/orders?status=cancelled");
  const again = page.getByRole("searchbox", { name: ORDER_ADMIN_MSG.searchLabel });
  await hydrated(again);
  await again.fill(order.orderNumber);
  await expect(page.locator("tbody tr").filter({ hasText: order.orderNumber })).toContainText("Cancelled");
});
