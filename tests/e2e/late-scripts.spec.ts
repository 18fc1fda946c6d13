import { expect, test } from "@playwright/test";
import { href } from "@/lib/links";
import { demoProducts } from "./support/catalogue";

// The page's scripts run after its HTML (scripts/patch-next-late-scripts.mjs). Next put every chunk in
// <head> as <script async>; taken from the HTTP cache on a second visit they ran at the parser's first
// pause, before the first frame (at 4× CPU a listing painted 340 ms later for it). Now only Turbopack's
// small runtime is a script in <head>: the root chunks are <script async> after the page's HTML, and
// every chunk is fetched as early as before through a low-priority preload.

const CHUNK = /<script\b[^>]*\bsrc="(\/_next\/static\/chunks\/[^"]+\.js)"[^>]*>/g;
const RUNTIME = /\/turbopack-[^/]*\.js$/;

test("the first HTML runs no chunk but Turbopack's runtime before the page's content, and preloads the rest", async ({ request }) => {
  const [product] = await demoProducts(request, "limit=1");
  for (const path of [href.home(), href.listing("new-arrivals"), href.product(product!._id), href.cart(), href.about()]) {
    const html = await (await request.get(path)).text();
    const contentEnd = html.indexOf("</main>");
    expect(contentEnd, `${path}: <main>`).toBeGreaterThan(0);
    const scripts = [...html.matchAll(CHUNK)].map((m) => ({ src: m[1]!, at: m.index, tag: m[0] }));
    // Before the content: the runtime, and the legacy browsers' polyfills (never run by a modern one).
    const early = scripts.filter((s) => s.at < contentEnd && !/\bnoModule\b/i.test(s.tag));
    expect(
      early.map((s) => s.src),
      `${path}: scripts ahead of the content`,
    ).toEqual([expect.stringMatching(RUNTIME)]);
    // After it: Next's bootstrap and the root chunks (React DOM, the router), each also preloaded early.
    const late = scripts.filter((s) => s.at > contentEnd);
    expect(late.length, `${path}: scripts after the content`).toBeGreaterThanOrEqual(3);
    const head = html.slice(0, contentEnd);
    for (const { src, tag } of late) {
      expect(tag, src).toContain("async");
      expect(head, `${path}: a preload of ${src}`).toMatch(new RegExp(`<link rel="preload" as="script" fetchPriority="low" href="${src}"`));
    }
  }
});

test("with the scripts after the HTML, the page still hydrates and navigates in the app", async ({ page }) => {
  await page.goto(href.listing("new-arrivals"));
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  // The wishlist heart is a client island: it only toggles once React has hydrated the card.
  const heart = card.getByRole("button", { name: `Save ${name} to wishlist` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  // An in-app link: the next page's chunks are loaded by the runtime, without a new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await card.getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
