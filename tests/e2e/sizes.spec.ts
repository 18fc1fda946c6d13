import { type APIRequestContext, type Locator, type Page, expect, test } from "@playwright/test";
import { sizeRangeText } from "@/components/product/size-text";
import { CART_STORAGE_KEY } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SIZE_MSG } from "@/lib/messages/sizes";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import type { SizeSetKind } from "@/lib/types/catalogue";
import { RING_SIZES } from "../../prisma/seed/sizes";
import { demoProduct, demoProducts } from "./support/catalogue";

// Sizes for the shopper (issue 42), on a phone: the product page's size picker (server-rendered,
// sold-out sizes disabled, a size asked for before adding, caps per size, ?size=), Quick View's
// picker, the size guide, the cards' "Sizes …" line and the listing's size filter.
test.use({ reducedMotion: "reduce" });

type Size = ProductJSON["sizes"][number];

/** A ring sold in several sizes, the largest sold out (the demo seed's ladies' rings). */
const sizedRing = (request: APIRequestContext) =>
  demoProduct(request, (p) => p.inStock && p.size_set?.kind === "ring" && p.sizes.length >= 3 && p.sizes.some((s) => s.quantity === 0), { sized: true });

async function openProduct(page: Page, path: string) {
  expect((await page.goto(path))?.status()).toBe(200);
  await page.waitForLoadState("networkidle"); // hydrated: clicks before that would be lost
}

const panel = (page: Page) => page.locator("main [data-purchase-panel]");
const picker = (scope: Page | Locator) => scope.getByRole("group", { name: /^Size/ });
/** A size's radio by its label: "12", "12 ₹2,450" or "16 sold out". */
const sizeRadio = (scope: Page | Locator, size: Pick<Size, "label">) => picker(scope).getByRole("radio", { name: new RegExp(`^${size.label.replace(/[.]/g, "\\.")}( |$)`) });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Chooses the piece's first colour when it has several (the colour is asked for too). */
async function chooseColor(scope: Locator, product: ProductJSON) {
  if (product.colors.length > 1) await scope.getByRole("radio", { name: product.colors[0]!.name, exact: true }).check();
}

/** The browser cart as the store keeps it in local storage. */
async function storedCart(page: Page): Promise<Array<{ pId: string; qty: number; size?: string | null }>> {
  return page.evaluate((key) => {
    const text = window.localStorage.getItem(key);
    return text ? ((JSON.parse(text) as { state?: { data?: [] } }).state?.data ?? []) : [];
  }, CART_STORAGE_KEY);
}

test("the size picker is in the first HTML: every size offered, the sold-out one disabled", async ({ page, request }) => {
  const ring = await sizedRing(request);
  const soldOut = ring.sizes.find((s) => s.quantity === 0)!;

  // The server's HTML, before any script: a fieldset with its legend and a radio per size.
  const html = await (await request.get(href.product(ring._id))).text();
  expect(html).toMatch(/<fieldset[^>]*data-size-picker=""[^>]*><legend[^>]*>Size<\/legend>/);
  const radioTag = (size: Size) => html.match(new RegExp(`<input type="radio"[^>]*value="${size._id}"[^>]*>`))?.[0];
  for (const size of ring.sizes) {
    expect(radioTag(size), size.label).toBeDefined();
    if (size.quantity === 0) expect(radioTag(size), size.label).toContain('disabled=""');
    else expect(radioTag(size), size.label).not.toContain("disabled");
  }

  await openProduct(page, href.product(ring._id));
  await expect(picker(page)).toBeVisible();
  await expect(sizeRadio(page, soldOut)).toBeDisabled();
  await expect(sizeRadio(page, soldOut)).toHaveAccessibleName(`${soldOut.label} ${SIZE_MSG.soldOut}`);
  for (const size of ring.sizes.filter((s) => s.quantity > 0)) await expect(sizeRadio(page, size)).toBeEnabled();
  await expect(picker(page).getByRole("radio", { checked: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("product-sized-phone.png"), fullPage: true });
});

test("Add to cart and the order request without a size ask for one; with a size the cart line has it", async ({ page, request }) => {
  const ring = await sizedRing(request);
  await openProduct(page, href.product(ring._id));
  await chooseColor(panel(page), ring);

  await panel(page).getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(toast(page, MSG.selectSize)).toBeVisible();
  await expect(picker(page).getByRole("alert")).toHaveText(MSG.selectSize);
  // The shopper is taken to the picker: its first size that can be chosen.
  await expect(sizeRadio(page, ring.sizes[0]!)).toBeFocused();
  expect(await storedCart(page)).toEqual([]);

  await page.getByRole("link", { name: MSG.orderRequest, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === href.product(ring._id));
  await expect(toast(page, MSG.selectSize).first()).toBeVisible();

  // Choose a size that is in stock: the URL names it, the line is added with it.
  const size = ring.sizes.find((s) => s.quantity > 0)!;
  await sizeRadio(page, size).check();
  await expect(picker(page).getByRole("alert")).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === href.product(ring._id) && url.searchParams.get("size") === size.label);
  await expect(page.getByRole("link", { name: MSG.orderRequest, exact: true })).toHaveAttribute(
    "href",
    `${href.orderRequest(ring._id)}?${new URLSearchParams({ size: size.label }).toString()}`,
  );
  await panel(page).getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(toast(page, MSG.addedToCartToast)).toBeVisible();
  await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ pId: ring._id, qty: 1, size: size._id })]);
});

