import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The production server the e2e tests drive, shared by playwright.config.ts (which starts it) and
// scripts/test.ts (which builds it ahead, beside the integration tests, so the two overlap).

export const E2E_PORT = 3100;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Its own build folder, so the tests never clobber the build `npm start` serves. */
export const E2E_DIST_DIR = ".next-e2e";

/**
 * The server's environment, for its build and its start alike. Values that must be the same in the
 * workers as in the server (the session secret, the mail outbox) are settled once in process.env,
 * which the Playwright workers and the server's child processes inherit.
 */
export function e2eServerEnv(): Record<string, string> {
  // The e2e server has no SMTP: its mails (password resets) go to a fresh outbox folder per run
  // (tests/e2e/accounts.spec.ts follows the reset link in the newest mail to its address).
  process.env.MAIL_OUTBOX_DIR ||= mkdtempSync(path.join(tmpdir(), "shop-e2e-outbox-"));
  // A fresh session secret per run (a production server refuses to start sessions without one).
  process.env.NEXTAUTH_SECRET ||= randomBytes(32).toString("base64url");
  // Node writes the servers' warnings (this one's and the scale tests' instances') to one file per run,
  // which the run's teardown reads (tests/e2e/support/server-warnings.ts).
  process.env.E2E_SERVER_WARNINGS ||= path.join(mkdtempSync(path.join(tmpdir(), "shop-e2e-warnings-")), "warnings.log");
  return {
    NEXT_DIST_DIR: E2E_DIST_DIR,
    PORT: String(E2E_PORT),
    NEXT_PUBLIC_SITE_URL: E2E_BASE_URL,
    SHOP_LOCAL: "1",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR,
    // `next start` keeps the browser's X-Forwarded-For (tests/e2e/support/client-address.ts gives each
    // test its own) and fills it from the socket when absent: the test run is the one trusted proxy.
    CLIENT_ADDRESS_SOURCE: "xff:1",
    // The offer clock (src/server/offers/offer-clock.ts) looks for offers written straight into the
    // database every 2 s, not every hour: tests/e2e/offers-storefront.spec.ts starts one 5 s ahead.
    OFFER_CLOCK_POLL_MS: "2000",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--redirect-warnings=${process.env.E2E_SERVER_WARNINGS}`].filter(Boolean).join(" "),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
}
