import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { PrismaPg } from "@prisma/adapter-pg";
import { expect, test } from "@playwright/test";
import { PrismaClient } from "@/generated/prisma/client";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_SIZE_MSG } from "@/lib/admin/size-messages";
import { STOCK_ALERT_ADMIN_MSG, STOCK_ALERT_MSG as M } from "@/lib/stock-alerts/messages";
import { type MoneyClient, withMoneyAsNumbers } from "@/server/db-money";
import { outboxFileName } from "@/server/notify/mail-sender";
import { latestMailTo } from "@/server/mail/outbox";
import { signInAsAdmin } from "./support/admin";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { sendFromOwnAddress } from "./support/client-address";
import { createOwnPiece } from "./support/offer-pieces";

// Back-in-stock alerts on a phone (issue 45): a shopper opens a ring whose size 13 is sold out, asks
// to hear when it is back (a wrong address first: the error under the field, the text kept), the
// owner restocks size 13 in the back office, and the outbox holds exactly one mail to that address,
// whose link opens the ring's page with size 13 in stock and chosen. The owner's page lists the alert.

let prisma: MoneyClient;
const tag = randomBytes(4).toString("hex");
let piece: { id: string; name: string };
let setId: string;
const outbox = process.env.MAIL_OUTBOX_DIR ?? "";

test.beforeAll(async () => {
  prisma = withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) }));
  piece = await createOwnPiece(prisma, { name: `Alert Ring ${tag}`, code: `E2EA${tag.toUpperCase()}`, pricePaise: 189_900, stock: 0, colour: true });
  const set = await prisma.sizeSet.create({
    data: { name: `E2E alert rings ${tag}`, kind: "ring", sizes: { create: [{ label: "11", position: 0 }, { label: "13", position: 1 }] } },
    select: { id: true, sizes: { select: { id: true, label: true } } },
  });
  setId = set.id;
  await prisma.product.update({ where: { id: piece.id }, data: { sizeSetId: set.id } });
  for (const size of set.sizes) {
    await prisma.productSize.create({ data: { productId: piece.id, sizeId: size.id, stock: size.label === "11" ? 2 : 0, pricePaise: 189_900, sellingPricePaise: 189_900 } });
  }
});

test.afterAll(async () => {
  if (piece) await prisma.product.delete({ where: { id: piece.id } }).catch(() => {});
  if (setId) await prisma.sizeSet.delete({ where: { id: setId } }).catch(() => {});
  await prisma.$disconnect();
});

test("a shopper asks for a sold-out size, the owner restocks it, and one mail's link opens the page with the size in stock", async ({ page }) => {
  expect(outbox, "MAIL_OUTBOX_DIR is set by playwright.config.ts").not.toBe("");
  const email = `alert.${tag}@example.com`;
  await sendFromOwnAddress(page);

  // The ring's page: size 13 sold out, the alert closed below the buttons.
  await page.goto(`/prod-detail/${piece.id}`);
  await expect(page.getByRole("heading", { level: 1, name: piece.name })).toBeVisible();
  await expect(page.getByRole("radio", { name: /13/ })).toBeDisabled();
  const alert = page.locator("[data-stock-alert]");
  await expect(alert.getByLabel(M.email)).toBeHidden();
  await alert.getByText(M.open).click();

  // The only sold-out size is chosen; a wrong address is refused under its field, the text kept.
  await expect(alert.getByLabel(M.size)).toHaveValue(/.+/);
  await expect(alert.getByLabel(M.size).locator("option:checked")).toHaveText("13");
  await expect(alert.getByLabel(M.marketing)).not.toBeChecked();
  const field = alert.getByLabel(M.email);
  await field.fill("asha@");
  await alert.getByRole("button", { name: M.submit }).click();
  await expect(field).toHaveAccessibleDescription(M.emailInvalid);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("asha@");
  await expectNoSeriousA11yViolationsHere(page);

  await field.fill(email);
  await alert.getByRole("button", { name: M.submit }).click();
  await expect(alert.getByRole("status")).toContainText(M.saved(email));

  // The owner restocks size 13 in the back office.
  await signInAsAdmin(page);
  await page.goto(`/admin/products/edit/${piece.id}`);
  const stock13 = page.getByLabel(PRODUCT_SIZE_MSG.stockLabel("13")).filter({ visible: true });
  await expect(stock13).toHaveValue("0");
  await stock13.fill("4");
  await page.getByRole("button", { name: PRODUCT_MSG.save, exact: true }).click();
  await expect(page.getByText(PRODUCT_MSG.updated)).toBeVisible();

  // Exactly one mail to that address, with the ring's link.
  // Outbox files are named "<time>-<address>.eml" (src/server/notify/mail-sender.ts).
  const suffix = outboxFileName(email, new Date(0)).slice(new Date(0).toISOString().replace(/:/g, "-").length);
  let mail: string | null = null;
  await expect.poll(async () => (mail = await latestMailTo(outbox, email)), { timeout: 15_000 }).not.toBeNull();
  expect((await readdir(outbox)).filter((file) => file.endsWith(suffix))).toHaveLength(1);
  expect(mail!).toContain(`Back in stock: ${piece.name} (size 13)`);
  // RFC 8058 one-click unsubscribe headers (the header line may be folded).
  expect(mail!).toMatch(/List-Unsubscribe:\s+<http[^>]+\/api\/unsubscribe\?t/);
  expect(mail!).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const link = /https?:\/\/[^\s"<>]+\/prod-detail\/[a-z0-9]+\?size=13/.exec(mail!)?.[0];
  expect(link, "the product link in the mail").toBeDefined();

  // The link opens the page with size 13 in stock and chosen.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  const thirteen = page.getByRole("radio", { name: /13/ });
  await expect(thirteen).toBeEnabled();
  await expect(thirteen).toBeChecked();

  // The owner sees the alert as notified.
  await page.goto("/admin/stock-alerts");
  await expect(page.getByRole("heading", { level: 1, name: STOCK_ALERT_ADMIN_MSG.title })).toBeVisible();
  await page.getByRole("button", { name: /^Notified/ }).click();
  await expect(page.getByTestId("stock-alerts").getByRole("row").filter({ hasText: email })).toContainText("Notified");
  await expectNoSeriousA11yViolationsHere(page);
});
