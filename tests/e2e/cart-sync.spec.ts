import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { PrismaClient } from "@/generated/prisma/client";
import { withMoneyAsNumbers } from "@/server/db-money";
import { CART_ORDER_DRAFT_KEY, CART_STORAGE_KEY } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { seededProducts } from "./support/catalogue";
import { hydrated } from "./support/controls";
import { sendFromOwnAddress } from "./support/client-address";

// The cart and wishlist pages and their server sync (issue 7 §3; storefront §2.10, 2.11, §4, §8).
// Each test makes its own customer (a unique e-mail), so the tests run in parallel.
test.use({ reducedMotion: "reduce" });

const PASSWORD = "Silver-925-test!";

const cartCount = (page: Page) => page.locator('header [data-kind="cart"] > [aria-hidden="true"]').first();
const wishlistCount = (page: Page) => page.locator('header [data-kind="wishlist"] > [aria-hidden="true"]').first();
const cartLine = (page: Page, id: string) => page.locator(`[data-cart-line="${id}"]`);

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // Scripts have run (a click before hydration would be lost).
  await page.waitForLoadState("networkidle");
}

/** Adds a product on its detail page (choosing its first colour when it has colours), as a shopper does. */
async function addFromDetail(page: Page, product: ProductJSON) {
  await open(page, href.product(product._id));
  const panel = page.locator("main [data-purchase-panel]");
  if (product.colors.length > 0) await panel.getByRole("radio").first().check();
  await panel.getByRole("button", { name: MSG.addToCart, exact: true }).click();
  await expect(panel.getByRole("button", { name: MSG.detailAddedToCart, exact: true })).toBeVisible();
}

async function saveFromDetail(page: Page, product: ProductJSON) {
  await open(page, href.product(product._id));
  await page.getByRole("button", { name: MSG.addToWishlist, exact: true }).click();
  await expect(page.getByRole("button", { name: MSG.detailAddedToWishlist, exact: true })).toBeVisible();
}

async function register(page: Page, email: string) {
  await sendFromOwnAddress(page);
  await open(page, href.register());
  await page.getByLabel("Full Name").fill("Asha Verma");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: new RegExp(MSG.acceptTermsBefore) }).check();
  await page.getByRole("button", { name: MSG.registerSubmit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === href.home());
}

async function login(page: Page, email: string) {
  await open(page, href.login());
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: MSG.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname === href.home());
}

/** Logout from the header's menu on a desktop, from the drawer on a phone. */
async function logout(page: Page) {
  const menu = page.getByRole("button", { name: /^Hello, / });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("button", { name: MSG.logout, exact: true }).click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: MSG.logout, exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname === href.home());
}

/** A second browser (its own storage and cookies) with this project's device. */
async function freshPage(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    reducedMotion: "reduce",
  });
  return context.newPage();
}

