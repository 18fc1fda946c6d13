import { randomBytes, randomInt } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { PrismaPg } from "@prisma/adapter-pg";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { PrismaClient } from "@/generated/prisma/client";
import { type MoneyClient, withMoneyAsNumbers } from "@/server/db-money";
import { formatRupees, formatRupees2 } from "@/lib/format";
import { href } from "@/lib/links";
import { OFFER_ADMIN_MSG as ADMIN } from "@/lib/messages/offers-admin";
import { OFFER_MSG } from "@/lib/messages/offers";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import { pdfText } from "../support/pdf-text";
import { signInAsAdmin } from "./support/admin";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { click, hydrated, toastWith } from "./support/controls";
import { type OwnPiece, createOwnPiece } from "./support/offer-pieces";
import { trackOrder } from "./support/returns";

// Offers from end to end (issue 44), on a phone and at a desk. The owner makes a Diwali offer
// (automatic, 20 % off the making charges) and a first-order code (10 % off pieces, 5 uses), both
// combinable and scoped to this run's own two pieces (a by-weight kada and a ₹3,000 ring), so no other
// spec's prices move. A visitor puts both pieces in the cart, types the code in lower case, sees both
// offers as lines, pays by card at checkout; the tracking page names the offers; the GST invoice
// charges tax on the discounted lines and adds up to the order's total. The ring comes back: the
// refund the owner is offered is what the ring really paid (₹3,000 − 10 % = ₹2,700), and the credit
// note's taxable value is the invoice line's (₹2,621.36 at 3 %). The offers page counts the use; a
// second visitor with the same phone is refused "first order only". OFFER_SHOTS=<dir> keeps
// screenshots of the cart and the tracked order, and the invoice PDF, to look at.

const ORIGIN = "http://127.0.0.1:3100";
const RING_PAISE = 3000_00;
/** The ring after 10 % off: what it paid, and its taxable value at 3 % GST (270000 × 10000 / 10300). */
const RING_PAID = "2,700.00";
const RING_TAXABLE = "2,621.36";

let prisma: MoneyClient;
const tag = randomBytes(4).toString("hex");
let kada: OwnPiece;
let ring: OwnPiece;

const istInput = (at: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};
const paiseIn = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);

test.beforeAll(async () => {
  prisma = withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) }));
  kada = await createOwnPiece(prisma, { name: `Journey Kada ${tag}`, code: `E2EJK${tag.toUpperCase()}` });
  ring = await createOwnPiece(prisma, { name: `Journey Ring ${tag}`, code: `E2EJR${tag.toUpperCase()}`, pricePaise: RING_PAISE });
});

test.afterAll(async () => {
  await prisma?.$disconnect();
});

/** The owner's page in its own browser context (the shopper's page stays a visitor's). */
async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** The offer form's "Some pieces or sizes" with these whole pieces chosen. */
async function choosePieces(owner: Page, names: string[]) {
  await owner.getByRole("radio", { name: ADMIN.scopes.pieces }).check();
  for (const name of names) {
    await owner.getByRole("searchbox", { name: ADMIN.pieceSearchLabel }).fill(name);
    await click(owner.getByRole("button", { name: `${ADMIN.addWholePiece}: ${name}` }));
  }
}

async function makeOffers(owner: Page, { autoName, codeName, code }: { autoName: string; codeName: string; code: string }) {
  const startsAt = istInput(new Date(Date.now() - 3_600_000));
  const endsAt = istInput(new Date(Date.now() + 7 * 86_400_000));

  await owner.goto("/admin/offers/new");
  await hydrated(owner.getByRole("button", { name: ADMIN.create }));
  await owner.getByLabel(ADMIN.nameLabel).fill(autoName);
  await owner.getByLabel(ADMIN.kindLabel).selectOption("percent_making");
  await owner.getByLabel(ADMIN.valuePercentLabel).fill("20");
  await choosePieces(owner, [kada.name]);
  await owner.getByLabel(ADMIN.startsLabel).fill(startsAt);
  await owner.getByLabel(ADMIN.endsLabel).fill(endsAt);
  await owner.getByLabel(ADMIN.stackableLabel).check();
  await owner.getByRole("button", { name: ADMIN.create }).click();
  await expect(owner.getByRole("heading", { level: 1, name: ADMIN.title })).toBeVisible();

  await owner.getByRole("link", { name: ADMIN.newOffer }).click();
  await hydrated(owner.getByRole("button", { name: ADMIN.create }));
  await owner.getByLabel(ADMIN.nameLabel).fill(codeName);
  await owner.getByLabel(ADMIN.codeLabel).fill(code);
  await owner.getByLabel(ADMIN.kindLabel).selectOption("percent_pieces");
  await owner.getByLabel(ADMIN.valuePercentLabel).fill("10");
  await choosePieces(owner, [kada.name, ring.name]);
  await owner.getByLabel(ADMIN.startsLabel).fill(startsAt);
  await owner.getByLabel(ADMIN.firstOrderLabel).check();
  await owner.getByLabel(ADMIN.totalLimitLabel).fill("5");
  await owner.getByLabel(ADMIN.stackableLabel).check();
  await owner.getByRole("button", { name: ADMIN.create }).click();
  await expect(owner.getByRole("heading", { level: 1, name: ADMIN.title })).toBeVisible();
  const rows = owner.getByTestId("offer-row");
  await expect(rows.filter({ hasText: autoName })).toContainText(ADMIN.status.live);
  await expect(rows.filter({ hasText: codeName })).toContainText(code.toUpperCase());
  await expect(rows.filter({ hasText: codeName })).toContainText("0 / 5");
}

