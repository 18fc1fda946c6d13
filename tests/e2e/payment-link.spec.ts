import { randomBytes, randomInt } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { expect, test } from "@playwright/test";
import { PrismaClient } from "@/generated/prisma/client";
import { type MoneyClient, withMoneyAsNumbers } from "@/server/db-money";
import { formatRupees } from "@/lib/format";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { hydrated } from "./support/controls";

// The local fake gateway's payment-link page (/pay/{linkId}, the stand-in for Razorpay's hosted
// page) on a desktop and a phone: it shows the shop, the order number and the amount; Pay goes
// through Razorpay's signed redirect to our callback and lands on the success page with the order
// paid; Fail payment says so and leaves the order unpaid. axe on the page. The back office's 'Send
// payment link' comes later, so each test makes its own order and link in the database, as
// createPaymentLinkForOrder stores them (tests/integration/payment-links.test.ts covers that function).

let prisma: MoneyClient;

test.beforeAll(() => {
  prisma = withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) }));
});

test.afterAll(async () => {
  await prisma.$disconnect();
});

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const alnum = (n: number) => Array.from(randomBytes(n), (b) => ALNUM[b % ALNUM.length]).join("");

/** A draft-turned-payment_pending order of one new piece, with a payment link of the local gateway. */
/** The test's pieces are dated long ago, so they never become the catalogue's newest (other specs pick those). */
const LONG_AGO = new Date("2001-01-01T00:00:00Z");

async function orderWithLink() {
  const category = await prisma.category.findFirstOrThrow({ where: { active: true } });
  const tag = alnum(8).toLowerCase();
  const product = await prisma.product.create({
    data: { code: `E2E${tag.toUpperCase()}`, slug: `e2e-link-${tag}`, name: `Link Test Ring ${tag}`, pricePaise: 345000, sellingPricePaise: 345000, stock: 3, weightGrams: 4, categoryId: category.id, createdAt: LONG_AGO },
  });
  const linkId = `plink_LOCAL${alnum(14)}`;
  const orderNumber = `SA-99-${String(randomInt(0, 100000)).padStart(5, "0")}${alnum(2)}`;
  const order = await prisma.order.create({
    data: {
      orderNumber,
      status: "payment_pending",
      source: "request",
      customerName: "Kabir Singh",
      customerEmail: `kabir.${tag}@example.com`,
      customerPhone: "9123456780",
      shipStreet: "7 Park Street",
      shipCity: "Kolkata",
      shipState: "West Bengal",
      shipPincode: "700016",
      totalPaise: 345000,
      paymentMethod: "phonepe",
      paymentLinkId: linkId,
      paymentLink: `/pay/${linkId}`,
      lines: { create: [{ productId: product.id, productName: product.name, productCode: product.code, quantity: 1, unitPricePaise: 345000, linePricePaise: 345000 }] },
      payments: { create: [{ kind: "payment_link", paymentLinkId: linkId, amountPaise: 345000 }] },
      events: { create: [{ status: "payment_pending", actor: "admin:e2e" }] },
    },
  });
  return { linkId, orderId: order.id, orderNumber, productId: product.id };
}