test("the price follows the chosen size, and the quantity is capped by that size's stock", async ({ page, request }) => {
  // A by-weight ring: its sizes weigh, and so cost, more as they grow.
  const ring = await demoProduct(
    request,
    (p) => p.inStock && p.size_set?.kind === "ring" && new Set(p.sizes.map((s) => s.total_price_paise)).size > 1 && p.sizes.some((s) => s.quantity > 0 && s.quantity < 5),
    { sized: true },
  );
  await openProduct(page, href.product(ring._id));
  const lowest = Math.min(...ring.sizes.map((s) => s.total_price_paise));
  await expect(page.getByText(`From ${formatRupees(lowest)}`)).toBeVisible();

  const few = ring.sizes.find((s) => s.quantity > 0 && s.quantity < 5)!;
  await sizeRadio(page, few).check();
  await expect(page.locator("main").getByText(formatRupees(few.total_price_paise), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`From ${formatRupees(lowest)}`)).toHaveCount(0);
  // By weight: the breakup is the chosen size's, its total that size's price.
  const breakup = page.getByRole("region", { name: SIZE_MSG.breakupFor(few.label) });
  await expect(breakup).toBeVisible();
  await expect(breakup.getByRole("row").filter({ hasText: formatRupees(few.total_price_paise) }).first()).toBeVisible();
  // Each size shows its own price beside its label.
  await expect(sizeRadio(page, few)).toHaveAccessibleName(`${few.label} ${formatRupees(few.total_price_paise)}`);

  await panel(page).getByLabel("Quantity").selectOption("5");
  await expect(panel(page).getByText(MSG.purchaseOnly(few.quantity))).toBeVisible();
  await expect(panel(page).getByLabel("Quantity")).toHaveValue(String(few.quantity));
});