/** Adds a piece on its page (its first colour when it has colours), as a shopper does. */
async function addFromPage(page: Page, id: string) {
  await page.goto(href.product(id));
  const panel = page.locator("main [data-purchase-panel]");
  const colour = panel.getByRole("radio").first();
  if (await colour.count()) await colour.check();
  const add = panel.getByRole("button", { name: MSG.addToCart, exact: true });
  await hydrated(add);
  await add.click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();
}

test("the owner makes a Diwali offer and a code; a shopper applies the code, pays, gets an invoice with the discount, returns a piece and gets a matching credit note", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const address = await sendFromOwnAddress(page);
  const owner = await ownerPage(browser);
  const autoName = `Diwali ${tag}: 20 % off making`;
  const codeName = `First order ${tag}`;
  const code = `first${tag}`;
  await makeOffers(owner, { autoName, codeName, code });

  // The kada's page shows the Diwali offer in its breakup.
  await page.goto(href.product(kada.id));
  await expect(page.locator("[data-offer-price]").first()).toContainText(autoName);

  // The cart: both pieces, the code typed in lower case, both offers as lines.
  await addFromPage(page, kada.id);
  await addFromPage(page, ring.id);
  await page.goto(href.cart());
  await expect(page.getByTestId("cart-subtotal")).not.toHaveText("…");
  const field = page.getByLabel(OFFER_MSG.applyCoupon);
  await hydrated(field);
  await field.fill(code);
  await page.getByRole("button", { name: OFFER_MSG.apply, exact: true }).click();
  await expect(page.getByTestId("coupon-result")).toHaveText(OFFER_MSG.couponApplied(code.toUpperCase()));
  const lines = page.getByTestId("offer-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(autoName);
  await expect(lines.nth(1)).toContainText(code.toUpperCase());
  await expect(lines.nth(1).locator("dd")).not.toHaveText("…");
  const subtotal = paiseIn(await page.getByTestId("cart-subtotal").textContent());
  const discounts = [paiseIn(await lines.nth(0).locator("dd").textContent()), paiseIn(await lines.nth(1).locator("dd").textContent())];
  expect(discounts.every((d) => d > 0)).toBe(true);
  const payable = subtotal - discounts[0]! - discounts[1]!;
  await expect(page.getByTestId("cart-total")).toHaveText(formatRupees(payable));
  await expectNoSeriousA11yViolationsHere(page);
  if (process.env.OFFER_SHOTS) await page.screenshot({ path: `${process.env.OFFER_SHOTS}/journey-cart-${test.info().project.name}.png`, fullPage: true });

  // Checkout: the same offers and total; the visitor pays by card.
  await page.goto(href.checkout());
  await expect(page.locator('[data-page="checkout"] [data-checkout-state="idle"]')).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText(formatRupees(payable));
  await expect(page.getByTestId("offer-line")).toHaveCount(2);
  const email = `journey.${tag}.${test.info().project.name}@example.com`;
  const phone = `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const textbox = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await textbox("Full Name").fill("Diya Menon");
  await textbox("Email Address").fill(email);
  await textbox("Contact Number").fill(phone);
  await textbox("Address Line 1").fill(`${randomInt(1, 999)} Festival Road`);
  await textbox("City").fill("Pune");
  await page.getByRole("combobox", { name: "State" }).selectOption("Maharashtra");
  await textbox("Postal Code").fill("411001");
  const pay = page.locator("main").getByRole("button", { name: /^(Pay|Processing\.\.\.)/ });
  await expect(pay).toHaveText(SELL_MSG.checkoutPay(formatRupees(payable)));
  await pay.click();
  const standIn = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: SELL_MSG.localPaymentFail }) });
  await standIn.getByRole("button", { name: /^Pay ₹/ }).click();
  const success = page.locator('[data-checkout-state="success"]');
  await expect(success.getByRole("heading", { name: SELL_MSG.paymentSuccessful })).toBeVisible();
  const orderNumber = ((await success.getByTestId("order-number").textContent()) ?? "").trim();

  // The order: paid, what the cart said, its lines adding up to its total.
  const order = await prisma.order.findUniqueOrThrow({
    where: { orderNumber },
    select: { id: true, status: true, totalPaise: true, discountPaise: true, lines: { select: { id: true, productId: true, linePricePaise: true, offerDiscountPaise: true } } },
  });
  expect(order.status).toBe("paid");
  expect(order.totalPaise).toBe(payable);
  expect(order.discountPaise).toBe(discounts[0]! + discounts[1]!);
  expect(order.lines.reduce((sum, line) => sum + line.linePricePaise - line.offerDiscountPaise, 0)).toBe(order.totalPaise);
  const ringLine = order.lines.find((line) => line.productId === ring.id)!;
  expect(ringLine.linePricePaise - ringLine.offerDiscountPaise).toBe(2700_00);

  // The tracking page names both offers.
  const tracked = await trackOrder(page, orderNumber, email);
  await expect(tracked.getByTestId("order-offer")).toHaveCount(2);
  if (process.env.OFFER_SHOTS) await tracked.screenshot({ path: `${process.env.OFFER_SHOTS}/journey-tracked-${test.info().project.name}.png` });
  await expect(tracked.getByTestId("order-offer").filter({ hasText: code.toUpperCase() })).toBeVisible();

  // The GST invoice: a Discount column, tax on the ring's ₹2,700, the grand total the order's.
  const headers = { origin: ORIGIN, "x-forwarded-for": address };
  const invoice = await page.request.post("/api/order/track-invoice", { headers, data: { orderNumber, email } });
  expect(invoice.status()).toBe(200);
  const invoiceBytes = await invoice.body();
  if (process.env.OFFER_SHOTS) await writeFile(`${process.env.OFFER_SHOTS}/journey-invoice-${test.info().project.name}.pdf`, invoiceBytes);
  const invoiceText = (await pdfText(invoiceBytes)).text.replace(/\s+/g, " ");
  expect(invoiceText).toContain("Discount");
  expect(invoiceText).toContain(RING_TAXABLE);
  expect(invoiceText).toContain((order.totalPaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

  // Delivered; the ring comes back.
  for (const step of [{ status: "processing" }, { status: "shipped", courierName: "Blue Dart", trackingNumber: `BD${randomInt(1e8, 1e9)}` }, { status: "delivered" }]) {
    const moved = await owner.request.patch(`/api/order/update-status/${order.id}`, { headers: { origin: ORIGIN }, data: step });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const asked = await page.request.post("/api/returns", {
    headers,
    multipart: { orderNumber, email, kind: "return", reason: "changed_mind", details: "", lines: JSON.stringify([{ orderLineId: ringLine.id, quantity: 1 }]) },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { returnRequest } = (await asked.json()) as { returnRequest: { id: string } };
  for (const action of ["approve", "pick_up", "receive"]) {
    const moved = await owner.request.patch(`/api/admin/returns/${returnRequest.id}`, { headers: { origin: ORIGIN }, data: { action } });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The owner's refund is prefilled with what the ring really paid, not its price.
  await owner.goto(`/admin/returns/${returnRequest.id}`);
  await click(owner.getByRole("button", { name: RETURN_ADMIN_MSG.actionLabels.refund, exact: true }));
  const dialog = owner.getByRole("dialog", { name: RETURN_ADMIN_MSG.refundTitle });
  await expect(dialog.getByRole("textbox", { name: RETURN_ADMIN_MSG.refundAmount })).toHaveValue("2700.00");
  await dialog.getByRole("button", { name: RETURN_ADMIN_MSG.refundSubmit }).click();
  await expect(toastWith(owner, RETURN_ADMIN_MSG.moved(RETURN_ADMIN_MSG.statusLabels.refunded))).toBeVisible();

  // Its credit note: ₹2,700 back, with the taxable value of the ring's invoice line.
  const [download] = await Promise.all([owner.waitForEvent("download"), owner.getByRole("link", { name: RETURN_ADMIN_MSG.downloadCreditNote }).click()]);
  const creditText = (await pdfText(await readFile(await download.path()))).text.replace(/\s+/g, " ");
  expect(creditText).toContain(RING_PAID);
  expect(creditText).toContain(RING_TAXABLE);

  // The owner's offers page counts the code's use.
  await owner.goto("/admin/offers");
  await expect(owner.getByTestId("offer-row").filter({ hasText: codeName })).toContainText("1 / 5");

  // A second visitor with the same phone: first order only.
  const again = await page.request.post("/api/payments/create-order", {
    headers,
    data: {
      amount: 1,
      currency: "INR",
      receipt: `again_${tag}`,
      metadata: {
        notes: "",
        couponCode: code,
        items: [{ id: ring.id, name: ring.name, quantity: 1, price: 1 }],
        customer: { name: "Ira Menon", email: `ira.${tag}@example.com`, contact: phone, address: { line1: "2 Lake Road", line2: "", city: "Pune", state: "Maharashtra", postalCode: "411001" } },
      },
    },
  });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { msg: string }).msg).toBe(OFFER_MSG.firstOrderOnly);
  await owner.context().close();
});

test("the owner adds a coupon code to an order request before its payment link, and takes it off again", async ({ page }) => {
  test.setTimeout(120_000);
  const code = `REQ${tag}${test.info().project.name === "phone" ? "P" : "D"}`.toUpperCase();
  await prisma.offer.create({
    data: { name: `Request ₹300 off ${tag}`, code, kind: "fixed_cart", amountPaise: 300_00, scope: "pieces", startsAt: new Date(Date.now() - 60_000), products: { create: [{ productId: ring.id }] } },
  });
  const address = await sendFromOwnAddress(page);
  const sent = await page.request.post("/api/order/create", {
    headers: { origin: ORIGIN, "x-forwarded-for": address },
    data: {
      customer: {
        fullname: `Kavya Rao ${tag}`,
        email: `kavya.${tag}.${test.info().project.name}@example.com`,
        phoneNumber: `8${String(randomInt(0, 1e9)).padStart(9, "0")}`,
        shippingAddress: { street: "3 Temple Street", city: "Mysuru", state: "Karnataka", pincode: "570001", country: "India" },
      },
      products: [{ product_id: ring.id, quantity: 1 }],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { order } = (await sent.json()) as { order: { _id: string; orderNumber: string } };

  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${order._id}`);
  const coupon = page.getByRole("region", { name: ADMIN.orderCouponHeading });
  const field = coupon.getByRole("textbox", { name: ADMIN.orderCouponLabel });
  await hydrated(field);
  const total = page.getByText(formatRupees2(RING_PAISE - 300_00), { exact: true });

  // A code nobody made: the shopper's words, the typed text kept, the total unchanged.
  await field.fill("nosuch42");
  await coupon.getByRole("button", { name: ADMIN.orderCouponApply, exact: true }).click();
  await expect(coupon.getByText(OFFER_MSG.unknown)).toBeVisible();
  await expect(field).toHaveValue("nosuch42");
  await expect(total).toHaveCount(0);

  // The real code, typed in lower case: ₹300 off, the total ₹2,700; the order in the database agrees.
  await field.fill(code.toLowerCase());
  await coupon.getByRole("button", { name: ADMIN.orderCouponApply, exact: true }).click();
  await expect(page.getByTestId("order-offer")).toContainText(code);
  await expect(total.first()).toBeVisible();
  await expect.poll(async () => (await prisma.order.findUniqueOrThrow({ where: { id: order._id }, select: { totalPaise: true } })).totalPaise).toBe(RING_PAISE - 300_00);
  await expectNoSeriousA11yViolationsHere(page);

  // Taken off again: the full price, and the use given back.
  await coupon.getByRole("button", { name: ADMIN.orderCouponRemove, exact: true }).click();
  await expect(page.getByTestId("order-offer")).toHaveCount(0);
  await expect.poll(async () => (await prisma.order.findUniqueOrThrow({ where: { id: order._id }, select: { totalPaise: true } })).totalPaise).toBe(RING_PAISE);
  expect(await prisma.offerUse.count({ where: { orderId: order._id, state: { not: "released" } } })).toBe(0);
});
