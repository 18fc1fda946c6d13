import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_SIZE_MSG, SIZE_MSG } from "@/lib/admin/size-messages";
import { formatRupees2 } from "@/lib/format";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";
import { signInAsAdmin } from "./support/admin";

// Sizes in the back office (issue 42), at a desk: the owner adds a size set and its sizes on
// /admin/sizes, makes a ring sold in two of them with a stock each, sees the stock per size in the
// product list, and cannot delete a size a piece offers. Names carry a random suffix so reruns and
// other specs never meet them.

const CATEGORY = "Necklaces";
const uniqueDigits = () => String(randomInt(10_000_000, 100_000_000));

test("the owner adds a size set and sizes, makes a ring with a stock per size, and sees it per size in the list", async ({ page }) => {
  const suffix = uniqueDigits();
  const setName = `E2E Rings ${suffix}`;
  const ringName = `E2E Sized Ring ${suffix}`;
  await signInAsAdmin(page);

  // The menu leads to Sizes.
  await page.goto("/admin");
  await page.getByRole("link", { name: "Sizes", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: SIZE_MSG.title })).toBeVisible();
  // The demo's sets are listed with their measurements.
  await expect(page.getByRole("heading", { level: 2, name: "Ring sizes (Indian)" })).toBeVisible();

  // A new set: a name and a kind.
  await page.getByRole("button", { name: SIZE_MSG.addSet }).click();
  const setDialog = page.getByRole("dialog", { name: SIZE_MSG.setTitle });
  await setDialog.getByLabel(SIZE_MSG.setNameLabel).fill(setName);
  await setDialog.getByLabel(SIZE_MSG.kindLabel).selectOption("ring");
  await setDialog.getByRole("button", { name: SIZE_MSG.addSet }).click();
  await expect(page.getByText(SIZE_MSG.setCreated)).toBeVisible();
  const section = page.getByRole("region", { name: setName });
  await expect(section.getByText(SIZE_MSG.noSizes)).toBeVisible();

  // Its sizes: a ring size needs its diameter and circumference (the form says so first).
  for (const [label, diameter, circumference] of [
    ["12", "16.3", "51.2"],
    ["14", "17.0", "53.3"],
    ["16", "17.6", "55.3"],
  ] as const) {
    await section.getByRole("button", { name: SIZE_MSG.addSizeTo(setName) }).click();
    const dialog = page.getByRole("dialog", { name: SIZE_MSG.addSizeTo(setName) });
    await dialog.getByLabel(SIZE_MSG.labelLabel).fill(label);
    await dialog.getByLabel(SIZE_MSG.innerDiameterLabel).fill(diameter);
    if (label === "12") {
      await dialog.getByRole("button", { name: SIZE_MSG.addSize }).click();
      await expect(dialog.getByText(SIZE_MSG.measureRequired("inner circumference in mm"))).toBeVisible();
    }
    await dialog.getByLabel(SIZE_MSG.circumferenceLabel).fill(circumference);
    await dialog.getByRole("button", { name: SIZE_MSG.addSize }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole("rowheader", { name: label, exact: true })).toBeVisible();
  }
  await expect(section.getByRole("row").filter({ hasText: "Ø 16.3 mm · 51.2 mm around" })).toBeVisible();
  await expectNoSeriousA11yViolationsHere(page);

  // Size 16 is offered by no piece: it can go.
  await section.getByRole("button", { name: SIZE_MSG.deleteSizeLabel("16") }).click();
  await page.getByRole("dialog", { name: SIZE_MSG.deleteTitle }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(SIZE_MSG.sizeDeleted)).toBeVisible();
  await expect(section.getByRole("rowheader", { name: "16", exact: true })).toBeHidden();

  // A ring in sizes 12 and 14, each with its own stock; the piece's stock is their sum.
  await page.goto("/admin/products/add");
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT_MSG.addTitle })).toBeVisible();
  await page.getByLabel(PRODUCT_MSG.nameLabel, { exact: true }).fill(ringName);
  await page.getByLabel(PRODUCT_MSG.descriptionLabel).fill("A plain band in sizes, made by the e2e spec.");
  await page.getByLabel(PRODUCT_MSG.categoryLabel, { exact: true }).selectOption({ label: CATEGORY });
  await page.getByLabel("Silver", { exact: true }).check();
  await page.getByLabel(PRODUCT_MSG.priceLabel, { exact: true }).fill("1800");
  await page.getByLabel(PRODUCT_MSG.weightLabel).fill("3.2");
  await page.getByLabel(PRODUCT_SIZE_MSG.setLabel).selectOption({ label: setName });
  await expect(page.getByLabel(PRODUCT_MSG.quantityLabel)).toBeHidden();
  await page.getByLabel(PRODUCT_SIZE_MSG.offerLabel("12")).check();
  await page.getByLabel(PRODUCT_SIZE_MSG.offerLabel("14")).check();
  await page.getByLabel(PRODUCT_SIZE_MSG.stockLabel("12")).fill("3");
  await page.getByLabel(PRODUCT_MSG.imagesLabel, { exact: true }).setInputFiles([
    { name: "band.png", mimeType: "image/png", buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 190, g: 190, b: 200 } } }).png().toBuffer() },
  ]);

  // Size 14 has no stock yet: refused under its own row, the focus on its stock.
  await page.getByRole("button", { name: PRODUCT_MSG.addProduct, exact: true }).click();
  const stock14 = page.getByLabel(PRODUCT_SIZE_MSG.stockLabel("14"));
  await expect(page.locator("form").getByText(`Size 14: ${PRODUCT_SIZE_MSG.stockInvalid}`)).toBeVisible();
  await expect(stock14).toHaveAccessibleDescription(`Size 14: ${PRODUCT_SIZE_MSG.stockInvalid}`);
  await expect(stock14).toBeFocused();
  await stock14.fill("0");
  await page.getByLabel(PRODUCT_SIZE_MSG.skuLabel("12")).fill(`e2e-${suffix}-12`);
  await expect(page.getByText(PRODUCT_SIZE_MSG.totalStock(3)).first()).toBeVisible();
  await page.getByRole("button", { name: PRODUCT_MSG.addProduct, exact: true }).click();
  await expect(page.getByText(PRODUCT_MSG.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // The list shows the stock per size.
  await page.getByLabel(PRODUCT_MSG.searchLabel).fill(suffix);
  const item = page.getByRole("listitem").filter({ hasText: ringName });
  await expect(item).toContainText(PRODUCT_MSG.stock(3));
  await expect(item).toContainText("12: 3 · 14: 0");

  // Its edit form keeps the sizes, their stock and the code (upper-cased). The router keeps the add
  // page it came from hidden in the document (with what was typed there), so only visible fields count.
  await page.getByRole("link", { name: PRODUCT_MSG.editLabel(ringName) }).click();
  await expect(page).toHaveURL(/\/admin\/products\/edit\//);
  const shown = (label: string) => page.getByLabel(label).filter({ visible: true });
  await expect(shown(PRODUCT_SIZE_MSG.stockLabel("12"))).toHaveValue("3");
  await expect(shown(PRODUCT_SIZE_MSG.skuLabel("12"))).toHaveValue(`E2E-${suffix}-12`);
  await expect(shown(PRODUCT_SIZE_MSG.offerLabel("14"))).toBeChecked();

  // Size 12 is offered now: deleting it is refused in words.
  await page.goto("/admin/sizes");
  const again = page.getByRole("region", { name: setName });
  await again.getByRole("button", { name: SIZE_MSG.deleteSizeLabel("12") }).click();
  await page.getByRole("dialog", { name: SIZE_MSG.deleteTitle }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(SIZE_MSG.sizeInUse("12", 1))).toBeVisible();
  await expect(again.getByRole("rowheader", { name: "12", exact: true })).toBeVisible();
});

test("a by-weight piece in sizes: each size's own weight and price on the form, the larger dearer", async ({ page }) => {
  await signInAsAdmin(page);
  const response = await page.request.get("/api/admin/products?q=Ring&limit=50");
  expect(response.status()).toBe(200);
  type Listed = { _id: string; pricingMode: string; sizes: { label: string; netWeight: number | null; total_price: number }[] };
  const { products } = (await response.json()) as { products: Listed[] };
  const piece = products.find((p) => p.pricingMode === "by_weight" && p.sizes.length >= 2);
  expect(piece, "a demo ring priced by weight and sold in sizes").toBeDefined();
  const [small, large] = [piece!.sizes[0]!, piece!.sizes.at(-1)!];
  expect(large.netWeight!).toBeGreaterThan(small.netWeight!);
  expect(large.total_price).toBeGreaterThan(small.total_price);

  await page.goto(`/admin/products/edit/${piece!._id}`);
  await expect(page.getByLabel(PRODUCT_SIZE_MSG.weightLabel(small.label), { exact: true })).toHaveValue(String(small.netWeight));
  await expect(page.getByLabel(PRODUCT_SIZE_MSG.weightLabel(large.label), { exact: true })).toHaveValue(String(large.netWeight));
  // The piece's own net weight field gives way to the sizes'.
  await expect(page.getByLabel(PRODUCT_MSG.netWeightLabel, { exact: true })).toBeHidden();
  // Each row shows the price its weight comes to at today's rate: the server's own.
  const priceCell = (label: string) => page.getByRole("row").filter({ has: page.getByLabel(PRODUCT_SIZE_MSG.offerLabel(label), { exact: true }) }).getByRole("cell").last();
  await expect(priceCell(small.label)).toHaveText(formatRupees2(Math.round(small.total_price * 100)));
  await expect(priceCell(large.label)).toHaveText(formatRupees2(Math.round(large.total_price * 100)));
});
