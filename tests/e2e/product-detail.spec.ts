import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { PrismaClient } from "@/generated/prisma/client";
import { type MoneyClient, withMoneyAsNumbers } from "@/server/db-money";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { type SilverPurity, priceByWeight, sellingPriceByWeight } from "@/lib/pricing/by-weight";
import { purityLine } from "@/lib/pricing/purity";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { expectNoSeriousA11yViolationsHere } from "./support/axe";

// The product page (storefront §2.9, §5) and the cards' Quick View (§2.8). Products are picked
// from the seeded catalogue through the API by what each test needs (colours, low stock...).
// Reduced motion: no smooth scrolling or slideshow racing the clicks.
test.use({ reducedMotion: "reduce" });

/** The catalogue's pieces without sizes: these tests are about the page as it is for every piece (sizes: sizes.spec.ts). */
async function catalogue(request: APIRequestContext): Promise<ProductJSON[]> {
  const response = await request.get("/api/product?limit=100");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { status: number; prod: ProductJSON[] };
  expect(body.status).toBe(1);
  return body.prod.filter((p) => p.sizes.length === 0);
}

async function pick(request: APIRequestContext, what: string, match: (p: ProductJSON) => boolean): Promise<ProductJSON> {
  const product = (await catalogue(request)).find(match);
  expect(product, `the seeded catalogue has ${what}`).toBeDefined();
  return product!;
}

/** Opens a product page and waits until its scripts have run (clicks before hydration would be lost). */
async function openProduct(page: Page, id: string) {
  const response = await page.goto(href.product(id));
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
}

const cartCount = (page: Page) => page.locator('[data-kind="cart"] > [aria-hidden="true"]');
const wishlistCount = (page: Page) => page.locator('[data-kind="wishlist"] > [aria-hidden="true"]');
/** The detail page's purchase controls (availability, colour, quantity, Add to Cart). */
const panel = (page: Page) => page.locator("main [data-purchase-panel]");

test("the page shows the product, its facts, breadcrumb, related products and search data", { tag: "@layout" }, async ({ page, request }) => {
  const product = await pick(request, "an in-stock product with pictures", (p) => p.inStock && p.weight > 0 && p.images.length > 0);
  await openProduct(page, product._id);

  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(panel(page).getByText(MSG.inStock, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Weight: [\d.,]+ g$/)).toBeVisible();
  await expect(page.getByRole("main").getByText(MSG.sterlingSilver, { exact: true })).toBeVisible();

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: product.category_id.name })).toHaveAttribute("href", href.category(product.category_id.slug));
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.name);

  await expect(page.getByRole("link", { name: MSG.orderRequest, exact: true })).toHaveAttribute("href", href.orderRequest(product._id));

  // Related: up to 4 products of the same category, never this one.
  const related = page.getByRole("region", { name: MSG.relatedProducts });
  const cards = related.getByRole("article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  await expect(related.locator(`a[href="${href.product(product._id)}"]`)).toHaveCount(0);

  // SEO: absolute canonical, social picture, Product and BreadcrumbList structured data.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${href.product(product._id)}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return Array.isArray(data) ? data : [data];
  }) as { "@type": string; offers?: { price: string } }[];
  const productLd = ld.find((item) => item["@type"] === "Product");
  expect(productLd?.offers?.price).toBe((product.total_price_paise / 100).toFixed(2));
  expect(ld.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
});

test("a colour must be chosen; Add to Cart then reads 'Added to Cart', counts in the header and survives a reload", { tag: "@layout" }, async ({ page, request }) => {
  const product = await pick(request, "an in-stock product with colours", (p) => p.inStock && p.quantity >= 5 && p.colors.length >= 2);
  await openProduct(page, product._id);
  await expect(cartCount(page)).toHaveText("0");

  const addToCart = page.getByRole("button", { name: MSG.addToCart, exact: true });
  await addToCart.click();
  const colors = page.getByRole("group", { name: /^Color/ });
  await expect(colors.getByRole("alert")).toHaveText(MSG.selectColor);
  await expect(colors.getByRole("radio").first()).toBeFocused();
  await expect(cartCount(page)).toHaveText("0");

  const color = product.colors[1]!;
  await colors.getByRole("radio", { name: color.name }).check();
  await expect(colors.getByRole("alert")).toHaveCount(0);
  await addToCart.click();
  // First: the toast lasts 1.5 s. It shows under the header, never over its menu, cart and wishlist.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: MSG.addedToCartToast });
  await expect(toast).toBeVisible();
  const headerBottom = await page.locator("header[data-site-header]").evaluate((header) => header.getBoundingClientRect().bottom);
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);

  const added = page.getByRole("button", { name: MSG.detailAddedToCart, exact: true });
  await expect(added).toBeVisible();
  await expect(added).toBeDisabled();
  await expect(cartCount(page)).toHaveText("1");

  await page.reload();
  await expect(page.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeDisabled();
  await expect(cartCount(page)).toHaveText("1");
  // The cart line kept the chosen colour, and the panel shows it.
  await expect(page.getByRole("group", { name: /^Color/ }).getByRole("radio", { name: color.name })).toBeChecked();
});

