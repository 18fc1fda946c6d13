import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { type Page, expect, test } from "@playwright/test";
import { PrismaClient } from "@/generated/prisma/client";
import { type MoneyClient, withMoneyAsNumbers } from "@/server/db-money";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { OFFER_MSG } from "@/lib/messages/offers";
import { MSG } from "@/lib/messages/shop";
import { offerLabel } from "@/components/product/offer-label";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { hydrated } from "./support/controls";
import { createOwnPiece } from "./support/offer-pieces";

// The shopper's side of offers (issue 44). An automatic offer written straight into the database,
// starting 5 s later and scoped to this spec's own by-weight piece (so no other spec's prices move):
// without any admin action its product page shows it once it has started (the offer clock expires the
// pages' offers tag on the server; src/server/offers/offer-clock.ts): the price after the offer and its
// name, the breakup's "Festive offer" line, and the JSON-LD's Offer.price with priceValidUntil, the
// offer's last IST day. Then the cart: the offer as a line of the summary, and a coupon code refused
// in its own words with the typed text kept. Screenshots of both for a person to look at.

// One piece and one offer for both tests, in order.
test.describe.configure({ mode: "serial" });

let prisma: MoneyClient;
const tag = randomBytes(4).toString("hex");
const OFFER_NAME = `E2E Diwali ${tag}: 20 % off making`;
let piece: { id: string; name: string };
let offerId: string | null = null;
let endsAt: Date;

test.beforeAll(async () => {
  prisma = withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) }));
  // A by-weight piece of its own, priced at today's rate (so the page shows its breakup).
  piece = await createOwnPiece(prisma, { name: `Offer Kada ${tag}`, code: `E2EO${tag.toUpperCase()}`, stock: 5, colour: true });
});

test.afterAll(async () => {
  if (offerId) await prisma.offer.delete({ where: { id: offerId } }).catch(() => {});
  if (piece) await prisma.product.delete({ where: { id: piece.id } }).catch(() => {});
  await prisma.$disconnect();
});

/** The product's JSON-LD Product (a piece without sizes). */
async function productLd(page: Page): Promise<{ offers: { price: string; priceValidUntil?: string } }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as { "@type": string; offers?: { price: string; priceValidUntil?: string } }[];
  const product = items.find((item) => item["@type"] === "Product");
  if (!product?.offers) throw new Error("no Product JSON-LD with an Offer on the page");
  return product as { offers: { price: string; priceValidUntil?: string } };
}

const istDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

test("an automatic offer that starts in 5 s is on the product page after its start, with no admin action: price, breakup line, JSON-LD", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const startsAt = new Date(Date.now() + 5_000);
  endsAt = new Date(Date.now() + 3 * 86_400_000);
  const offer = await prisma.offer.create({
    data: { name: OFFER_NAME, kind: "percent_making", percentBps: 2000, scope: "pieces", startsAt, endsAt, products: { create: [{ productId: piece.id }] } },
    select: { id: true },
  });
  offerId = offer.id;

  const label = offerLabel(OFFER_NAME);
  await page.goto(href.product(piece.id));
  const before = await prisma.product.findUniqueOrThrow({ where: { id: piece.id }, select: { sellingPricePaise: true } });
  if (Date.now() < startsAt.getTime()) {
    // Not started yet: the piece at its own price.
    await expect(page.getByText(label).first()).toHaveCount(0);
    expect((await productLd(page)).offers.price).toBe((before.sellingPricePaise / 100).toFixed(2));
  }

  // After its start the page follows by itself (the clock, then a fresh render): reload until it shows.
  await expect(async () => {
    await page.reload();
    await expect(page.locator("[data-offer-price]").first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000] });

  const now = await prisma.product.findUniqueOrThrow({ where: { id: piece.id }, select: { sellingPricePaise: true } });
  const breakup = page.getByRole("table").filter({ has: page.getByRole("rowheader", { name: label }) });
  const offerRow = breakup.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
  await expect(offerRow).toBeVisible();
  const discountText = (await offerRow.getByRole("cell").textContent()) ?? "";
  const discountPaise = Math.round(Number(discountText.replace(/[^\d.]/g, "")) * 100);
  expect(discountPaise).toBeGreaterThan(0);
  const payPaise = now.sellingPricePaise - discountPaise;
  // The bill shows paise on every line when any line has them (₹4,292.00).
  const youPay = breakup.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "You pay" }) }).getByRole("cell");
  await expect(youPay).toHaveText(new RegExp(`^${formatRupees(payPaise).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\.00)?$`));
  // The price at the top: after the offer, the offer named under it.
  const price = page.locator("[data-offer-price]").first();
  await expect(price).toContainText(formatRupees(payPaise));
  await expect(price).toContainText(label);

  // Search engines: what the shopper pays, valid until the offer's last day in IST.
  const ld = await productLd(page);
  expect(ld.offers.price).toBe((payPaise / 100).toFixed(2));
  expect(ld.offers.priceValidUntil).toBe(istDay(new Date(endsAt.getTime() - 1)));

  await expectNoSeriousA11yViolationsHere(page);
  await page.screenshot({ path: testInfo.outputPath("product-page-offer.png"), fullPage: true });
});

test("the cart shows the offer as its own line, and a refused coupon in its own words with the typed text kept", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(href.product(piece.id));
  await expect(page.locator("[data-offer-price]").first()).toBeVisible();
  const panel = page.locator("main [data-purchase-panel]");
  const colour = panel.getByRole("radio").first();
  if (await colour.count()) await colour.check();
  const add = panel.getByRole("button", { name: MSG.addToCart, exact: true });
  await hydrated(add);
  await add.click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();

  await page.goto(href.cart());
  await expect(page.getByTestId("cart-subtotal")).not.toHaveText("…");
  await page.screenshot({ path: testInfo.outputPath("cart-priced.png"), fullPage: true });
  // The coupon box passes the scan as it first shows.
  await expectNoSeriousA11yViolationsHere(page);
  const summary = page.getByRole("region", { name: "Order Summary" }).or(page.locator("section[aria-labelledby='order-summary']"));
  const line = summary.getByTestId("offer-line");
  await expect(line).toContainText(OFFER_NAME);
  const discount = Math.round(Number(((await line.locator("dd").textContent()) ?? "").replace(/[^\d.]/g, "")) * 100);
  const subtotal = Math.round(Number(((await page.getByTestId("cart-subtotal").textContent()) ?? "").replace(/[^\d.]/g, "")) * 100);
  await expect(page.getByTestId("cart-total")).toHaveText(formatRupees(subtotal - discount));

  // A code nobody made: refused in its words, the typed text kept.
  const field = page.getByLabel(OFFER_MSG.applyCoupon);
  await hydrated(field);
  await field.fill("nosuch99");
  await page.getByRole("button", { name: OFFER_MSG.apply, exact: true }).click();
  await expect(page.getByTestId("coupon-result")).toHaveText(OFFER_MSG.unknown);
  await expect(field).toHaveValue("nosuch99");
  await expectNoSeriousA11yViolationsHere(page);
  await page.screenshot({ path: testInfo.outputPath("cart-offer.png"), fullPage: true });
});
