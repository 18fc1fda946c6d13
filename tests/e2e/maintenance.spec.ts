import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { MAINTENANCE_RETRY_AFTER_S } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { seededProducts } from "./support/catalogue";

// The maintenance gate on the production server: src/proxy.ts (the file Next 16 runs before
// routing; only it can answer a page with 503 before the page renders) closes the storefront
// while the back office, the status API and static files keep answering.
//
// Switching maintenance on would break every other spec running at the same time, so this file
// runs in its own Playwright project ("maintenance", playwright.config.ts) after the desktop and
// phone projects have finished, on one viewport, one test after another. It switches with the real
// `npm run maintenance` script against the run's DATABASE_URL, and always switches off at the end.

test.describe.configure({ mode: "serial" });

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");
const MESSAGE = "We are counting every ring <and> chain. Back on Monday!";
const CONTACT = "help@silver.example";
/** The server's copy of the switch is at most 10 s old. */
const CACHE_WAIT_MS = 12_000;

async function maintenance(...args: string[]): Promise<string> {
  if (!process.env.DATABASE_URL) throw new Error("run through `npm run test:e2e`, which provides DATABASE_URL");
  const { stdout } = await promisify(execFile)(process.execPath, [TSX, "scripts/maintenance.ts", ...args], { cwd: ROOT, env: process.env });
  return stdout;
}

async function homeStatus(request: APIRequestContext): Promise<number> {
  return (await request.get(href.home(), { maxRedirects: 0 })).status();
}

let productPath = "";
let adminLoginWhenOpen = 0;

test.beforeAll(async ({ request }) => {
  const [product] = await seededProducts(request);
  productPath = href.product(product!._id);
  adminLoginWhenOpen = (await request.get("/adm-login")).status();
  expect(await homeStatus(request)).toBe(200);
});

test.afterAll(async () => {
  await maintenance("off", "--message", "");
});

test("maintenance on: storefront pages answer 503 with the notice", async ({ request }) => {
  test.setTimeout(60_000);
  expect(await maintenance("on", "--message", MESSAGE, "--contact", CONTACT)).toContain("Maintenance: ON");
  await expect.poll(() => homeStatus(request), { timeout: CACHE_WAIT_MS, intervals: [500] }).toBe(503);

  for (const pagePath of [href.home(), href.products(), href.products({ sort: "price-low" }), productPath, href.blog(), "/no-such-page"]) {
    const response = await request.get(pagePath, { maxRedirects: 0 });
    expect(response.status(), pagePath).toBe(503);
    const headers = response.headers();
    expect(headers["retry-after"], pagePath).toBe(String(MAINTENANCE_RETRY_AFTER_S));
    expect(headers["cache-control"], pagePath).toBe("no-store");
    expect(headers["x-robots-tag"], pagePath).toBe("noindex");
    expect(headers["content-type"], pagePath).toContain("text/html");
    // next.config.ts's security headers are on the proxy's answer too.
    expect(headers["content-security-policy"] ?? "", pagePath).toContain("default-src 'self'");
    const html = await response.text();
    expect(html, pagePath).toContain(MSG.maintenanceTitle);
    expect(html, pagePath).toContain("We are counting every ring &lt;and&gt; chain. Back on Monday!");
    expect(html, pagePath).toContain(CONTACT);
  }
});

test("maintenance on: the notice in a browser (texts, contact link, no serious axe violations)", async ({ page }) => {
  await expectNoSeriousA11yViolations(page, href.home(), 503);
  await expect(page).toHaveTitle(new RegExp(MSG.maintenanceTitle));
  await expect(page.getByRole("heading", { level: 1, name: MSG.maintenanceTitle })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByText(MSG.maintenanceDataWarning)).toBeVisible();
  await expect(page.getByRole("link", { name: CONTACT })).toHaveAttribute("href", `mailto:${CONTACT}`);
});

test("maintenance on: the status API, the back office and static files keep answering", async ({ request }) => {
  const status = await request.get("/api/maintain/getMaintainStatus");
  expect(status.status()).toBe(200);
  const body = (await status.json()) as { status: number; result: Array<{ isMaintain: boolean; message: string; contact: string }> };
  expect(body.status).toBe(1);
  expect(body.result[0]).toMatchObject({ isMaintain: true, message: MESSAGE });
  expect(body.result[0]!.contact).toContain(CONTACT);

  // The admin sign-in answers as it does when the shop is open (whatever that is today), never the notice.
  for (const adminPath of ["/adm-login", "/admin", "/admin/login", "/admin/products"]) {
    const response = await request.get(adminPath, { maxRedirects: 0 });
    expect(response.status(), adminPath).not.toBe(503);
    expect(await response.text(), adminPath).not.toContain(MSG.maintenanceTitle);
  }
  expect((await request.get("/adm-login")).status()).toBe(adminLoginWhenOpen);

  // The storefront's API (shared with the back office) and the files a page needs.
  expect((await request.get("/api/product?limit=1")).status()).toBe(200);
  expect((await request.get("/robots.txt")).status()).toBe(200);
  expect((await request.get("/sitemap.xml")).status()).toBe(200);
  expect((await request.get("/icon.svg")).status()).toBe(200);
});

test("maintenance off: the shop is back", async ({ request }) => {
  test.setTimeout(60_000);
  expect(await maintenance("off")).toContain("Maintenance: OFF");
  await expect.poll(() => homeStatus(request), { timeout: CACHE_WAIT_MS, intervals: [500] }).toBe(200);
  for (const pagePath of [href.products(), productPath]) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    expect(await response.text(), pagePath).not.toContain(MSG.maintenanceTitle);
  }
  const status = (await (await request.get("/api/maintain/getMaintainStatus")).json()) as { result: Array<{ isMaintain: boolean }> };
  // The gate and the status API share one copy of the switch, so they agree at once.
  expect(status.result[0]!.isMaintain).toBe(false);
});