test("a piece in one colour comes with that colour chosen, on the page (in the server's HTML) and in Quick View", async ({ page, request }) => {
  const product = await pick(request, "an in-stock product in one colour", (p) => p.inStock && p.quantity >= 2 && p.colors.length === 1);
  const only = product.colors[0]!;
  // Chosen before any script runs: the server's HTML has the swatch checked.
  const html = await (await request.get(href.product(product._id))).text();
  expect(html).toMatch(new RegExp(`<input[^>]*type="radio"[^>]*value="${only._id}"[^>]*checked=""|<input[^>]*checked=""[^>]*value="${only._id}"`));
  await openProduct(page, product._id);
  const colors = panel(page).getByRole("group", { name: /^Color/ });
  await expect(colors.getByRole("radio", { name: only.name })).toBeChecked();
  await panel(page).getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(page.getByText(MSG.selectColor)).toHaveCount(0);
  await expect(panel(page).getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeDisabled();

  // Quick View from its category's listing: the same, with nothing to pick.
  const other = await pick(request, "another in-stock product in one colour, of a listed category", (p) => p._id !== product._id && p.inStock && p.colors.length === 1);
  await page.goto(href.category(other.category_id.slug));
  await page.waitForLoadState("networkidle");
  const trigger = page.locator(`[data-quick-view="${other._id}"]`);
  await trigger.scrollIntoViewIfNeeded();
  await trigger.locator("xpath=ancestor::article").hover();
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: other.name });
  await expect(dialog.getByRole("radio", { name: other.colors[0]!.name })).toBeChecked();
  await dialog.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(dialog.getByText(MSG.selectColor)).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeDisabled();
});

test("on a low-stock product, choosing more than the stock says how many can be bought", async ({ page, request }) => {
  const product = await pick(request, "an in-stock product with 1–4 left", (p) => p.inStock && p.quantity >= 1 && p.quantity <= 4);
  await openProduct(page, product._id);

  const quantity = page.getByLabel("Quantity");
  await expect(quantity.locator("option")).toHaveText(["1", "2", "3", "4", "5"]);
  await quantity.selectOption(String(product.quantity + 1));
  await expect(page.getByRole("alert").filter({ hasText: MSG.purchaseOnly(product.quantity) })).toBeVisible();
  await expect(quantity).toHaveValue(String(product.quantity));
});

test("an out-of-stock product says so and cannot be added", async ({ page, request }) => {
  const product = await pick(request, "an active product without stock", (p) => p.status && !p.inStock);
  await openProduct(page, product._id);

  // Scoped to the purchase panel: related cards may say 'Out of Stock' too.
  await expect(panel(page).getByText(MSG.outOfStock, { exact: true })).toBeVisible();
  await expect(panel(page).getByText(MSG.itemOutOfStock)).toBeVisible();
  await expect(panel(page).getByLabel("Quantity")).toBeDisabled();
  await expect(panel(page).getByRole("button", { name: MSG.addToCart, exact: true })).toBeDisabled();
});

