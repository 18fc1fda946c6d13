import { expect, test } from "@playwright/test";
import { SHOP } from "@/lib/constants";
import { HERO_SLIDES, MSG } from "@/lib/messages/shop";
import { href } from "@/lib/links";

const SECTIONS = ["New Arrivals", "Trending Products", "Best Seller"] as const;

// The hero auto-advances every 5 s except for reduced-motion users. These tests look at the first
// slide and its links, so a slow first load must not race the slideshow: they run with reduced
// motion, and the slideshow has its own test with a controlled clock.
test.use({ reducedMotion: "reduce" });

test("home shows the hero, three seeded product sections and no console errors", { tag: "@layout" }, async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Next prefetches every visible link; a failed prefetch of a page another team has not built
    // yet is no error on this page (the link itself is checked by that page's own tests).
    if (message.location().url.includes("_rsc=")) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);

  // Hero: the first slide's title and its 'Explore Bestseller' jump to the best-seller section.
  await expect(page.getByRole("heading", { name: HERO_SLIDES[0].title })).toBeVisible();
  const explore = page.getByRole("link", { name: MSG.exploreBestseller });
  await expect(explore).toHaveCount(1); // inactive slides are inert, so only one is exposed
  await expect(explore).toHaveAttribute("href", "#bestSeller");
  await expect(page.locator("#bestSeller")).toBeAttached();

  for (const title of SECTIONS) {
    const section = page.getByRole("region", { name: title, exact: true });
    await expect(section.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    const card = section.getByRole("article").first();
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading", { level: 3 })).not.toHaveText("");
    await expect(card).toContainText("₹");
    await expect(section.getByRole("link", { name: /^View All/ })).toBeVisible();
  }
  await expect(page.locator("#bestSeller").getByRole("heading", { level: 2 })).toHaveText("Best Seller");

  // Let late client work (hydration, lazy images in view) finish before judging the console.
  await page.waitForLoadState("networkidle");
  expect(errors, errors.join("\n")).toEqual([]);
});

test("the hero advances to the next slide after 5 seconds and wraps around", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: HERO_SLIDES[0].title })).toBeVisible();
  await page.mouse.move(0, 0); // not hovering the hero (hover pauses it)
  // The first timer starts when the slider hydrates, which the test cannot see: advance until the
  // first change. From then on each slide must last exactly 5 s.
  await expect(async () => {
    await page.clock.runFor(5_000);
    await expect(page.getByRole("heading", { name: HERO_SLIDES[1].title })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.clock.runFor(4_900);
  await expect(page.getByRole("heading", { name: HERO_SLIDES[1].title })).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole("heading", { name: HERO_SLIDES[2].title })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole("heading", { name: HERO_SLIDES[0].title })).toBeVisible();
});

test("'Explore Bestseller' brings the best-seller section to the top, under the header, at any width", async ({ context, page: first }) => {
  // The sections above it are laid out only when near (content-visibility): the jump must not land on an estimate.
  for (const width of [first.viewportSize()!.width, 500, 900]) {
    const page = await context.newPage(); // a first visit each time, as a shopper's
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await page.getByRole("link", { name: MSG.exploreBestseller }).click();
    const section = page.locator("#bestSeller");
    await expect(section).toBeInViewport({ timeout: 5_000 });
    // Where a jump puts it: html's scroll-padding-top (the header and 12 px) plus the section's scroll-margin-top.
    const { top, under } = await section.evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      under: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(el).scrollMarginTop),
    }));
    expect(Math.abs(top - under), `${width} px wide: the section's top at ${top}, expected ${under}`).toBeLessThanOrEqual(4);
    await page.close();
  }
});

test("a keyboard user reaches the main navigation", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();

  let reached = false;
  for (let i = 0; i < 15 && !reached; i += 1) {
    await page.keyboard.press("Tab");
    reached = await nav.evaluate((el) => el.contains(document.activeElement));
  }
  expect(reached).toBe(true);
  await expect(page.locator(":focus")).toHaveText("Home");

  // The rest of the main navigation follows in order.
  for (const label of ["Products", "Blog", "Contact", "About Us"]) {
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(label);
  }
});