test("the link page shows the order and pays it through the signed callback", async ({ page }, testInfo) => {
  await sendFromOwnAddress(page);
  const { linkId, orderId, orderNumber, productId } = await orderWithLink();
  await expectNoSeriousA11yViolations(page, `/pay/${linkId}`);
  await expect(page.getByRole("heading", { level: 1, name: SELL_MSG.localPayLinkTitle })).toBeVisible();
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.getByText(formatRupees(345000), { exact: true })).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  await page.screenshot({ path: testInfo.outputPath("pay-link.png"), fullPage: true });
  if (process.env.PAYMENT_SHOTS_DIR) await page.screenshot({ path: `${process.env.PAYMENT_SHOTS_DIR}/pay-link-${testInfo.project.name}.png`, fullPage: true });

  const pay = page.getByRole("button", { name: SELL_MSG.checkoutPay(formatRupees(345000)) });
  await hydrated(pay);
  await pay.click();
  await page.waitForURL((url) => url.pathname === "/payment-success" && url.searchParams.get("order") === orderNumber);
  await expect.poll(async () => (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("paid");
  await expect.poll(async () => (await prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock).toBe(2);

  // Back on the link: already paid, nothing to press.
  await page.goto(`/pay/${linkId}`);
  await expect(page.getByText(SELL_MSG.localPayLinkPaid)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
});

test("Fail payment says so, keeps the order unpaid, and the link can still be paid", async ({ page }) => {
  await sendFromOwnAddress(page);
  const { linkId, orderId } = await orderWithLink();
  await page.goto(`/pay/${linkId}`);
  const fail = page.getByRole("button", { name: SELL_MSG.localPaymentFail });
  await hydrated(fail);
  await fail.click();
  await expect(page.getByRole("status")).toContainText(SELL_MSG.localPaymentDeclined);
  expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("payment_pending");
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeEnabled();
});

// Under Cache Components a request-time notFound() streams after the shell's 200 (Next's docs,
// loading.js 'Status codes'): the page is the not-found page, marked noindex (and /pay/ is in robots.txt).
test("an unknown link shows the not-found page, never indexed", async ({ page }) => {
  await page.goto(`/pay/plink_LOCAL${alnum(14)}`);
  await expect(page.getByRole("heading", { level: 1, name: MSG.pageNotFound })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  expect(await page.locator('meta[name="robots"]').first().getAttribute("content")).toMatch(/noindex/);
});

/** A new piece in stock, for a checkout of its own. */
async function newPiece() {
  const category = await prisma.category.findFirstOrThrow({ where: { active: true } });
  const tag = alnum(8).toLowerCase();
  return prisma.product.create({
    data: { code: `E2E${tag.toUpperCase()}`, slug: `e2e-rzp-${tag}`, name: `Stand-in Ring ${tag}`, pricePaise: 129900, sellingPricePaise: 129900, stock: 5, weightGrams: 4, categoryId: category.id, createdAt: LONG_AGO },
  });
}

test("the local Checkout window: Razorpay's interface, a trapped and restored focus, Escape, Pay and Fail payment", async ({ page }, testInfo) => {
  await sendFromOwnAddress(page);
  const piece = await newPiece();
  await page.goto("/shop/contact");
  const created = await page.request.post("/api/payments/create-order", {
    data: {
      amount: 1,
      currency: "INR",
      receipt: "rcpt_1",
      metadata: {
        notes: "",
        items: [{ id: piece.id, name: piece.name, quantity: 1, price: 1 }],
        customer: { name: "Asha Verma", email: "asha.e2e@example.com", contact: "9876543210", address: { line1: "1 MG Road", city: "Pune", state: "Maharashtra", postalCode: "411001" } },
      },
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()).data as { keyId: string; amount: number; razorpayOrderId: string; orderId: string; checkoutScriptUrl: string };
  expect(order.checkoutScriptUrl).toBe("/local-checkout/checkout.js");
  await page.addScriptTag({ url: order.checkoutScriptUrl });

  // Opens it as the checkout page does, recording what it reports.
  const open = (name: string) =>
    page.evaluate(
      ({ order, name }) => {
        const w = window as unknown as { Razorpay: new (o: object) => { open(): void; on(e: string, cb: (r: unknown) => void): void }; reported: unknown[] };
        w.reported = [];
        const opener = document.createElement("button");
        opener.textContent = name;
        document.body.appendChild(opener);
        opener.focus();
        const rzp = new w.Razorpay({
          key: order.keyId,
          amount: order.amount,
          currency: "INR",
          name: "Silver Aura",
          description: "Test order",
          order_id: order.razorpayOrderId,
          handler: (response: unknown) => w.reported.push({ handler: response }),
          modal: { ondismiss: () => w.reported.push("dismissed") },
        });
        rzp.on("payment.failed", (response: unknown) => w.reported.push({ failed: response }));
        rzp.open();
      },
      { order, name },
    );
  const reported = () => page.evaluate(() => (window as unknown as { reported: unknown[] }).reported);
  const dialog = page.getByRole("dialog", { name: SELL_MSG.localPaymentTitle });
  const amount = formatRupees(129900);

  await open("Opener one");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(amount);
  const pay = dialog.getByRole("button", { name: `Pay ${amount}` });
  await expect(pay).toBeFocused();
  // Tab cycles inside the dialog; nothing behind it can be reached.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: SELL_MSG.localPaymentFail })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: SELL_MSG.localPaymentClose })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(pay).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: SELL_MSG.localPaymentClose })).toBeFocused();
  await expectNoSeriousA11yViolationsHere(page, "the local checkout dialog", ".lco-backdrop");
  await page.screenshot({ path: testInfo.outputPath("local-checkout.png") });
  if (process.env.PAYMENT_SHOTS_DIR) await page.screenshot({ path: `${process.env.PAYMENT_SHOTS_DIR}/local-checkout-${testInfo.project.name}.png` });
  // Escape dismisses and gives the focus back.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await reported()).toEqual(["dismissed"]);
  await expect(page.getByRole("button", { name: "Opener one" })).toBeFocused();

  // Fail payment: the window closes and payment.failed reports Razorpay's error.
  await open("Opener two");
  await dialog.getByRole("button", { name: SELL_MSG.localPaymentFail }).click();
  await expect(dialog).toHaveCount(0);
  expect(await reported()).toEqual([
    { failed: { error: expect.objectContaining({ description: SELL_MSG.localPaymentDeclined, reason: "payment_failed", metadata: { order_id: order.razorpayOrderId, payment_id: expect.stringMatching(/^pay_LOCAL/) } }) } },
  ]);

  // Pay: the handler gets Razorpay's three fields, which our verify accepts.
  await open("Opener three");
  await dialog.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(dialog).toHaveCount(0);
  const [first] = (await reported()) as { handler: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }[];
  expect(first!.handler.razorpay_order_id).toBe(order.razorpayOrderId);
  const verified = await page.request.post("/api/payments/verify", {
    data: { orderId: order.orderId, razorpayOrderId: first!.handler.razorpay_order_id, razorpayPaymentId: first!.handler.razorpay_payment_id, razorpaySignature: first!.handler.razorpay_signature },
  });
  expect(verified.status()).toBe(200);
  expect((await verified.json()).data.order.status).toBe("paid");
});
