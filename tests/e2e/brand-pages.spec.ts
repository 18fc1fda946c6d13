import { expect, test, type Page } from "@playwright/test";
import { ABOUT_TABS } from "@/lib/content/about";
import { FAQ_ITEMS } from "@/lib/content/faq";
import { NO_MATCHING_QUESTIONS } from "@/lib/content/faq-search";
import { PRIVACY_LAST_UPDATED, TERMS_LAST_UPDATED, TERMS_SECTIONS, lastUpdatedText } from "@/lib/content/legal";
import { href } from "@/lib/links";
import { expectNoSeriousA11yViolations as scan } from "./support/axe";

// The brand pages (back office §2 "Static brand pages") and the privacy policy, on a phone and a desktop.

/** Opens a page and waits until its scripts have run (keys and clicks before hydration would be lost). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name, exact: true });

test("About: the tabs follow the keyboard (arrows wrap, Home, End) and show one panel at a time", async ({ page }) => {
  await open(page, href.about());
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(ABOUT_TABS.map((t) => t.label));

  const [story, vision, , sustainability] = ABOUT_TABS.map((t) => t.label) as [string, string, string, string];
  await expect(tab(page, story)).toHaveAttribute("aria-selected", "true");
  await expect(panel(page, story)).toBeVisible();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);

  await tab(page, story).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, vision)).toBeFocused();
  await expect(tab(page, vision)).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, story)).toHaveAttribute("aria-selected", "false");
  await expect(panel(page, vision)).toBeVisible();
  await expect(panel(page, vision).getByRole("heading", { name: ABOUT_TABS[1]!.heading })).toBeVisible();
  await expect(page.locator("#about-story-panel")).toBeHidden();
  // Only the selected tab is in the Tab order.
  await expect(tab(page, vision)).toHaveAttribute("tabindex", "0");
  await expect(tab(page, story)).toHaveAttribute("tabindex", "-1");

  await page.keyboard.press("End");
  await expect(tab(page, sustainability)).toBeFocused();
  await expect(panel(page, sustainability)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, story)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, sustainability)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tab(page, story)).toBeFocused();

  // Tab leaves the tab list for the panel.
  await page.keyboard.press("Tab");
  await expect(panel(page, story)).toBeFocused();

  // A click selects too.
  await tab(page, "Our Process").click();
  await expect(panel(page, "Our Process").getByRole("listitem")).toHaveCount(6);

  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", href.contact());
  await expect(main.getByRole("link", { name: "Shop the collection" })).toHaveAttribute("href", href.products());
  for (const heading of ["Fifteen years at the bench", "Our values", "The hands behind every piece", "From our customers"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
});

test("About: the video teaser plays the shop's own clip only when asked", async ({ page }) => {
  const media: string[] = [];
  page.on("request", (request) => {
    if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) media.push(request.url());
  });
  await open(page, href.about());
  expect(media).toEqual([]);
  await page.getByRole("button", { name: /^Play the clip/ }).click();
  const video = page.locator("main video");
  await expect(video).toBeVisible();
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute("aria-label", /.+/);
  for (const url of media) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test("About: every tab's words are in the server's HTML (crawlable without running scripts)", async ({ request }) => {
  const response = await request.get(href.about());
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const t of ABOUT_TABS) expect(html).toContain(t.heading.replace(/'/g, "&#x27;"));
});

test("FAQ: six questions; the search filters as you type; the accordion opens and closes", async ({ page }) => {
  await open(page, href.faq());
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  const main = page.getByRole("main");
  const questions = main.getByRole("button", { expanded: false });
  await expect(questions).toHaveCount(6);

  const first = main.getByRole("button", { name: FAQ_ITEMS[0]!.question });
  const answer = main.getByRole("region", { name: FAQ_ITEMS[0]!.question });
  await expect(answer).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("92.5% pure silver");
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();

  const search = page.getByRole("searchbox", { name: "Search questions" });
  await search.fill("tarnish");
  await expect(main.getByRole("button", { name: /tarnish/ })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 }).filter({ has: page.getByRole("button") })).toHaveCount(1);
  await expect(main.getByRole("status")).toHaveText("1 of 6 questions");

  await search.fill("free shipping 5000");
  await expect(main.getByRole("button", { name: "Do you offer free shipping?" })).toBeVisible();

  await search.fill("platinum");
  await expect(main.getByText(NO_MATCHING_QUESTIONS)).toBeVisible();
  await expect(main.getByRole("status")).toContainText(NO_MATCHING_QUESTIONS);

  await search.fill("");
  await expect(main.getByRole("heading", { level: 2 }).filter({ has: page.getByRole("button") })).toHaveCount(6);
  await expect(main.getByText(NO_MATCHING_QUESTIONS)).toHaveCount(0);

  await expect(main.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", href.contact());
});

test("FAQ: the answers carry FAQPage structured data", async ({ page }) => {
  await open(page, href.faq());
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = texts.map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: Array<{ name: string }> }).find((ld) => ld["@type"] === "FAQPage");
  expect(faq?.mainEntity?.map((q) => q.name)).toEqual(FAQ_ITEMS.map((q) => q.question));
});

test("Terms: four collapsible sections, last updated May 15, 2025; the privacy section links to the policy", async ({ page }) => {
  await open(page, href.terms());
  await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
  await expect(page.getByText(lastUpdatedText(TERMS_LAST_UPDATED))).toBeVisible();
  const main = page.getByRole("main");
  const titles = Object.values(TERMS_SECTIONS);
  await expect(main.getByRole("heading", { level: 2 }).filter({ has: page.getByRole("button") })).toHaveText(titles);

  for (const title of titles) {
    const button = main.getByRole("button", { name: title, exact: true });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByRole("region", { name: title, exact: true })).toBeVisible();
  }
  const general = main.getByRole("button", { name: "General Terms", exact: true });
  await general.click();
  await expect(general).toHaveAttribute("aria-expanded", "false");
  await expect(main.getByRole("region", { name: "General Terms", exact: true })).toBeHidden();

  await main.getByRole("region", { name: "Privacy Policy", exact: true }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(new RegExp(`${href.privacy()}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

test.describe("privacy policy", () => {
  test.use({ reducedMotion: "reduce" });

  test("is reachable from the footer, with its sections and how to ask for a copy or deletion", async ({ page }) => {
    await open(page, href.home());
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(new RegExp(`${href.privacy()}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText(lastUpdatedText(PRIVACY_LAST_UPDATED))).toBeVisible();
    const main = page.getByRole("main");
    for (const heading of ["What we collect", "Why we use it", "How long we keep it", "Who processes it for us", "Cookies and browser storage", "Your rights", "Grievance Officer"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
    await main.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Your rights" }).click();
    await expect(page).toHaveURL(/#your-rights$/);
  });
});

test("the footer's About links lead to the brand pages", async ({ page }) => {
  await open(page, href.faq());
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Our Story" })).toHaveAttribute("href", href.about());
  await expect(footer.getByRole("link", { name: "FAQ", exact: true })).toHaveAttribute("href", href.faq());
  await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", href.terms());
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", href.privacy());
});

test("/faq, /terms-condtions and /terms redirect for good (308) to the /shop pages, which /shop/{slug} does not swallow", async ({ request }) => {
  for (const [from, to] of [
    ["/faq", href.faq()],
    ["/terms-condtions", href.terms()],
    ["/terms", href.terms()],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location ?? "", "http://x").pathname, from).toBe(to);
  }
  for (const path of [href.about(), href.faq(), href.terms(), href.privacy()]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every FAQ answer and every About panel shows, and the useless search box hides", async ({ page }) => {
    await page.goto(href.faq());
    for (const item of FAQ_ITEMS) await expect(page.getByText(item.answer[0]!)).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search questions" })).toBeHidden();
    await page.goto(href.about());
    for (const t of ABOUT_TABS) await expect(page.getByRole("heading", { level: 3, name: t.heading })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of [href.about(), href.faq(), href.terms(), href.privacy()]) {
    test(`no serious accessibility violations on ${path}`, async ({ page }) => {
      await scan(page, path);
    });
  }
});
