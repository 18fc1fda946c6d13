import { expect, test } from "@playwright/test";
import { SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { seededProducts } from "./support/catalogue";

// The loading splash (back office §2): shown while a client navigation waits for the next page,
// never in a page's first HTML (it must not delay the largest paint or hide content without JS).
const SPLASH = `Loading ${SHOP.name}`;

test("no page's first HTML paints the splash", async ({ request }) => {
  const [product] = await seededProducts(request);
  for (const path of [href.home(), href.products(), href.listing("new-arrivals"), href.product(product!._id), "/no-such-page"]) {
    const response = await request.get(path);
    const html = await response.text();
    expect(html, path).not.toContain(SPLASH);
  }
});

test("a slow navigation shows the splash until the next page arrives", async ({ page }) => {
  await page.goto(href.home());
  // Hold back every route payload (prefetches too) for a few seconds: a slow network.
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.headers()["rsc"] || new URL(request.url()).searchParams.has("_rsc")) {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    await route.continue().catch(() => undefined);
  });
  const link = page.locator('main article h3 a[href^="/prod-detail/"]').first();
  const name = (await link.textContent())?.trim() ?? "";
  await link.click();
  const splash = page.getByRole("status", { name: SPLASH });
  await expect(splash).toBeVisible({ timeout: 2_500 });
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expect(splash).toBeHidden();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the splash's shimmer holds still", async ({ page }) => {
    await page.goto(href.home());
    const name = page.locator(`[aria-label="${SPLASH}"] [aria-hidden="true"] span`).first();
    await expect(name).toHaveText(SHOP.name);
    expect(await name.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});
