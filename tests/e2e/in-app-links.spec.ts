import { type Locator, type Page, expect, test } from "@playwright/test";
import { SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { ORDER_REQUEST_MSG } from "@/lib/messages/order-request";
import { demoProduct } from "./support/catalogue";
import { hydrated } from "./support/controls";

// The header, the footer and the product cards link with plain <a> (server-rendered, no next/link
// each): the shop layout's InAppLinks opens their pages in the app, without a page load, and
// prefetches a page when a pointer reaches its link. Clicks meant for the browser stay the browser's.

/** Waits for InAppLinks (it hydrates beside the splash) and marks this document, to tell a page load. */
async function readyToNavigate(page: Page) {
  // The splash is hidden until a navigation waits, so it is found by its label, not its role.
  await hydrated(page.locator(`[aria-label="Loading ${SHOP.name}"]`));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function followsInApp(page: Page, link: Locator, path: RegExp, heading: string | RegExp) {
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  expect(await sameDocument(page), "the page was loaded again").toBe(true);
}

test("a product card's name and its View Details open the product without a page load", async ({ page }) => {
  await page.goto(href.home());
  await readyToNavigate(page);
  const name = page.locator('main article h3 a[href^="/prod-detail/"]').first();
  const title = (await name.textContent())?.trim() ?? "";
  await followsInApp(page, name, /\/prod-detail\//, title);

  await page.goto(href.listing("new-arrivals"));
  await readyToNavigate(page);
  // The first card that has one (a sold-out card shows "Out of stock" instead).
  const details = page.locator("main article").getByRole("link", { name: /^View Details: / }).first();
  const label = (await details.getAttribute("aria-label"))!.replace(/^View Details: /, "");
  await followsInApp(page, details, /\/prod-detail\//, label);
});

test("the header's and the footer's links open their pages without a page load", async ({ page }) => {
  await page.goto(href.listing("new-arrivals"));
  await readyToNavigate(page);
  await followsInApp(page, page.locator("footer").getByRole("link", { name: "Our Story" }), /\/shop\/about-us$/, /./);
  await followsInApp(page, page.locator("header").getByRole("link", { name: /925 Sterling Silver/ }), /\/$/, /./);
});

test("a pointer on a card's link prefetches its page", async ({ page }) => {
  await page.goto(href.listing("new-arrivals"));
  await readyToNavigate(page);
  const name = page.locator('main article h3 a[href^="/prod-detail/"]').nth(1);
  const path = (await name.getAttribute("href"))!;
  const prefetch = page.waitForRequest((request) => request.url().includes(path) && request.headers()["next-router-prefetch"] !== undefined);
  await name.hover();
  await prefetch;
});

test("a click meant for a new tab is left to the browser", async ({ page, context }) => {
  await page.goto(href.listing("new-arrivals"));
  await readyToNavigate(page);
  const name = page.locator('main article h3 a[href^="/prod-detail/"]').first();
  const path = (await name.getAttribute("href"))!;
  const opened = context.waitForEvent("page");
  await name.click({ modifiers: ["ControlOrMeta"] });
  await expect(await opened).toHaveURL(new RegExp(`${path}$`));
  await expect(page).toHaveURL(/\/shop\/new-arrivals$/);
  expect(await sameDocument(page)).toBe(true);
});

test("a page rendered per request brings its CSS inline, like the HTML, so a navigation never meets one file as <link> and <style>", async ({ page, request }) => {
  // Next sends a per-request RSC answer's CSS as <link rel="stylesheet"> and a prerendered one's as
  // <style>; React then crashed a navigation (error #137) when the two met for one file, leaving the
  // old page under the new address. scripts/patch-next-inline-css.mjs makes both <style>.
  // A piece without sizes: a sized one's Order Request first asks for a size (issue 42).
  const product = await demoProduct(request, () => true);
  const answer = await request.get(href.orderRequest(product._id), { headers: { RSC: "1" } });
  expect(answer.headers()["content-type"]).toContain("text/x-component");
  const payload = await answer.text();
  expect(payload).not.toContain('"rel":"stylesheet"');
  expect(payload).toMatch(/"style","\d+",\{[^}]*"precedence":"next","href":"\/_next\/static\/[^"]+\.css"/);

  const crashes: string[] = [];
  page.on("pageerror", (error) => crashes.push(error.message));
  await page.goto(href.product(product._id));
  await readyToNavigate(page);
  await followsInApp(page, page.getByRole("link", { name: MSG.orderRequest, exact: true }), /\/order-request\//, ORDER_REQUEST_MSG.orderRequestTitle);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  expect(crashes).toEqual([]);
});
