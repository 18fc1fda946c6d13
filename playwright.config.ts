import { existsSync, readdirSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT, e2eServerEnv } from "./tests/e2e/support/e2e-server";

// Browser (these machines cannot download Playwright's): Debian's headless shell where it exists
// (package chromium-headless-shell: Chromium's old headless mode, which Playwright's own headless runs
// use too; here it costs a third less CPU per test than the full browser's new headless mode), else
// Debian's Chromium, else Playwright's own browser (a laptop after `npx playwright install chromium`).
const chromiumPath = process.env.CHROMIUM_PATH || ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p));
const executablePath = chromiumPath && existsSync(chromiumPath) ? chromiumPath : undefined;

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const spec = (names: string[]) => new RegExp(`/(${names.join("|")})\\.spec\\.ts$`);

// Each spec runs on the viewport it is about, and its tests tagged "@layout" (where the layout itself
// differs: the header and its drawer, the listings' filters, the gallery, the back office's menu) on
// the other viewport too. The accessibility scan of every storefront page runs on both.
const BOTH = spec(["accessibility", "admin-passkeys", "admin-roles", "offers-journey", "offers-storefront", "staff-journey"]);
// What a shopper does (shoppers arrive on phones).
const PHONE = spec([
  "accounts",
  "blog",
  "brand-pages",
  "browser-storage",
  "cart-sizes",
  "cart-sync",
  "checkout",
  "cod",
  "consent",
  "contact",
  "delivery-promise",
  "home",
  "in-app-links",
  "inquiry",
  "listings",
  "not-found",
  "order-request",
  "payment-link",
  "product-detail",
  "search",
  "sizes",
  "splash",
  "stock-alerts",
  "track-order",
  "whatsapp",
]);
// What the owner does at a desk, and what no viewport changes (headers, API answers, sitemaps, sessions).
const DESKTOP = spec([
  "compile-hints",
  "icon-files",
  "admin-auth",
  "admin-blog",
  "admin-catalogue",
  "admin-cod",
  "admin-dashboard",
  "admin-gst",
  "admin-offers",
  "admin-orders",
  "admin-people",
  "admin-products",
  "admin-sizes",
  "admin-two-factor",
  "admin-staff",
  "api-hardening",
  "returns",
  "reviews",
  "security-headers",
  "seo",
  "sessions",
]);
const LAYOUT = /@layout/;
/**
 * Shop-wide switches every other page would see mid-test: the maintenance notice, the silver rate
 * (which reprices half the catalogue) and the delivery settings (PIN rules, the COD fee).
 */
const MAINTENANCE_SPEC = spec(["maintenance", "admin-maintenance", "admin-pricing", "admin-delivery"]);
/** Counts every table's rows before and after browsing, so nothing else may run meanwhile. */
const NO_WRITES_SPEC = spec(["anonymous-writes"]);

// A spec in no list (or in two) would silently not run (or run twice): refuse to start instead.
for (const file of readdirSync("tests/e2e").filter((f) => f.endsWith(".spec.ts"))) {
  const groups = [BOTH, PHONE, DESKTOP, MAINTENANCE_SPEC, NO_WRITES_SPEC].filter((group) => group.test(`/${file}`));
  if (groups.length !== 1) throw new Error(`playwright.config.ts: tests/e2e/${file} must be in exactly one viewport list`);
}

const desktop = devices["Desktop Chrome"];
const phone = devices["Pixel 7"];
const PARALLEL_PROJECTS = ["desktop", "phone", "desktop-layout", "phone-layout"];

// Run through `tsx scripts/with-database.ts --seed -- playwright test` (npm run test:e2e) or npm test,
// which provide a fresh seeded DATABASE_URL.
const serverEnv = e2eServerEnv();
/** scripts/test.ts (npm test) builds ahead, beside the integration tests; alone, the web server builds first. */
const prebuilt = Boolean(process.env.E2E_PREBUILT);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two browsers at once: one alone leaves the two cores half idle while pages load and timers run.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: "list",
  // Fails the run when a server logged pg's concurrent-query warning or a MaxListenersExceededWarning.
  globalTeardown: "./tests/e2e/support/server-warnings.ts",
  // Per test. The longest flows (a whole account, a product's life in the shop) take 20–35 s on a slow
  // host of this 2-core kind (hosts here differ 2×); each expect keeps Playwright's own 5 s.
  timeout: 60_000,
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace costs every test a DOM snapshot per action and a screencast, on a machine whose
    // two cores are the bottleneck: E2E_TRACE=1 records them (kept for failures) when one is needed.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  // Each spec on its viewport, its @layout tests on the other one too (above). Two specs run alone, each in its own project after the
  // parallel ones have finished (a failure there skips them), on one viewport: no-writes counts every
  // table's rows around an anonymous visit, and maintenance closes the whole storefront.
  projects: [
    { name: "desktop", testMatch: [BOTH, DESKTOP], use: { ...desktop, launchOptions } },
    { name: "phone", testMatch: [BOTH, PHONE], use: { ...phone, launchOptions } },
    { name: "desktop-layout", testMatch: PHONE, grep: LAYOUT, use: { ...desktop, launchOptions } },
    { name: "phone-layout", testMatch: DESKTOP, grep: LAYOUT, use: { ...phone, launchOptions } },
    {
      name: "no-writes",
      testMatch: NO_WRITES_SPEC,
      dependencies: PARALLEL_PROJECTS,
      use: { ...phone, launchOptions },
    },
    {
      name: "maintenance",
      testMatch: MAINTENANCE_SPEC,
      dependencies: [...PARALLEL_PROJECTS, "no-writes"],
      fullyParallel: false,
      // Files that switch something the whole shop sees (the maintenance flag, from the storefront's
      // gate and the admin's switch; the silver rate): one worker, after the others, one at a time.
      workers: 1,
      use: { ...desktop, launchOptions },
    },
    {
      // Several instances (tests/scale): servers of their own on the same build and database, with a
      // shared cache in Redis; last, because they change the catalogue and switch maintenance on.
      name: "scale",
      testDir: "tests/scale",
      dependencies: [...PARALLEL_PROJECTS, "no-writes", "maintenance"],
      fullyParallel: false,
      workers: 1,
      timeout: 120_000,
    },
  ],
  webServer: {
    command: prebuilt ? `npx next start -p ${E2E_PORT}` : `npx next build && npx next start -p ${E2E_PORT}`,
    url: E2E_BASE_URL,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: serverEnv,
  },
});