test("the wishlist button toggles at once and survives a reload", async ({ page, request }) => {
  const product = await pick(request, "a product", () => true);
  await openProduct(page, product._id);

  // Exact: a related card's "Save … to wishlist" label may contain the words too.
  await page.getByRole("button", { name: MSG.addToWishlist, exact: true }).click();
  const saved = page.getByRole("button", { name: MSG.detailAddedToWishlist, exact: true });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(wishlistCount(page)).toHaveText("1");

  await page.reload();
  await expect(page.getByRole("button", { name: MSG.detailAddedToWishlist, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(wishlistCount(page)).toHaveText("1");
});

test("Quick View opens from a card on the home page, is labelled, adds to the cart, and Escape returns focus", async ({ page, request }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The first card of a piece without sizes (Quick View's size picker: sizes.spec.ts).
  const region = page.getByRole("region", { name: "New Arrivals", exact: true });
  const unsized = new Set((await catalogue(request)).map((p) => p._id));
  const cardIds = await region.locator("[data-quick-view]").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-quick-view")));
  const firstUnsized = cardIds.find((cardId) => cardId !== null && unsized.has(cardId));
  expect(firstUnsized, "New Arrivals shows a piece without sizes").toBeDefined();
  const card = region.getByRole("article").filter({ has: page.locator(`[data-quick-view="${firstUnsized}"]`) });
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  await card.scrollIntoViewIfNeeded();
  await card.hover();

  const trigger = card.getByRole("button", { name: `${MSG.quickView}: ${name}` });
  await expect(trigger).toBeVisible();
  const id = (await trigger.getAttribute("data-quick-view"))!;
  const product = (await catalogue(request)).find((p) => p._id === id);
  expect(product).toBeDefined();
  await trigger.click();

  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: new RegExp(`^${MSG.viewDetails}`) })).toHaveAttribute("href", href.product(id));
  if (product!.inStock) {
    if (product!.colors.length > 0) await dialog.getByRole("radio", { name: product!.colors[0]!.name }).check();
    await dialog.getByRole("button", { name: MSG.addToCart, exact: true }).click();
    await expect(dialog.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeDisabled();
    await expect(cartCount(page)).toHaveText("1");
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("an unknown or malformed product id is a 404, and /prod-detail alone goes to the products", async ({ page, request }) => {
  for (const id of ["c000000000000000000000000", "not-a-product"]) {
    const response = await page.goto(`/prod-detail/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: MSG.pageNotFound })).toBeVisible();
  }

  const bare = await request.get("/prod-detail", { maxRedirects: 0 });
  expect(bare.status()).toBe(307);
  expect(bare.headers()["location"]).toMatch(/\/shop\/product$/);
});

const PIECE = {
  id: true,
  name: true,
  purity: true,
  netWeightMg: true,
  makingChargeKind: true,
  makingChargeValue: true,
  otherChargesPaise: true,
  pricePaise: true,
  sellingPricePaise: true,
  discountPercent: true,
} as const;

/**
 * A piece priced by weight, in stock, whose stored price is the one at today's rate (the demo seed
 * prices every second piece of each category by weight). Without one, one is made here as
 * setSilverRate would price it; a rate (the seed's) is added only when there is none.
 */
async function byWeightPiece() {
  const prisma = withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) }));
  try {
    const rate =
      (await prisma.silverRate.findFirst({ orderBy: [{ setAt: "desc" }, { id: "desc" }] })) ?? (await prisma.silverRate.create({ data: { paisePerGram: 9550, setBy: "e2e test" } }));
    const gstBps = (await prisma.siteSettings.findUnique({ where: { id: 1 } }))?.gstRateBps ?? 300;
    const priceOf = (piece: { purity: number; netWeightMg: number | null; makingChargeKind: "per_gram" | "percent" | null; makingChargeValue: number | null; otherChargesPaise: number }) => {
      const value = piece.makingChargeValue ?? 0;
      const making = piece.makingChargeKind === "percent" ? ({ kind: "percent", basisPoints: value } as const) : ({ kind: "per_gram", paisePerGram: value } as const);
      return priceByWeight({ ratePaisePerGram: rate.paisePerGram, purity: piece.purity as SilverPurity, netWeightMg: piece.netWeightMg ?? 0, making, otherPaise: piece.otherChargesPaise, gstBps, roundToRupee: true }).totalPaise;
    };
    const seeded = await prisma.product.findMany({ where: { pricingMode: "by_weight", active: true, stock: { gt: 0 }, category: { active: true } }, orderBy: { code: "asc" }, take: 50, select: PIECE });
    const piece = seeded.find((candidate) => priceOf(candidate) === candidate.pricePaise) ?? (await makeByWeightPiece(prisma, priceOf));
    return { ...piece, purity: piece.purity as SilverPurity, discountPercent: Number(piece.discountPercent) };
  } finally {
    await prisma.$disconnect();
  }
}

/** The terms of the piece made when the catalogue has none priced by weight. */
const BANGLE = { purity: 925, netWeightMg: 8_450, makingChargeKind: "per_gram", makingChargeValue: 9_000, otherChargesPaise: 35_000 } as const;

async function makeByWeightPiece(prisma: MoneyClient, priceOf: (terms: typeof BANGLE) => number) {
  const price = priceOf(BANGLE);
  const tag = randomBytes(5).toString("hex").toUpperCase();
  const category = await prisma.category.findFirstOrThrow({ where: { active: true } });
  return prisma.product.create({
    data: {
      ...BANGLE,
      pricingMode: "by_weight",
      huid: `W${tag.slice(0, 5)}`,
      code: `E2EW${tag}`,
      slug: `e2e-by-weight-${tag.toLowerCase()}`,
      name: `By Weight Test Bangle ${tag}`,
      pricePaise: price,
      discountPercent: 10,
      sellingPricePaise: sellingPriceByWeight(price, 10, true),
      stock: 3,
      weightGrams: 8.6,
      categoryId: category.id,
      // Long ago: never the catalogue's newest (other tests pick those).
      createdAt: new Date("2001-01-01T00:00:00Z"),
    },
    select: PIECE,
  });
}

test("a piece priced by weight shows its price breakup, adding up to its price, and its purity", async ({ page }) => {
  const piece = await byWeightPiece();
  await openProduct(page, piece.id);
  await expect(page.getByRole("heading", { level: 1, name: piece.name })).toBeVisible();

  const breakup = page.getByRole("region", { name: "Price breakup" });
  const table = breakup.getByRole("table", { name: "Price breakup" });
  await table.scrollIntoViewIfNeeded();
  await expect(table).toBeVisible();
  const amount = (label: string | RegExp) => table.getByRole("row", { name: label }).getByRole("cell");
  const paise = async (label: string | RegExp) => Math.round(Number((await amount(label).textContent())!.replace(/[^\d.]/g, "")) * 100);

  await expect(table.getByRole("rowheader", { name: new RegExp(`^Silver \\(${piece.purity}\\) [\\d.,]+ g × ₹[\\d.,]+/g × 0\\.\\d+$`) })).toBeVisible();
  // The price above, and the bill's total (with paise on every line when any line has them).
  await expect(page.getByText(formatRupees(piece.sellingPricePaise), { exact: true }).first()).toBeVisible();
  expect(await paise("Total")).toBe(piece.pricePaise);
  // The lines add up to the total: silver, making, other charges (when any) and GST.
  const lines = [/^Silver/, /^Making charges/, /^GST/];
  if ((await table.getByRole("row", { name: /^Stones and other charges/ }).count()) > 0) lines.push(/^Stones and other charges/);
  let sum = 0;
  for (const label of lines) sum += await paise(label);
  // Rounded to the rupee (the shop's default, issue 40): the rounding is a line of its own, signed.
  const rounding = table.getByRole("row", { name: /^Rounding \(to the rupee\)/ });
  if ((await rounding.count()) > 0) sum += (((await rounding.getByRole("cell").textContent()) ?? "").startsWith("−") ? -1 : 1) * (await paise(/^Rounding/));
  expect(sum).toBe(piece.pricePaise);
  if (piece.discountPercent > 0) expect(await paise("You pay")).toBe(piece.sellingPricePaise);
  else await expect(table.getByRole("row", { name: /^You pay/ })).toHaveCount(0);

  await expect(page.getByRole("region", { name: "Purity and hallmark" })).toContainText(purityLine(piece.purity));

  // Search data: the purity and the net weight as properties of the Product.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text) as unknown].flat()) as {
    "@type": string;
    additionalProperty?: { name: string; value: unknown }[];
  }[];
  const properties = ld.find((item) => item["@type"] === "Product")?.additionalProperty ?? [];
  expect(properties).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Purity", value: String(piece.purity) }), expect.objectContaining({ name: "Net weight" })]));

  await expectNoSeriousA11yViolationsHere(page, "by-weight product page", "main section");
});
