import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser: Debian's Chromium where it exists (these machines cannot download Playwright's), else
// Playwright's own browser (a developer laptop after `npx playwright install chromium`).
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;

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

const MAINTENANCE_SPEC = /maintenance\.spec\.ts$/;
/** Counts every table's rows before and after browsing, so nothing else may run meanwhile. */
const NO_WRITES_SPEC = /anonymous-writes\.spec\.ts$/;

// The e2e server has no SMTP: its mails (password resets) go to a fresh outbox folder per run.
// Exported through process.env, which the workers inherit, so a spec reads the same folder
// (tests/e2e/accounts.spec.ts follows the reset link in the newest mail to its address).
const mailOutboxDir = process.env.MAIL_OUTBOX_DIR || mkdtempSync(path.join(tmpdir(), "shop-e2e-outbox-"));
process.env.MAIL_OUTBOX_DIR = mailOutboxDir;

const PORT = 3100;
const baseURL = `http://127.0.0.1:${PORT}`;

// Run through `npx tsx scripts/with-database.ts --seed -- npx playwright test`, which provides a
// fresh seeded DATABASE_URL; the production build goes to .next-e2e so it never clobbers .next.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
  },
  // Every test runs on a desktop and on a phone viewport (both Chromium: the only browser here).
  // Two specs run alone, each in its own project after the parallel ones have finished (a failure
  // there skips them), on one viewport: no-writes counts every table's rows around an anonymous
  // visit, and maintenance closes the whole storefront.
  projects: [
    { name: "desktop", testIgnore: [MAINTENANCE_SPEC, NO_WRITES_SPEC], use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "phone", testIgnore: [MAINTENANCE_SPEC, NO_WRITES_SPEC], use: { ...devices["Pixel 7"], launchOptions } },
    {
      name: "no-writes",
      testMatch: NO_WRITES_SPEC,
      dependencies: ["desktop", "phone"],
      use: { ...devices["Pixel 7"], launchOptions },
    },
    {
      name: "maintenance",
      testMatch: MAINTENANCE_SPEC,
      dependencies: ["desktop", "phone", "no-writes"],
      fullyParallel: false,
      // Two files switch the one maintenance flag (the storefront's gate and the admin's switch):
      // one worker, so they never run at the same time.
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
  webServer: {
    command: `npx next build && npx next start -p ${PORT}`,
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NEXT_DIST_DIR: ".next-e2e",
      PORT: String(PORT),
      NEXT_PUBLIC_SITE_URL: baseURL,
      SHOP_LOCAL: "1",
      // A fresh session secret per run (a production server refuses to start sessions without one).
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || randomBytes(32).toString("base64url"),
      MAIL_OUTBOX_DIR: mailOutboxDir,
      // `next start` keeps the browser's X-Forwarded-For (tests/e2e/support/client-address.ts gives each
      // test its own) and fills it from the socket when absent: the test run is the one trusted proxy.
      CLIENT_ADDRESS_SOURCE: "xff:1",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
