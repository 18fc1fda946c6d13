import { randomInt } from "node:crypto";
import { type Page, expect, test } from "@playwright/test";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { COD_MSG } from "@/lib/messages/cod";
import { NOTIFY_MSG } from "@/lib/notify/notify-messages";
import { href } from "@/lib/links";
import { SELL_MSG } from "@/lib/messages/selling";
import { signInAsAdmin } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { seededProducts } from "./support/catalogue";
import { hydrated, click, toastWith } from "./support/controls";

// The owner's part of cash on delivery (issue 21) at a desk: a COD order placed the way checkout
// places it (POST /api/order/cod) is found in /admin/orders filtered to COD, shows "Cash on delivery"
// and its fee, is confirmed after the call, shipped with a courier (its invoice then downloads from
// the tracking page), and marked delivered and paid; another is rejected with a reason (required).
// The tracking page follows the COD steps. The shopper's part is cod.spec.ts.

const ORIGIN = "http://127.0.0.1:3100";

/** A COD order of one piece, sent the way checkout sends it, from a shopper of this test's own (phone and street). */
async function placeCodOrder(page: Page, { whatsappOptIn = false }: { whatsappOptIn?: boolean } = {}) {
  const product = (await seededProducts(page.request)).filter((p) => p.inStock && p.quantity >= 5 && p.total_price_paise < 1_000_000).at(-2);
  if (!product) throw new Error("the demo seed has no piece for this test");
  const tag = `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;
  const email = `kiran.${tag}@example.com`;
  const response = await page.request.post("/api/order/cod", {
    headers: { origin: ORIGIN },
    data: {
      amount: 1,
      currency: "INR",
      receipt: `cod_${tag}`,
      metadata: {
        notes: "",
        items: [{ id: product._id, name: product.name, quantity: 1, price: 1, colorId: product.colors[0]?._id ?? null }],
        customer: {
          name: `Kiran Rao ${tag}`,
          email,
          contact: `9${String(randomInt(0, 1e9)).padStart(9, "0")}`,
          ...(whatsappOptIn ? { whatsappOptIn: true } : {}),
          address: { line1: `${randomInt(1, 999)} ${tag} Road`, line2: "", city: "Mumbai", state: "Maharashtra", postalCode: "400001" },
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { orderId: string; orderNumber: string; totalPaise: number } };
  return { id: data.orderId, orderNumber: data.orderNumber, email };
}

async function openDetail(page: Page, id: string, orderNumber: string) {
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: ORDER_ADMIN_MSG.orderTitle(orderNumber) })).toBeVisible();
}

async function tracked(page: Page, orderNumber: string, email: string) {
  await page.goto(href.trackOrder(orderNumber));
  await hydrated(page.locator("main form button[type=submit]"));
  await page.getByRole("textbox", { name: SELL_MSG.trackOrderEmailLabel }).fill(email);
  await page.getByRole("button", { name: SELL_MSG.trackOrderSubmit }).click();
  const result = page.getByRole("article", { name: SELL_MSG.trackOrderResultTitle(orderNumber) });
  await expect(result).toBeVisible();
  return result;
}

const actionButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
test("the owner confirms a COD order after the call, ships it (invoice available), and marks it delivered and paid", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const order = await placeCodOrder(page, { whatsappOptIn: true });

  // The list, filtered to cash on delivery: the order with "COD", awaiting the owner's call (never "Draft").
  await page.goto("/admin/orders");
  const filter = page.getByRole("combobox", { name: COD_MSG.filterLabel });
  await hydrated(filter);
  await filter.selectOption("cod");
  const search = page.getByRole("searchbox", { name: ORDER_ADMIN_MSG.searchLabel });
  await search.fill(order.orderNumber);
  const row = page.locator("tbody tr").filter({ hasText: order.orderNumber });
  await expect(row).toContainText(COD_MSG.shortMethod);
  await expect(row).toContainText(ORDER_ADMIN_MSG.awaitingConfirmation);
  await expect(row).not.toContainText(ORDER_ADMIN_MSG.statusLabels.draft!);
  // The status filter finds it under its own words, and "Draft" does not.
  const statusFilter = page.getByRole("combobox", { name: ORDER_ADMIN_MSG.statusFilter });
  await statusFilter.selectOption({ label: ORDER_ADMIN_MSG.awaitingConfirmation });
  await expect(row).toBeVisible();
  await statusFilter.selectOption({ label: ORDER_ADMIN_MSG.statusLabels.draft! });
  await expect(page.locator("tbody tr").filter({ hasText: order.orderNumber })).toHaveCount(0);

  // The detail: cash on delivery with its fee; Confirm and Reject, no payment link.
  await openDetail(page, order.id, order.orderNumber);
  await expect(page.getByTestId("cod-fee")).toContainText("₹49");
  // The fee is a line of the bill in the lines' own type, not the total's large bold.
  const feeType = await page.getByTestId("cod-fee").evaluate((row) => {
    const total = row.nextElementSibling!;
    return { weight: Number(getComputedStyle(row).fontWeight), size: getComputedStyle(row).fontSize, totalSize: getComputedStyle(total).fontSize };
  });
  expect(feeType.weight).toBeLessThan(600);
  expect(feeType.size).not.toBe(feeType.totalSize);
  // The history names who placed it in plain words (a shopper without an account), never a code word.
  await expect(page.getByText(ORDER_ADMIN_MSG.by("visitor"))).toBeVisible();
  await expect(page.getByText(/\bby (visitor|tracking|customer|system|gateway)\b/)).toHaveCount(0);
  await expect(actionButton(page, ORDER_ADMIN_MSG.sendLink)).toHaveCount(0);
  await expect(actionButton(page, ORDER_ADMIN_MSG.acknowledge)).toHaveCount(0);
  await expect(actionButton(page, COD_MSG.reject)).toBeVisible();
  await expectNoSeriousA11yViolations(page, `/admin/orders/${order.id}`);
  await expect(page.getByTestId("cod-fee")).toBeVisible();
  // The badge and the timeline's first step say what it waits for.
  await expect(page.getByText(ORDER_ADMIN_MSG.awaitingConfirmation, { exact: true })).toHaveCount(2);
  await expect(page.getByText(ORDER_ADMIN_MSG.statusLabels.draft!, { exact: true })).toHaveCount(0);
  // Confirming asks for an optional note; the history keeps the owner's words and nothing else.
  await click(actionButton(page, COD_MSG.confirm));
  const confirmDialog = page.getByRole("dialog", { name: COD_MSG.confirmTitle });
  await confirmDialog.getByRole("textbox", { name: COD_MSG.confirmNote }).fill("Kiran confirmed on WhatsApp.");
  await confirmDialog.getByRole("button", { name: COD_MSG.confirmSubmit }).click();
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("confirmed"))).toBeVisible();
  await expect(actionButton(page, COD_MSG.confirm)).toHaveCount(0);
  // The history's confirmed step carries the note.
  await expect(page.getByRole("listitem").filter({ hasText: ORDER_ADMIN_MSG.statusLabels.confirmed! }).filter({ hasText: "Kiran confirmed on WhatsApp." })).toBeVisible();
  await expect(page.getByText("Confirmed by phone call.")).toHaveCount(0);

  // The shopper's WhatsApp messages, found by the order's number: placed and confirmed, each with its
  // text, and "Saved to outbox (not sent)" (the e2e server has no WhatsApp keys), never "Sent".
  await page.goto("/admin/notifications");
  const waSearch = page.getByRole("searchbox", { name: NOTIFY_MSG.searchLabel });
  await hydrated(waSearch);
  await waSearch.fill(order.orderNumber.slice(-5));
  const messages = page.getByTestId("notification");
  await expect.poll(async () => (await messages.allInnerTexts()).every((text) => text.includes(order.orderNumber)) && (await messages.count()) === 2, { timeout: 10_000 }).toBe(true);
  const confirmedMessage = messages.filter({ hasText: "cod_order_confirmed" });
  await expect(confirmedMessage.getByTestId("notification-text")).toContainText(`your cash-on-delivery order ${order.orderNumber} is confirmed`);
  await expect(confirmedMessage).toContainText(NOTIFY_MSG.savedToOutbox);
  await expect(messages.filter({ hasText: "cod_order_placed" })).toContainText(NOTIFY_MSG.savedToOutbox);
  await expect(page.locator("main").getByText(NOTIFY_MSG.statusLabel.sent!, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("admin-whatsapp-search.png"), fullPage: true });
  await openDetail(page, order.id, order.orderNumber);

  // Shipped with a courier: the invoice is issued, and the tracking page offers it.
  await click(actionButton(page, ORDER_ADMIN_MSG.markShipped));
  const dialog = page.getByRole("dialog", { name: ORDER_ADMIN_MSG.shipDialogTitle });
  await dialog.getByRole("textbox", { name: ORDER_ADMIN_MSG.courierName }).fill("Delhivery");
  await dialog.getByRole("textbox", { name: ORDER_ADMIN_MSG.trackingNumber }).fill("DLV123456");
  await dialog.getByRole("button", { name: ORDER_ADMIN_MSG.markShippedSubmit }).click();
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("shipped"))).toBeVisible();

  let result = await tracked(page, order.orderNumber, order.email);
  const steps = result.getByRole("list", { name: SELL_MSG.trackOrderProgress }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText(SELL_MSG.orderStatusLabel.confirmed);
  await expect(steps.nth(2)).toContainText(`${SELL_MSG.orderStatusLabel.shipped}, ${SELL_MSG.trackOrderStepCurrent}`);
  await expect(steps.nth(3)).toContainText(SELL_MSG.trackOrderStepToCome);
  await expect(result.getByRole("button", { name: SELL_MSG.trackOrderDownloadInvoice })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), result.getByRole("button", { name: SELL_MSG.trackOrderDownloadInvoice }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // The owner's order page: the invoice downloads from it, and each step is one line of the
  // timeline (the audit log keeps the owner's moves; the timeline does not repeat them).
  await openDetail(page, order.id, order.orderNumber);
  const [ownerCopy] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /^Invoice SA\// }).click()]);
  expect(ownerCopy.suggestedFilename()).toMatch(/^invoice-SA-\d{4}-\d{2}-\d{5}\.pdf$/);
  await expect(page.getByText(ORDER_ADMIN_MSG.auditEvent)).toHaveCount(0);
  await expect(page.getByText(ORDER_ADMIN_MSG.statusLabels.shipped!, { exact: true })).toHaveCount(2); // the badge and one step

  // Delivered and paid.
  await click(actionButton(page, COD_MSG.markDeliveredPaid));
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("delivered"))).toBeVisible();
  await expect(page.getByText(ORDER_ADMIN_MSG.paymentKind.cod!).first()).toBeVisible();
  result = await tracked(page, order.orderNumber, order.email);
  await expect(result.getByRole("list", { name: SELL_MSG.trackOrderProgress }).getByRole("listitem").nth(3)).toContainText(SELL_MSG.trackOrderStepCurrent);
});

test("the owner rejects a COD order with a reason (required), and the tracking page shows it cancelled", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const order = await placeCodOrder(page);
  await openDetail(page, order.id, order.orderNumber);
  await click(actionButton(page, COD_MSG.reject));
  const dialog = page.getByRole("dialog", { name: COD_MSG.rejectTitle });
  const reason = dialog.getByRole("textbox", { name: COD_MSG.rejectReason });
  await dialog.getByRole("button", { name: COD_MSG.rejectSubmit }).click();
  await expect(dialog.getByText(COD_MSG.reasonRequired)).toBeVisible();
  await expect(reason).toBeFocused();
  await reason.fill("The number did not answer after three calls.");
  await dialog.getByRole("button", { name: COD_MSG.rejectSubmit }).click();
  await expect(toastWith(page, ORDER_ADMIN_MSG.statusUpdated("cancelled"))).toBeVisible();
  await expect(page.getByText(COD_MSG.rejectedNote("The number did not answer after three calls."))).toBeVisible();
  const result = await tracked(page, order.orderNumber, order.email);
  await expect(result).toContainText(SELL_MSG.orderStatusLabel.cancelled);
});
