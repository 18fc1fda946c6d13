import { readFile } from "node:fs/promises";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { RETURN_MSG, RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import { SELL_MSG } from "@/lib/messages/selling";
import { paiseText } from "@/components/admin/returns/return-format";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import { RETURN_ENTRY_MSG } from "@/lib/returns/ui-entry-messages";
import { RETURN_UI_MSG } from "@/lib/returns/ui-messages";
import { signInAsAdmin } from "./support/admin";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { click, hydrated, toastWith } from "./support/controls";
import { type DeliveredOrder, placeDeliveredCardOrder, placeDeliveredCodOrder, placeDeliveredSizedOrder, returnsPanel, tinyPng, trackOrder } from "./support/returns";

// Returns and exchanges (issue 22), the whole road at a desk: a card-paid order of two different
// pieces is delivered; the shopper finds it on the tracking page and returns ONE of the two pieces
// with a reason and a photo (the form's own checks first), and sees it "Requested"; the owner finds
// it in /admin/returns, approves it, marks it picked up and received, and refunds it (the amount
// prefilled with what was paid for that piece); the credit note downloads from the back office (a
// PDF named for it); the shopper's tracking page then shows it Refunded with its credit note, which
// downloads too. axe on the form and the back office's page. On a phone (@layout): the form's layout.

const ORIGIN = "http://127.0.0.1:3100";

/** A page of its own signed in to the back office (the shopper's page stays signed out). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** The shopper's first piece, one of it; the reason "Damaged or defective", a few words and a photo. */
async function fillReturnOfFirstPiece(page: Page, order: DeliveredOrder) {
  const form = page.getByRole("form", { name: RETURN_UI_MSG.formHeading });
  const [first] = order.pieces;
  await click(form.getByRole("button", { name: RETURN_UI_MSG.more(first.name) }));
  await expect(form.getByRole("spinbutton", { name: first.name, exact: true })).toHaveValue("1");
  await form.getByRole("combobox", { name: RETURN_UI_MSG.reasonLabel }).selectOption({ label: RETURN_UI_MSG.reasonLabels.damaged });
  await form.getByRole("textbox", { name: RETURN_UI_MSG.detailsLabel }).fill("The clasp came apart on the first day.");
  await form.getByLabel(RETURN_UI_MSG.photosLabel).setInputFiles({ name: "clasp.png", mimeType: "image/png", buffer: tinyPng() });
  await expect(form.getByRole("img", { name: RETURN_UI_MSG.photoAlt(1) })).toBeVisible();
  return form;
}

test("a shopper returns one of two pieces; the owner approves, receives and refunds it; the credit note downloads on both sides", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await sendFromOwnAddress(page);
  const admin = await adminPage(browser);
  const order = await placeDeliveredCardOrder(page.request, admin.request);
  const [first, second] = order.pieces;

  // The tracking page: the delivered order's returns panel, with its window and the form behind a button.
  let result = await trackOrder(page, order.orderNumber, order.email);
  let panel = await returnsPanel(page);
  await expect(panel.getByText(/^Return or exchange by \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await click(panel.getByRole("button", { name: RETURN_UI_MSG.startForm }));
  const form = page.getByRole("form", { name: RETURN_UI_MSG.formHeading });
  await expect(form.getByText(first.name, { exact: true })).toBeVisible();
  await expect(form.getByText(second.name, { exact: true })).toBeVisible();

  // Nothing chosen: the form's own messages, the focus on the first piece, nothing sent.
  await click(form.getByRole("button", { name: RETURN_UI_MSG.submit }));
  await expect(form.getByText(RETURN_UI_MSG.noPieces)).toBeVisible();
  await expect(form.getByText(RETURN_UI_MSG.reasonRequired)).toBeVisible();
  await expect(form.getByRole("spinbutton", { name: first.name, exact: true })).toBeFocused();
  await expectNoSeriousA11yViolationsHere(page, "the return form with its errors", "main article");

  // One of the first piece, none of the second.
  await fillReturnOfFirstPiece(page, order);
  await expect(form.getByRole("spinbutton", { name: second.name, exact: true })).toHaveValue("0");
  await expectNoSeriousA11yViolationsHere(page, "the filled return form", "main article");
  const [sent] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/returns") && r.request().method() === "POST"),
    form.getByRole("button", { name: RETURN_UI_MSG.submit }).click(),
  ]);
  expect(sent.status(), await sent.text()).toBe(201);
  const { returnRequest } = (await sent.json()) as { returnRequest: { id: string; number: string } };
  await expect(panel.getByRole("status").filter({ hasText: RETURN_UI_MSG.submitted(returnRequest.number) })).toBeVisible();
  const request = panel.getByTestId("return-request").filter({ hasText: returnRequest.number });
  await expect(request).toContainText(RETURN_UI_MSG.statusLabels.requested);
  await expect(request).toContainText(RETURN_UI_MSG.pieceLine(first.name, 1));
  await expect(request).not.toContainText(second.name);

  // The back office: the list (its Requested tab counts it), then the request.
  await admin.goto("/admin/returns");
  const search = admin.getByRole("searchbox", { name: RETURN_ADMIN_MSG.searchLabel });
  await hydrated(search);
  // The search is sent once the typing stops: wait for its answer before clicking a row.
  await Promise.all([admin.waitForResponse((r) => r.url().includes("/api/admin/returns?") && r.url().includes(`q=${order.orderNumber}`)), search.fill(order.orderNumber)]);
  const row = admin.locator("tbody tr").filter({ hasText: returnRequest.number });
  await expect(row).toContainText(RETURN_ADMIN_MSG.statusLabels.requested);
  await expect(admin.getByTestId("count-requested")).not.toHaveText("0");
  await click(row.getByRole("link", { name: RETURN_ADMIN_MSG.viewRequest(returnRequest.number) }));
  await expect(admin).toHaveURL(`/admin/returns/${returnRequest.id}`);
  await expect(admin.getByRole("heading", { level: 1, name: RETURN_ADMIN_MSG.requestTitle(returnRequest.number) })).toBeVisible({ timeout: 10_000 });
  const reasonSection = admin.locator("section").filter({ has: admin.getByRole("heading", { level: 2, name: RETURN_ADMIN_MSG.reasonHeading }) });
  await expect(reasonSection.getByText(RETURN_ADMIN_MSG.reasonLabels.damaged)).toBeVisible();
  await expect(admin.getByText("The clasp came apart on the first day.")).toBeVisible();
  await expect(admin.getByRole("img", { name: RETURN_ADMIN_MSG.photoAlt(1) })).toBeVisible();
  // Under "Order", the number alone (never "Order Order SA-…").
  await expect(admin.getByRole("link", { name: order.orderNumber, exact: true })).toHaveAttribute("href", `/admin/orders/${order.id}`);
  // Only the moves allowed now: Approve and Reject.
  await expect(admin.getByRole("button", { name: RETURN_ADMIN_MSG.actionLabels.refund, exact: true })).toHaveCount(0);
  await expect(admin.getByRole("button", { name: RETURN_ADMIN_MSG.actionLabels.reject, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolationsHere(admin, "the back office's return request");

  const step = async (action: "approve" | "pick_up" | "receive", status: "approved" | "picked_up" | "received") => {
    await click(admin.getByRole("button", { name: RETURN_ADMIN_MSG.actionLabels[action], exact: true }));
    await expect(toastWith(admin, RETURN_ADMIN_MSG.moved(RETURN_ADMIN_MSG.statusLabels[status]))).toBeVisible();
    await expect(admin.locator("header").getByText(RETURN_ADMIN_MSG.statusLabels[status], { exact: true })).toBeVisible();
  };
  await step("approve", "approved");
  await step("pick_up", "picked_up");
  await step("receive", "received");

  // The refund: prefilled with what was paid for the one piece.
  await click(admin.getByRole("button", { name: RETURN_ADMIN_MSG.actionLabels.refund, exact: true }));
  const dialog = admin.getByRole("dialog", { name: RETURN_ADMIN_MSG.refundTitle });
  const amount = dialog.getByRole("textbox", { name: RETURN_ADMIN_MSG.refundAmount });
  await expect(amount).toHaveValue((first.total_price_paise / 100).toFixed(2));
  await expect(dialog.getByRole("textbox", { name: RETURN_ADMIN_MSG.refundReferenceLabel })).toHaveCount(0);
  // More than was paid: refused before it is sent.
  await amount.fill(((first.total_price_paise + 100) / 100).toFixed(2));
  await dialog.getByRole("button", { name: RETURN_ADMIN_MSG.refundSubmit }).click();
  await expect(dialog.getByText(/^Enter an amount above ₹0 and at most/)).toBeVisible();
  await amount.fill((first.total_price_paise / 100).toFixed(2));
  await dialog.getByRole("button", { name: RETURN_ADMIN_MSG.refundSubmit }).click();
  await expect(toastWith(admin, RETURN_ADMIN_MSG.moved(RETURN_ADMIN_MSG.statusLabels.refunded))).toBeVisible();
  await expect(admin.getByText(RETURN_ADMIN_MSG.noActions)).toBeVisible();
  if (process.env.RETURNS_SHOTS_DIR) await admin.screenshot({ path: `${process.env.RETURNS_SHOTS_DIR}/admin-return.png`, fullPage: true });

  // The credit note from the back office: a PDF named for it.
  const creditNoteLink = admin.getByRole("link", { name: RETURN_ADMIN_MSG.downloadCreditNote });
  await expect(creditNoteLink).toBeVisible();
  const [adminDownload] = await Promise.all([admin.waitForEvent("download"), creditNoteLink.click()]);
  expect(adminDownload.suggestedFilename()).toMatch(/credit.*\.pdf$/i);
  expect((await readFile(await adminDownload.path())).subarray(0, 4).toString("latin1")).toBe("%PDF");

  // The shopper's tracking page: Refunded ₹x — credit note CN/…, which downloads.
  result = await trackOrder(page, order.orderNumber, order.email);
  panel = await returnsPanel(page);
  const refunded = panel.getByTestId("return-request").filter({ hasText: returnRequest.number });
  await expect(refunded).toContainText(RETURN_UI_MSG.statusLabels.refunded);
  await expect(refunded).toContainText(new RegExp(`Refunded ${formatRupees(first.total_price_paise).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} — credit note \\S+`));
  const [download] = await Promise.all([page.waitForEvent("download"), click(refunded.getByRole("button", { name: /^Download credit note/ }))]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  expect((await readFile(await download.path())).subarray(0, 4).toString("latin1")).toBe("%PDF");
  await expect(result).toBeVisible();
  if (process.env.RETURNS_SHOTS_DIR) await result.screenshot({ path: `${process.env.RETURNS_SHOTS_DIR}/tracked-refunded.png` });
  await admin.context().close();
});

test("@layout on a phone the return form fits the screen, one piece per row with its stepper", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await sendFromOwnAddress(page);
  const admin = await adminPage(browser);
  const order = await placeDeliveredCardOrder(page.request, admin.request);
  await admin.context().close();

  await trackOrder(page, order.orderNumber, order.email);
  const panel = await returnsPanel(page);
  await click(panel.getByRole("button", { name: RETURN_UI_MSG.startForm }));
  const form = await fillReturnOfFirstPiece(page, order);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await form.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  await expectNoSeriousA11yViolationsHere(page, "the return form on a phone", "main article");
  await form.screenshot({ path: testInfo.outputPath("return-form.png") });
  if (process.env.RETURNS_SHOTS_DIR) await page.screenshot({ path: `${process.env.RETURNS_SHOTS_DIR}/return-form-${testInfo.project.name}.png`, fullPage: true });
});

test("on /account a delivered order opens its returns panel without the e-mail; one delivered weeks ago says why it cannot be returned", async ({ page }) => {
  await sendFromOwnAddress(page);
  // Priya's demo order delivered 48 days ago (prisma/seed/content-data.ts), signed in through the login page.
  await page.goto(href.loginThen(href.account()));
  await hydrated(page.getByRole("button", { name: MSG.signIn, exact: true }));
  await page.getByRole("textbox", { name: "Email Address", exact: true }).fill("priya.sharma@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Customer-925!");
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
  await expect(page).toHaveURL(href.account());

  const orders = page.getByRole("region", { name: MSG.accountOrders });
  const open = orders.getByRole("button", { name: RETURN_ENTRY_MSG.openLabel(""), exact: false });
  await expect(open).toHaveCount(1);
  await click(open);
  const panel = await returnsPanel(page);
  await expect(panel.getByText(RETURN_MSG.windowClosed)).toBeVisible();
  await expect(panel.getByRole("button", { name: RETURN_UI_MSG.startForm })).toHaveCount(0);
  await expect(panel.getByRole("form")).toHaveCount(0);
  if (process.env.RETURNS_SHOTS_DIR) await orders.screenshot({ path: `${process.env.RETURNS_SHOTS_DIR}/account.png` });
});

test("the owner rejects a request with a reason (required), and the shopper reads it on the tracking page", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await sendFromOwnAddress(page);
  const admin = await adminPage(browser);
  const order = await placeDeliveredCardOrder(page.request, admin.request);

  // The request, sent as the form sends it (its own test above drives the form).
  const options = await page.request.post("/api/returns/options", { headers: { origin: ORIGIN }, data: { orderNumber: order.orderNumber, email: order.email } });
  expect(options.status(), await options.text()).toBe(200);
  const [line] = ((await options.json()) as { options: { lines: { orderLineId: string }[] } }).options.lines;
  const sent = await page.request.post("/api/returns", {
    headers: { origin: ORIGIN },
    multipart: { orderNumber: order.orderNumber, email: order.email, kind: "exchange", reason: "size_or_fit", details: "Too small.", lines: JSON.stringify([{ orderLineId: line!.orderLineId, quantity: 1 }]) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { returnRequest } = (await sent.json()) as { returnRequest: { id: string; number: string } };

  await admin.goto(`/admin/returns/${returnRequest.id}`);
  await expect(admin.getByRole("heading", { level: 1, name: RETURN_ADMIN_MSG.requestTitle(returnRequest.number) })).toBeVisible();
  await click(admin.getByRole("button", { name: RETURN_ADMIN_MSG.actionLabels.reject, exact: true }));
  const dialog = admin.getByRole("dialog", { name: RETURN_ADMIN_MSG.rejectTitle });
  // No reason: refused in the dialog, nothing sent.
  await dialog.getByRole("button", { name: RETURN_ADMIN_MSG.rejectSubmit }).click();
  await expect(dialog.getByText(RETURN_ADMIN_MSG.rejectReasonRequired)).toBeVisible();
  await expectNoSeriousA11yViolationsHere(admin, "the reject dialog with its error");
  await dialog.getByRole("textbox", { name: RETURN_ADMIN_MSG.rejectReason }).fill("The piece shows wear after delivery.");
  await dialog.getByRole("button", { name: RETURN_ADMIN_MSG.rejectSubmit }).click();
  await expect(toastWith(admin, RETURN_ADMIN_MSG.moved(RETURN_ADMIN_MSG.statusLabels.rejected))).toBeVisible();
  await expect(admin.getByText(RETURN_ADMIN_MSG.noActions)).toBeVisible();
  await admin.context().close();

  await trackOrder(page, order.orderNumber, order.email);
  const panel = await returnsPanel(page);
  const rejected = panel.getByTestId("return-request").filter({ hasText: returnRequest.number });
  await expect(rejected).toContainText("Rejected: The piece shows wear after delivery.");
  await expect(rejected.locator("li[aria-current=step]")).toHaveText(RETURN_UI_MSG.statusLabels.rejected);
});

test("@layout a cash-on-delivery buyer's return form asks where the refund goes, and keeps what was typed on an error", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await sendFromOwnAddress(page);
  const admin = await adminPage(browser);
  const order = await placeDeliveredCodOrder(page.request, admin.request);
  await admin.context().close();

  await trackOrder(page, order.orderNumber, order.email);
  const panel = await returnsPanel(page);
  await click(panel.getByRole("button", { name: RETURN_UI_MSG.startForm }));
  const form = page.getByRole("form", { name: RETURN_UI_MSG.formHeading });
  await click(form.getByRole("button", { name: RETURN_UI_MSG.more(order.piece.name) }));
  await form.getByRole("combobox", { name: RETURN_UI_MSG.reasonLabel }).selectOption({ label: RETURN_UI_MSG.reasonLabels.damaged });
  await form.getByRole("textbox", { name: RETURN_UI_MSG.detailsLabel }).fill("A stone fell out.");

  // Asked only for a return: an exchange sends no money back.
  const payout = form.getByRole("group", { name: RETURN_UI_MSG.payoutLegend });
  await expect(payout).toBeVisible();
  await form.getByRole("radio", { name: RETURN_UI_MSG.kindExchange }).check();
  await expect(payout).toHaveCount(0);
  await form.getByRole("radio", { name: RETURN_UI_MSG.kindReturn }).check();

  // Nothing chosen: the server's words under the question, the focus on it, nothing sent.
  await click(form.getByRole("button", { name: RETURN_UI_MSG.submit }));
  await expect(payout.getByText(RETURN_MSG.payoutRequired)).toBeVisible();
  await expect(payout.getByRole("radio", { name: RETURN_UI_MSG.payoutUpi })).toBeFocused();

  // A bank account with a mistyped IFSC: its message, the focus on it, and both fields as typed.
  await payout.getByRole("radio", { name: RETURN_UI_MSG.payoutBank }).check();
  await payout.getByRole("textbox", { name: RETURN_UI_MSG.ifscLabel }).fill("SBIN1234567");
  await payout.getByRole("textbox", { name: RETURN_UI_MSG.accountLabel }).fill("5010 0234 5678");
  await click(form.getByRole("button", { name: RETURN_UI_MSG.submit }));
  await expect(payout.getByText(RETURN_MSG.ifscInvalid)).toBeVisible();
  await expect(payout.getByRole("textbox", { name: RETURN_UI_MSG.ifscLabel })).toBeFocused();
  await expect(payout.getByRole("textbox", { name: RETURN_UI_MSG.ifscLabel })).toHaveValue("SBIN1234567");
  await expect(payout.getByRole("textbox", { name: RETURN_UI_MSG.accountLabel })).toHaveValue("5010 0234 5678");
  await expect(form.getByRole("textbox", { name: RETURN_UI_MSG.detailsLabel })).toHaveValue("A stone fell out.");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolationsHere(page, "the COD return form with its errors", "main article");
  await form.screenshot({ path: testInfo.outputPath("cod-return-form.png") });
  if (process.env.RETURNS_SHOTS_DIR) await form.screenshot({ path: `${process.env.RETURNS_SHOTS_DIR}/cod-return-form-${testInfo.project.name}.png` });

  // Corrected: sent, with the account as typed (the server tidies it).
  await payout.getByRole("textbox", { name: RETURN_UI_MSG.ifscLabel }).fill("SBIN0001234");
  const [sent] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/returns") && r.request().method() === "POST"),
    form.getByRole("button", { name: RETURN_UI_MSG.submit }).click(),
  ]);
  expect(sent.status(), await sent.text()).toBe(201);
  const { returnRequest } = (await sent.json()) as { returnRequest: { number: string } };
  await expect(panel.getByRole("status").filter({ hasText: RETURN_UI_MSG.submitted(returnRequest.number) })).toBeVisible();
});

test("@layout an exchange for a dearer size: the shopper picks the size, the owner sees the difference, and paying its link sends the new size", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
  const stockOf = async (productId: string, sizeId: string) => (await prisma.productSize.findUniqueOrThrow({ where: { productId_sizeId: { productId, sizeId } } })).stock;
  try {
    await sendFromOwnAddress(page);
    const admin = await adminPage(browser);
    const order = await placeDeliveredSizedOrder(page.request, admin.request);
    const { piece, bought, dearer } = order;
    const more = dearer.total_price_paise - bought.total_price_paise;

    // The shopper: the size bought on the line; "Exchange" offers the piece's other sizes in stock, with the difference.
    await trackOrder(page, order.orderNumber, order.email);
    const panel = await returnsPanel(page);
    await click(panel.getByRole("button", { name: RETURN_UI_MSG.startForm }));
    const form = page.getByRole("form", { name: RETURN_UI_MSG.formHeading });
    await expect(form).toContainText(RETURN_SIZE_MSG.size(bought.label));
    await click(form.getByRole("button", { name: RETURN_UI_MSG.more(piece.name) }));
    await form.getByRole("radio", { name: RETURN_UI_MSG.kindExchange }).check();
    const sizeSelect = form.getByRole("combobox", { name: RETURN_SIZE_MSG.exchangeFor(piece.name) });
    await expect(sizeSelect).toHaveValue("");
    await sizeSelect.selectOption({ label: RETURN_SIZE_MSG.otherSize(dearer.label, formatRupees(dearer.total_price_paise), more, formatRupees(more)) });
    await form.getByRole("combobox", { name: RETURN_UI_MSG.reasonLabel }).selectOption({ label: RETURN_UI_MSG.reasonLabels.size_or_fit });
    await expectNoSeriousA11yViolationsHere(page, "the exchange form with a size to choose", "main article");
    // Nothing wider than the screen, on a phone too (@layout).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await form.screenshot({ path: testInfo.outputPath("exchange-size-form.png") });
    if (process.env.RETURNS_SHOTS_DIR) await form.screenshot({ path: `${process.env.RETURNS_SHOTS_DIR}/exchange-size-form-${testInfo.project.name}.png` });
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/returns") && r.request().method() === "POST"),
      form.getByRole("button", { name: RETURN_UI_MSG.submit }).click(),
    ]);
    expect(sent.status(), await sent.text()).toBe(201);
    const { returnRequest } = (await sent.json()) as { returnRequest: { id: string; number: string } };
    const card = panel.getByTestId("return-request").filter({ hasText: returnRequest.number });
    await expect(card).toContainText(RETURN_SIZE_MSG.pieceLine(piece.name, 1, bought.label, dearer.label));

    // The owner: approve, pick up, receive (the size bought back in stock), then the difference to settle.
    const boughtBefore = await stockOf(piece._id, bought._id);
    await admin.goto(`/admin/returns/${returnRequest.id}`);
    await expect(admin.getByRole("heading", { level: 1, name: RETURN_ADMIN_MSG.requestTitle(returnRequest.number) })).toBeVisible({ timeout: 10_000 });
    for (const [action, status] of [["approve", "approved"], ["pick_up", "picked_up"], ["receive", "received"]] as const) {
      await click(admin.getByRole("button", { name: RETURN_ADMIN_MSG.actionLabels[action], exact: true }));
      await expect(toastWith(admin, RETURN_ADMIN_MSG.moved(RETURN_ADMIN_MSG.statusLabels[status]))).toBeVisible();
      await expect(admin.locator("header").getByText(RETURN_ADMIN_MSG.statusLabels[status], { exact: true })).toBeVisible();
    }
    expect(await stockOf(piece._id, bought._id)).toBe(boughtBefore + 1);
    const piecesSection = admin.locator("section").filter({ has: admin.getByRole("heading", { level: 2, name: RETURN_ADMIN_MSG.piecesHeading }) });
    await expect(piecesSection).toContainText(RETURN_SIZE_MSG.sizeChange(bought.label, dearer.label));
    await expect(piecesSection).toContainText(RETURN_SIZE_MSG.lineDifference(paiseText(more), true));
    await expect(piecesSection.getByText(RETURN_SIZE_MSG.payMore(paiseText(more)))).toBeVisible();
    await expectNoSeriousA11yViolationsHere(admin, "the return page with a size difference");

    // Sending the replacement sends the link for the difference; the new size is taken when it is paid.
    const dearerBefore = await stockOf(piece._id, dearer._id);
    await click(admin.getByRole("button", { name: RETURN_ADMIN_MSG.actionLabels.exchange, exact: true }));
    const dialog = admin.getByRole("dialog", { name: RETURN_ADMIN_MSG.exchangeTitle });
    await expect(dialog.getByText(RETURN_SIZE_MSG.payMore(paiseText(more)))).toBeVisible();
    await expect(dialog.getByText(RETURN_SIZE_MSG.exchangeConfirmPayMore(returnRequest.number))).toBeVisible();
    await click(dialog.getByRole("button", { name: RETURN_ADMIN_MSG.exchangeSubmit }));
    await expect(toastWith(admin, RETURN_ADMIN_MSG.moved(RETURN_ADMIN_MSG.statusLabels.exchanged))).toBeVisible();
    const linkNote = admin.getByText(/^Payment link for the size difference sent: /);
    await expect(linkNote).toBeVisible();
    const linkPath = new URL((await linkNote.textContent())!.replace(/^Payment link for the size difference sent: /, "").trim()).pathname;
    expect(await stockOf(piece._id, dearer._id)).toBe(dearerBefore);
    if (process.env.RETURNS_SHOTS_DIR) await admin.screenshot({ path: `${process.env.RETURNS_SHOTS_DIR}/admin-exchange-size.png`, fullPage: true });

    // The shopper pays the difference on the link: the replacement is paid and the new size taken, once.
    await page.goto(linkPath);
    const pay = page.getByRole("button", { name: SELL_MSG.checkoutPay(formatRupees(more)) });
    await hydrated(pay);
    await pay.click();
    await page.waitForURL((url) => url.pathname === "/payment-success");
    const request = await prisma.returnRequest.findUniqueOrThrow({ where: { id: returnRequest.id }, select: { exchangeOrderId: true } });
    await expect.poll(async () => (await prisma.order.findUniqueOrThrow({ where: { id: request.exchangeOrderId! } })).status).toBe("paid");
    expect(await stockOf(piece._id, dearer._id)).toBe(dearerBefore - 1);
    const lines = await prisma.orderLine.findMany({ where: { orderId: request.exchangeOrderId! } });
    expect(lines.map((line) => [line.sizeLabel, Number(line.linePricePaise)])).toEqual([[dearer.label, more]]);
    await admin.context().close();
  } finally {
    await prisma.$disconnect();
  }
});
