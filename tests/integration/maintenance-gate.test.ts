import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as getMaintainStatus } from "@/app/api/maintain/getMaintainStatus/route";
import { MAINTENANCE_CACHE_MS, MAINTENANCE_RETRY_AFTER_S } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { db } from "@/server/db";
import { isGatedPath, maintenanceGate } from "@/server/maintenance/gate";
import { escapeHtml } from "@/server/maintenance/notice-html";
import { createShortCache } from "@/server/maintenance/short-cache";
import { forgetMaintenanceStatus } from "@/server/site/get-maintenance-status";
import { config as proxyConfig } from "@/proxy";

// The maintenance gate of src/proxy.ts against the real database: the notice and its headers, which
// paths it closes, and the in-memory copy of the switch that keeps the database out of every page
// request (at most 10 s old, one query for concurrent misses, open while the database fails).

const page = (path: string, method = "GET") => new NextRequest(`http://localhost${path}`, { method });

type Settings = { maintenance?: boolean; maintenanceMessage?: string; contactEmail?: string; contactPhone?: string };
async function setSettings(data: Settings) {
  await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  forgetMaintenanceStatus();
}

let saved: Awaited<ReturnType<typeof db.siteSettings.findUnique>>;
beforeAll(async () => {
  saved = await db.siteSettings.findUnique({ where: { id: 1 } });
});
afterAll(async () => {
  await db.siteSettings.deleteMany({ where: { id: 1 } });
  if (saved) await db.siteSettings.create({ data: { ...saved } });
  forgetMaintenanceStatus();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("which paths the gate closes", () => {
  it.each([
    "/",
    "/shop/product",
    "/shop/product/rings",
    "/prod-detail/abc",
    "/shop/blog",
    "/shop/contact",
    "/cart",
    "/checkout",
    "/login",
    "/no-such-page",
    "/administrator",
    "/admins",
    "/apix",
    "/media-kit",
    "/shop/v/all/default",
  ])("closes the storefront page %s", (path) => expect(isGatedPath(path)).toBe(true));

  it.each([
    "/admin",
    "/admin/products",
    "/admin/products/edit/abc",
    "/adm-login",
    "/adm-forgot-password",
    "/api",
    "/api/maintain/getMaintainStatus",
    "/api/admin/login",
    "/api/product",
    "/_next/static/chunks/app.js",
    "/_next/image",
    "/media/demo/hero/1.webp",
    "/images/banner.webp",
    "/videos/promo.mp4",
    "/manifest.webmanifest",
    "/robots.txt",
    "/sitemap.xml",
    "/sitemaps/products-1.xml",
    "/icon.svg",
    "/favicon.ico",
  ])("leaves %s open", (path) => expect(isGatedPath(path)).toBe(false));
});

describe("the proxy's matcher (compiled the way Next compiles it)", () => {
  it("sends every page and API path through the proxy and skips static files", async () => {
    // @ts-expect-error: Next's internal module has no type declarations of its own.
    const { getMiddlewareMatchers } = (await import("next/dist/build/analysis/get-page-static-info.js")) as {
      getMiddlewareMatchers: (matchers: string[], config: object) => Array<{ regexp: string }>;
    };
    const regexps = getMiddlewareMatchers(proxyConfig.matcher, { basePath: "" }).map((m) => new RegExp(m.regexp));
    const runs = (path: string) => regexps.some((re) => re.test(path));
    for (const path of ["/", "/shop/product", "/shop/product/rings", "/prod-detail/abc", "/shop/blog/care", "/cart", "/admin", "/adm-login", "/api/product", "/api/product/%ZZ", "/shop/v/all/default"]) {
      expect(runs(path), path).toBe(true);
    }
    for (const path of ["/_next/static/chunks/a.js", "/_next/image", "/media/demo/a.webp", "/images/a.png", "/robots.txt", "/sitemap.xml", "/sitemaps/products-1.xml", "/icon.svg", "/favicon.ico", "/videos/a.mp4"]) {
      expect(runs(path), path).toBe(false);
    }
  });
});

describe("the gate", () => {
  it("lets everything through while maintenance is off, and when there is no settings row", async () => {
    await setSettings({ maintenance: false });
    expect(await maintenanceGate(page("/"))).toBeUndefined();
    await db.siteSettings.deleteMany({ where: { id: 1 } });
    forgetMaintenanceStatus();
    expect(await maintenanceGate(page("/shop/product"))).toBeUndefined();
  });

  it("answers a storefront page with the 503 notice while maintenance is on", async () => {
    await setSettings({ maintenance: true, maintenanceMessage: "Back on <Monday> & later", contactEmail: "help@shop.example", contactPhone: "+91 98765 43210" });
    const response = await maintenanceGate(page("/prod-detail/abc"));
    expect(response?.status).toBe(503);
    expect(response?.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_S));
    expect(response?.headers.get("cache-control")).toBe("no-store");
    expect(response?.headers.get("x-robots-tag")).toBe("noindex");
    expect(response?.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response!.text();
    expect(html).toContain(`<h1>${MSG.maintenanceTitle}</h1>`);
    expect(html).toContain(escapeHtml(MSG.maintenanceDataWarning));
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The owner's text is escaped, never markup.
    expect(html).toContain("Back on &lt;Monday&gt; &amp; later");
    expect(html).not.toContain("<Monday>");
    expect(html).toContain('<a href="mailto:help@shop.example">help@shop.example</a>');
    expect(html).toContain('<a class="nowrap" href="tel:+919876543210">+91 98765 43210</a>');
    expect(html).not.toMatch(/<script/i);
  });

  it("shows the default message when the owner set none, and no body for HEAD", async () => {
    await setSettings({ maintenance: true, maintenanceMessage: "" });
    const html = await (await maintenanceGate(page("/")))!.text();
    expect(html).toContain(escapeHtml(MSG.maintenanceMessage));
    const head = await maintenanceGate(page("/", "HEAD"));
    expect(head?.status).toBe(503);
    expect(await head!.text()).toBe("");
  });

  it("keeps the back office, the API and static files open while maintenance is on", async () => {
    await setSettings({ maintenance: true });
    for (const path of ["/admin", "/admin/orders", "/adm-login", "/api/maintain/getMaintainStatus", "/api/product", "/_next/static/x.js", "/media/a.webp", "/robots.txt"]) {
      expect(await maintenanceGate(page(path)), path).toBeUndefined();
    }
    // A POST to a storefront page (a server action) is closed too.
    expect((await maintenanceGate(page("/shop/contact", "POST")))?.status).toBe(503);
  });

  it("and the status API say the same thing", async () => {
    await setSettings({ maintenance: true, maintenanceMessage: "Stocktaking", contactEmail: "help@shop.example", contactPhone: "" });
    const response = await getMaintainStatus(page("/api/maintain/getMaintainStatus"), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 1,
      msg: "Maintenance status fetched successfully",
      result: [{ isMaintain: true, message: "Stocktaking", contact: "help@shop.example" }],
    });
    expect((await maintenanceGate(page("/")))?.status).toBe(503);
  });
});

describe("the gate's copy of the switch", () => {
  beforeEach(async () => {
    await setSettings({ maintenance: false });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });

  it("asks the database once for many concurrent requests, then not again for 10 s", async () => {
    const reads = vi.spyOn(db.siteSettings, "findUnique");
    const answers = await Promise.all(Array.from({ length: 25 }, () => maintenanceGate(page("/"))));
    expect(answers.every((a) => a === undefined)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);

    // Switched on in the database (by the script, another process): not seen for up to 10 s ...
    await db.siteSettings.update({ where: { id: 1 }, data: { maintenance: true } });
    vi.advanceTimersByTime(MAINTENANCE_CACHE_MS - 1_000);
    expect(await maintenanceGate(page("/"))).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(1);
    // ... and seen once the copy is 10 s old, by one query for all the requests waiting.
    vi.advanceTimersByTime(1_001);
    const later = await Promise.all(Array.from({ length: 25 }, () => maintenanceGate(page("/shop/product"))));
    expect(later.every((a) => a?.status === 503)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("counts as open while the database fails, logs that once, and retries after a short while", async () => {
    await setSettings({ maintenance: true });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reads = vi.spyOn(db.siteSettings, "findUnique").mockRejectedValue(new Error("connection refused"));
    for (let i = 0; i < 5; i++) expect(await maintenanceGate(page("/"))).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_001);
    expect(await maintenanceGate(page("/"))).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain("maintenance status");

    // The database is back: the next retry finds maintenance on.
    reads.mockRestore();
    vi.advanceTimersByTime(2_001);
    expect((await maintenanceGate(page("/")))?.status).toBe(503);
  });
});

describe("createShortCache", () => {
  function setup(load: () => Promise<string>) {
    let now = 1_000_000;
    const logError = vi.fn();
    const cache = createShortCache({ name: "test", load, maxAgeMs: 10_000, fallback: "open", retryMs: 2_000, timeoutMs: 50, now: () => now, logError });
    return { cache, logError, tick: (ms: number) => (now += ms) };
  }

  it("dates a value from when its query started, so it is never handed out older than maxAgeMs", async () => {
    let now = 0;
    const load = vi.fn(async () => {
      now += 3_000; // a slow query
      return "v";
    });
    const cache = createShortCache({ name: "t", load, maxAgeMs: 10_000, fallback: "open", retryMs: 2_000, timeoutMs: 1_000, now: () => now });
    await cache.get();
    now = 9_999;
    await cache.get();
    expect(load).toHaveBeenCalledTimes(1);
    now = 10_000;
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("treats a query slower than timeoutMs as a failure", async () => {
    const { cache, logError } = setup(() => new Promise((resolve) => setTimeout(() => resolve("late"), 500)));
    expect(await cache.get()).toBe("open");
    expect(logError).toHaveBeenCalledTimes(1);
    expect(String(logError.mock.calls[0]![1])).toContain("no answer within 50 ms");
  });

  it("logs each run of failures once", async () => {
    let fail = true;
    const { cache, logError, tick } = setup(async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    for (let i = 0; i < 3; i++) {
      expect(await cache.get()).toBe("open");
      tick(2_001);
    }
    expect(logError).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await cache.get()).toBe("up");
    fail = true;
    tick(10_001);
    expect(await cache.get()).toBe("open");
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it("does not keep an answer that was asked for before clear()", async () => {
    let release: (value: string) => void = () => {};
    let calls = 0;
    const { cache } = setup(() => {
      calls += 1;
      return calls === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve("new");
    });
    const first = cache.get();
    cache.clear();
    expect(await cache.get()).toBe("new");
    release("old");
    expect(await first).toBe("old");
    expect(await cache.get()).toBe("new");
    expect(calls).toBe(2);
  });
});