test("on a phone the menu drawer opens with the categories and closes again", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: SHOP.name });
  await expect(drawer).toBeVisible();
  await drawer.getByText("Shop by Categories").click();
  await expect(drawer.locator('a[href^="/shop/product/"]').first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

// The closing banner's clip (storefront §2.4, item 6): nothing of it loads at the top of the page.
const BANNER_TITLE = "Silver that stays with you";
const POSTER = "/media/home/banner-poster.webp";
const isBannerMedia = (url: string) => new URL(url).pathname.startsWith("/media/home/");
const isClip = (url: string) => /\/media\/home\/banner\.(webm|mp4)$/.test(new URL(url).pathname);

test.describe("the banner video", () => {
  test.use({ reducedMotion: "no-preference" });

  test("loads only when it comes near, then plays muted, looping and inline, and can be paused", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (isBannerMedia(request.url())) requests.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(requests, "nothing of the banner loads at the top of the page").toEqual([]);

    const banner = page.getByRole("region", { name: BANNER_TITLE });
    const video = banner.locator("video");
    await expect(video).toHaveCount(0);
    await expect(banner.getByRole("link", { name: MSG.shopNow })).toHaveAttribute("href", href.products());

    await banner.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("muted", "");
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("poster", POSTER);
    await expect(video.locator("source")).toHaveCount(2);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/home\/banner\.(webm|mp4)$/);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => ({ playing: !v.paused, muted: v.muted, loop: v.loop, inline: v.playsInline })))
      .toEqual({ playing: true, muted: true, loop: true, inline: true });
    expect(requests.some(isClip)).toBe(true);

    await banner.getByRole("button", { name: "Pause video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await banner.getByRole("button", { name: "Play video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });
});

test("with reduced motion the banner shows its poster and the clip neither plays nor loads", async ({ page }) => {
  const clips: string[] = [];
  page.on("request", (request) => {
    if (isClip(request.url())) clips.push(request.url());
  });
  await page.goto("/");
  const banner = page.getByRole("region", { name: BANNER_TITLE });
  await banner.scrollIntoViewIfNeeded();
  const video = banner.locator("video");
  await expect(video).toHaveAttribute("poster", POSTER);
  await expect(banner.getByRole("button", { name: "Play video" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(clips).toEqual([]);
  await expect(banner.locator(`img[src="${POSTER}"]`)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the first HTML shows the home page itself (no loading splash), every section's cards and the banner's poster", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: HERO_SLIDES[0].title })).toBeVisible();
    // The category circles and the cards come in the HTML itself, not in hidden parts a script reveals.
    await expect(page.getByRole("region", { name: "Shop by category" }).getByRole("link").first()).toBeVisible();
    for (const title of SECTIONS) {
      const card = page.getByRole("region", { name: title, exact: true }).getByRole("article").first();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await expect(card).toContainText("₹");
    }
    const banner = page.getByRole("region", { name: BANNER_TITLE });
    await banner.scrollIntoViewIfNeeded();
    await expect(banner.getByRole("link", { name: MSG.shopNow })).toBeVisible();
    await expect(banner.locator(`img[src="${POSTER}"]`)).toBeVisible();
    await expect(banner.locator("video")).toHaveCount(0); // a video would show its own controls here
  });
});

test("the header fits the smallest phones: the brand and its tag on one line each, the cart in view", async ({ page }) => {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 640 });
    await page.goto(href.home());
    const header = page.getByRole("banner");
    const cart = await header.getByRole("link", { name: "Cart" }).boundingBox();
    expect(cart!.x + cart!.width, `${width} px: the cart icon`).toBeLessThanOrEqual(width);
    const brand = header.getByRole("link", { name: `${SHOP.name} 925 Sterling Silver` });
    for (const text of [SHOP.name, "925 Sterling Silver"]) {
      const line = brand.getByText(text, { exact: true });
      const lineHeight = await line.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 1.5);
      expect((await line.boundingBox())!.height, `${width} px: "${text}" on one line`).toBeLessThan(lineHeight);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }
});