test("?size= opens the page with that size chosen; an unknown or sold-out one is ignored; the canonical stays the piece's", async ({ page, request, baseURL }) => {
  const ring = await sizedRing(request);
  const size = ring.sizes.find((s) => s.quantity > 0)!;
  const soldOut = ring.sizes.find((s) => s.quantity === 0)!;
  const path = href.product(ring._id);

  await openProduct(page, `${path}?size=${encodeURIComponent(size.label)}`);
  await expect(sizeRadio(page, size)).toBeChecked();
  await expect(picker(page).locator("legend")).toHaveText(`Size: ${size.label}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, baseURL).toString());

  for (const label of ["99", soldOut.label]) {
    await openProduct(page, `${path}?size=${encodeURIComponent(label)}`);
    await expect(picker(page).getByRole("radio", { checked: true }), label).toHaveCount(0);
  }
});

test("'Find your size' opens the guide: the set's table in mm, how to measure, and a chart at true scale", async ({ page, request }) => {
  const ring = await sizedRing(request);
  await openProduct(page, href.product(ring._id));
  await picker(page).getByRole("link", { name: SIZE_MSG.findYourSize }).click();
  await expect(page).toHaveURL(/\/shop\/size-guide#ring$/);
  await expect(page.getByRole("heading", { level: 2, name: "Rings and toe rings" })).toBeVisible();

  const table = page.getByRole("table", { name: "Ring sizes (Indian)" });
  await expect(table.getByRole("columnheader")).toHaveText(["Size", "Inner diameter (mm)", "Circumference (mm)"]);
  // Size 12 as the seed measures it, to one decimal.
  const twelve = RING_SIZES.find((s) => s.label === "12")!;
  await expect(table.getByRole("row", { name: /^12 / })).toHaveText(`12${twelve.innerDiameterMm!.toFixed(1)}${twelve.circumferenceMm!.toFixed(1)}`);
  await expect(page.getByRole("heading", { name: "With a thread or a strip of paper" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "With a ring that fits" })).toBeVisible();
  await expect(page.getByText(SIZE_MSG.printNote)).toBeVisible();
  await expect(page.getByRole("table", { name: "Bangle sizes" }).getByRole("columnheader")).toHaveText(["Size", "Inner diameter (mm)"]);
  await expect(page.getByRole("table", { name: "Lengths (inches)" }).getByRole("row", { name: /^18 in / })).toHaveText(/18 in\s*45\.7 cm/);

  // True scale: 5 cm between the ruler's end ticks, and the size 12 circle's inside its inner diameter, in CSS mm (96 px = 25.4 mm).
  const px = (mm: number) => (mm * 96) / 25.4;
  const ruler = await page.getByRole("img", { name: "A line 5 cm long" }).locator("span").first().evaluate((el) => el.clientWidth);
  expect(Math.abs(ruler - px(50))).toBeLessThanOrEqual(1);
  const circle = await page.locator("li", { hasText: /^Size 12$/ }).locator("span").first().evaluate((el) => el.clientWidth);
  expect(Math.abs(circle - px(twelve.innerDiameterMm!))).toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath("size-guide-phone.png"), fullPage: true });
});

test("the guide is there without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto(href.sizeGuide()))?.status()).toBe(200);
  await expect(page.getByRole("table", { name: "Ring sizes (Indian)" }).getByRole("row")).toHaveCount(31);
  await context.close();
});

test("cards of sized pieces say their sizes, and the size filter lists pieces with that size in stock", async ({ page, request, isMobile }) => {
  const ring = await sizedRing(request);
  const size = ring.sizes.find((s) => s.quantity > 0)!;
  const expected = await demoProducts(request, `size=${encodeURIComponent(size.label)}&limit=100`);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto("/shop/product");
  await page.waitForLoadState("networkidle");
  if (isMobile) await page.getByRole("button", { name: MSG.filterAndSort }).click();
  await page.getByRole("combobox", { name: SIZE_MSG.size, exact: true }).selectOption(size.label);
  if (isMobile) await page.getByRole("button", { name: MSG.applyFilters }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/product\\?size=${encodeURIComponent(size.label)}$`));
  await expect(page.getByRole("status").filter({ hasText: /^Results:/ })).toHaveText(MSG.resultsCount(expected.length));

  const cards = page.getByRole("list", { name: "Products" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  // Every card shown is of a piece with that size in stock, and says its sizes.
  const first = expected[0]!;
  const text = sizeRangeText(first.size_set!.kind as SizeSetKind, first.sizes.map((s) => s.label))!;
  await expect(cards.filter({ hasText: first.name }).first().locator("[data-card-sizes]")).toHaveText(text);
  for (const product of expected.slice(0, 9)) expect(product.sizes.some((s) => s.label === size.label && s.quantity > 0)).toBe(true);
  await expect(cards.locator("[data-card-sizes]")).toHaveCount(await cards.count());
  expect(text).toMatch(/^Sizes \d+–\d+$/);
});

test("Quick View has the same picker: it asks for a size, then adds the chosen one", async ({ page, request }) => {
  const ring = await sizedRing(request);
  const size = ring.sizes.find((s) => s.quantity > 0)!;
  await page.goto(`/shop/product?size=${encodeURIComponent(size.label)}`);
  await page.waitForLoadState("networkidle");
  const card = page.locator("main article").filter({ has: page.locator(`[data-quick-view="${ring._id}"]`) });
  if ((await card.count()) === 0) test.skip(true, "the ring is not on the first page of this size's listing");
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await card.getByRole("button", { name: `${MSG.quickView}: ${ring.name}` }).click();

  const dialog = page.getByRole("dialog", { name: ring.name });
  await expect(picker(dialog)).toBeVisible();
  await expect(sizeRadio(dialog, ring.sizes.find((s) => s.quantity === 0)!)).toBeDisabled();
  await chooseColor(dialog, ring);
  await dialog.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(picker(dialog).getByRole("alert")).toHaveText(MSG.selectSize);
  await sizeRadio(dialog, size).check();
  await dialog.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ pId: ring._id, size: size._id })]);
});

test("the wishlist keeps a sized piece without a size: its card says its sizes and sends the shopper to choose one", async ({ page, request }) => {
  const ring = await sizedRing(request);
  await openProduct(page, href.product(ring._id));
  await page.getByRole("button", { name: MSG.addToWishlist, exact: true }).click();
  await expect(page.getByRole("button", { name: MSG.detailAddedToWishlist, exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.goto(href.wishlist());
  const card = page.getByRole("article").filter({ hasText: ring.name });
  await expect(card.locator("[data-card-sizes]")).toHaveText(sizeRangeText("ring", ring.sizes.map((s) => s.label))!);
  await expect(card.getByRole("link", { name: `${SIZE_MSG.chooseSize}: ${ring.name}` })).toHaveAttribute("href", href.product(ring._id));
  await expect(card.getByRole("button", { name: new RegExp(`^${MSG.addToCart}`) })).toHaveCount(0);
});