const uniqueEmail = (what: string) => `cart-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("a visitor's cart and wishlist survive registering, go with logout and come back on a fresh browser", async ({ page, browser, request }) => {
  test.slow(); // a whole story: three products, register, logout, a second browser, login
  const inStock = (await seededProducts(request)).filter((p) => p.sizes.length === 0 && p.inStock && p.quantity >= 5);
  const [first, second, saved] = inStock;
  expect(saved, "the seed has three in-stock products").toBeDefined();

  await addFromDetail(page, first!);
  await addFromDetail(page, second!);
  await saveFromDetail(page, saved!);
  await expect(cartCount(page)).toHaveText("2");
  await expect(wishlistCount(page)).toHaveText("1");

  const email = uniqueEmail("keep");
  await register(page, email);
  await expect(cartCount(page)).toHaveText("2");
  await expect(wishlistCount(page)).toHaveText("1");

  await open(page, href.cart());
  await expect(cartLine(page, first!._id).getByRole("link", { name: first!.name })).toBeVisible();
  await expect(cartLine(page, second!._id).getByRole("link", { name: second!.name })).toBeVisible();
  await open(page, href.wishlist());
  await expect(page.getByRole("heading", { level: 1, name: MSG.myWishlist })).toBeVisible();
  await expect(page.getByRole("article").getByRole("link", { name: saved!.name })).toBeVisible();

  await logout(page);
  await expect(cartCount(page)).toHaveText("0");
  await expect(wishlistCount(page)).toHaveText("0");
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ state: { data: [] } });

  // Another browser: the server's cart and wishlist come back with the login.
  const other = await freshPage(browser);
  await login(other, email);
  await expect(cartCount(other)).toHaveText("2");
  await expect(wishlistCount(other)).toHaveText("1");
  await open(other, href.cart());
  await expect(cartLine(other, first!._id)).toBeVisible();
  await expect(cartLine(other, second!._id)).toBeVisible();

  // A change there reaches the server: remove a line, and a reload (get-cart) agrees.
  // Wait for the server's answer to the removal itself (a busy machine may take longer than networkidle's 500 ms).
  const removed = other.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes("/api/cart/delete-from-db-cart/"));
  await cartLine(other, second!._id).getByRole("button", { name: new RegExp(`^${MSG.removeFromCart}`) }).click();
  await expect(cartLine(other, second!._id)).toHaveCount(0);
  await expect(cartCount(other)).toHaveText("1");
  expect((await removed).ok()).toBe(true);
  // The reload. Not open()'s "networkidle": on a second visit the browser revalidates the cached link
  // prefetches in the background (Next sends them with stale-while-revalidate), and Playwright counts
  // those requests open for about 28 s; the button about to be clicked says when scripts have run.
  const reload = await other.goto(href.cart());
  expect(reload?.status()).toBe(200);
  await expect(cartLine(other, first!._id)).toBeVisible();
  await expect(cartLine(other, second!._id)).toHaveCount(0);

  // A customer's 'Place Order Request' hands the lines (no prices) to the order request page.
  await hydrated(other.getByRole("button", { name: MSG.placeOrderRequest }));
  await other.getByRole("button", { name: MSG.placeOrderRequest }).click();
  await other.waitForURL((url) => url.pathname === href.orderRequestCart());
  const draft = JSON.parse((await other.evaluate((key) => window.localStorage.getItem(key), CART_ORDER_DRAFT_KEY)) ?? "null") as unknown;
  expect(draft).toEqual([{ pId: first!._id, qty: 1, color: first!.colors[0]?._id ?? null }]);
  await other.context().close();
});

test("the cart page caps a quantity at the stock and says so", async ({ page, request }) => {
  const low = (await seededProducts(request)).find((p) => p.sizes.length === 0 && p.inStock && p.quantity >= 1 && p.quantity <= 4);
  expect(low, "the seed has an in-stock product with 1–4 left").toBeDefined();
  // A visitor's add stays on this device: no call to the cart or wishlist API.
  const syncCalls: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(cart|wishlist)\//.test(new URL(r.url()).pathname)) syncCalls.push(r.url());
  });
  await addFromDetail(page, low!);
  expect(syncCalls).toEqual([]);
  await open(page, href.cart());

  const line = cartLine(page, low!._id);
  const quantity = line.getByLabel("Quantity");
  await expect(quantity.locator("option")).toHaveText(["1", "2", "3", "4", "5"]);
  await quantity.selectOption("5");
  await expect(line.getByRole("alert")).toHaveText(MSG.purchaseOnly(low!.quantity));
  await expect(quantity).toHaveValue(String(low!.quantity));
  await expect(line.getByTestId("cart-line-total")).toHaveText(formatRupees(low!.total_price_paise * low!.quantity));
  await expect(page.getByTestId("cart-total")).toHaveText(formatRupees(low!.total_price_paise * low!.quantity));
  await expect(page.getByText(MSG.shippingFree, { exact: true })).toBeVisible();
});

test("a visitor's 'Place Order Request' hands the lines to the order request page too (visitors may send one, back office §6)", async ({ page, request }) => {
  const product = (await seededProducts(request)).find((p) => p.sizes.length === 0 && p.inStock);
  await addFromDetail(page, product!);
  await open(page, href.cart());
  await page.getByRole("button", { name: MSG.placeOrderRequest }).click();
  await page.waitForURL((url) => url.pathname === href.orderRequestCart());
  const draft = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), CART_ORDER_DRAFT_KEY)) ?? "null") as unknown;
  expect(draft).toEqual([{ pId: product!._id, qty: 1, color: product!.colors[0]?._id ?? null }]);
});

test("the cart shows the server's price, never the one stored in the browser", async ({ page, request }) => {
  const product = (await seededProducts(request)).find((p) => p.sizes.length === 0 && p.inStock && p.quantity >= 2 && p.total_price_paise > 100);
  // A tampered cart: two pieces at ₹1 each.
  await page.addInitScript(
    ([key, id]: [string, string]) => {
      if (window.localStorage.getItem(key)) return;
      window.localStorage.setItem(key, JSON.stringify({ state: { data: [{ pId: id, qty: 2, color: null, pricePaise: 100 }] }, version: 1 }));
    },
    [CART_STORAGE_KEY, product!._id] as [string, string],
  );
  await open(page, href.cart());
  const line = cartLine(page, product!._id);
  await expect(line.getByTestId("cart-line-price")).toHaveText(formatRupees(product!.total_price_paise));
  await expect(page.getByTestId("cart-subtotal")).toHaveText(formatRupees(product!.total_price_paise * 2));
  await expect(page.getByTestId("cart-total")).toHaveText(formatRupees(product!.total_price_paise * 2));
  await expect(page.getByRole("main")).not.toContainText("₹1.00");
  // For a look at the page on this project's device (kept in test-results/).
  await page.screenshot({ path: test.info().outputPath("cart-with-items.png"), fullPage: true });
});

test("a price changed by the silver rate is shown with was and now, once (issue 21)", async ({ page, request }) => {
  const product = (await seededProducts(request)).find((p) => p.sizes.length === 0 && p.inStock && p.total_price_paise > 10_000);
  const now = product!.total_price_paise;
  const was = now - 1_640; // ₹16.40 less: the price when the line was added, before the new rate.
  await page.addInitScript(
    ([key, id, price]: [string, string, number]) => {
      if (window.localStorage.getItem(key)) return;
      window.localStorage.setItem(key, JSON.stringify({ state: { data: [{ pId: id, qty: 1, color: null, pricePaise: price }] }, version: 1 }));
    },
    [CART_STORAGE_KEY, product!._id, was] as [string, string, number],
  );
  await open(page, href.cart());
  const line = cartLine(page, product!._id);
  await expect(line.getByTestId("cart-line-price")).toHaveText(formatRupees(now));
  await expect(line.getByTestId("cart-line-price-change")).toHaveText(MSG.cartPriceUpdated(formatRupees(was), formatRupees(now)));
  await expect(page.getByRole("status").filter({ hasText: MSG.cartPricesChanged })).toBeVisible();
  await expect(page.getByTestId("cart-subtotal")).toHaveText(formatRupees(now));
  // For a look at the notice on this project's device (kept in test-results/).
  await page.screenshot({ path: test.info().outputPath("cart-price-changed.png") });

  // Seen: the next visit shows the new price without the notice.
  await page.reload();
  // A line shows its price and its notice in the same render, once the server priced it.
  await expect(line.getByTestId("cart-line-price")).toHaveText(formatRupees(now));
  await expect(line.getByTestId("cart-line-price-change")).toHaveCount(0);
  await expect(page.getByTestId("cart-prices-changed")).toBeEmpty();
});

test("a cart without price changes keeps the notice empty", async ({ page, request }) => {
  const product = (await seededProducts(request)).find((p) => p.sizes.length === 0 && p.inStock);
  await addFromDetail(page, product!);
  await open(page, href.cart());
  await expect(cartLine(page, product!._id).getByTestId("cart-line-price")).toHaveText(formatRupees(product!.total_price_paise));
  await expect(cartLine(page, product!._id).getByTestId("cart-line-price-change")).toHaveCount(0);
  await expect(page.getByTestId("cart-prices-changed")).toBeEmpty();
});

test("an empty cart says so and links to the products", async ({ page }) => {
  await open(page, href.cart());
  await expect(page.getByRole("heading", { name: MSG.cartEmpty })).toBeVisible();
  await expect(page.getByRole("link", { name: MSG.browseProducts })).toHaveAttribute("href", href.products());
  await expect(page.getByRole("heading", { name: MSG.youMayAlsoLike })).toBeVisible();
  await expect(page.getByRole("region", { name: MSG.youMayAlsoLike }).getByRole("article")).toHaveCount(4);
});

test("axe finds nothing serious on the empty cart", async ({ page }) => {
  await expectNoSeriousA11yViolations(page, href.cart());
  await expect(page.getByRole("heading", { name: MSG.cartEmpty })).toBeVisible();
});

test("axe finds nothing serious on a full cart and on the wishlist", async ({ page, request }) => {
  const [product] = (await seededProducts(request)).filter((p) => p.sizes.length === 0 && p.inStock);
  await page.addInitScript(
    ([cartKey, id]: [string, string]) => {
      if (window.localStorage.getItem(cartKey)) return;
      window.localStorage.setItem(cartKey, JSON.stringify({ state: { data: [{ pId: id, qty: 1, color: null, pricePaise: 100 }] }, version: 1 }));
      window.localStorage.setItem("wishlist", JSON.stringify({ state: { data: [{ pId: id }] }, version: 1 }));
    },
    [CART_STORAGE_KEY, product!._id] as [string, string],
  );
  await expectNoSeriousA11yViolations(page, href.cart());
  await expect(cartLine(page, product!._id)).toBeVisible();
  await expectNoSeriousA11yViolations(page, href.wishlist());
  await expect(page.getByTestId("wishlist-page-count")).toHaveText(MSG.wishlistCount(1));
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").getByRole("button", { name: new RegExp(`^${MSG.addedToCart}`) })).toBeVisible();
});

/** A fixed-price piece in stock at ₹9,99,999.99 (the form's ceiling less a paisa), in no colour. */
async function pieceWithPaise() {
  const prisma = withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) }));
  try {
    const tag = randomBytes(5).toString("hex").toUpperCase();
    const category = await prisma.category.findFirstOrThrow({ where: { active: true }, orderBy: { name: "asc" } });
    return await prisma.product.create({
      data: {
        code: `E2EP${tag}`,
        slug: `e2e-paise-${tag.toLowerCase()}`,
        name: `Paise Test Anklet ${tag}`,
        pricePaise: 99_999_999,
        sellingPricePaise: 99_999_999,
        stock: 5,
        weightGrams: 12.5,
        categoryId: category.id,
        createdAt: new Date("2001-01-01T00:00:00Z"),
      },
      select: { id: true, sellingPricePaise: true },
    });
  } finally {
    await prisma.$disconnect();
  }
}

test("on a 390 px phone a line total with paise sits beside the quantity box, never over it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The widest line total a shopper can make with paise: a fixed price at the form's ceiling with
  // paise (by-weight prices are whole rupees by default), five of them. Made here, long ago, so no
  // other test's newest-first picker takes it.
  const product = await pieceWithPaise();
  const qty = 5;
  await page.addInitScript(
    ([key, id, n]: [string, string, number]) => {
      if (window.localStorage.getItem(key)) return;
      window.localStorage.setItem(key, JSON.stringify({ state: { data: [{ pId: id, qty: n, color: null, pricePaise: 0 }] }, version: 1 }));
    },
    [CART_STORAGE_KEY, product.id, qty] as [string, string, number],
  );
  await open(page, href.cart());
  const line = cartLine(page, product.id);
  const total = line.getByTestId("cart-line-total");
  await expect(total).toHaveText(formatRupees(product.sellingPricePaise * qty));
  await expect(total).toHaveText(/\.\d\d$/);

  const box = (await line.getByLabel("Quantity").boundingBox())!;
  const sum = (await total.boundingBox())!;
  const overlaps = box.x < sum.x + sum.width && sum.x < box.x + box.width && box.y < sum.y + sum.height && sum.y < box.y + box.height;
  expect(overlaps, `quantity ${JSON.stringify(box)} and total ${JSON.stringify(sum)}`).toBe(false);
  expect(sum.x + sum.width).toBeLessThanOrEqual(390);
  expect(await total.evaluate((el) => el.getClientRects().length)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await line.screenshot({ path: test.info().outputPath("cart-line-paise-390.png") });
});
