import { type APIResponse, expect, test } from "@playwright/test";
import { MSG } from "@/lib/messages/shop";
import { DEMO_ADMIN } from "./support/admin";
import { ownAddress } from "./support/client-address";
import { E2E_BASE_URL } from "./support/e2e-server";

// What only the production server shows: src/proxy.ts runs before Next's router (which answers a
// malformed percent-encoding in a dynamic segment with its own plain-text 500), and the error
// answers of the API carry the envelope, no-store and next.config.ts's security headers.
// The handlers' own checks are in tests/integration/api-hardening.test.ts.

async function expectEnvelopeError(response: APIResponse, status: number, msg?: string | RegExp) {
  expect(response.status(), await response.text()).toBe(status);
  const headers = response.headers();
  expect(headers["content-type"]).toContain("application/json");
  expect(headers["cache-control"]).toBe("no-store");
  // The security headers of next.config.ts, on error answers too.
  expect(headers["content-security-policy"] ?? "").toContain("default-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const body = (await response.json()) as { status: number; msg: string };
  expect(body.status).toBe(0);
  if (msg instanceof RegExp) expect(body.msg).toMatch(msg);
  else if (msg) expect(body.msg).toBe(msg);
  else expect(body.msg.length).toBeGreaterThan(0);
  return headers;
}

test("the proxy runs: malformed percent-encoding in a path is a 400 envelope, not Next's plain-text 500", async ({ request }) => {
  for (const path of ["/api/product/%ZZ", "/api/blog/%E0%A4%A", "/api/product/%"]) {
    await expectEnvelopeError(await request.get(path), 400, /malformed percent-encoding/);
  }
});

test("a malformed percent-encoding in a page's address is the shop's 404 page (also for a signed-in admin), not Next's plain-text 500", async ({ request }) => {
  const expectNotFoundPage = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const html = await response.text();
    expect(response.status(), `${path}: ${html.slice(0, 200)}`).toBe(404);
    expect(response.headers()["content-type"], path).toContain("text/html");
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${MSG.pageNotFound}</h1>`));
  };
  // Every dynamic segment of the shop's pages (src/app/**/[param]), and one nested below it.
  for (const path of [
    "/prod-detail/%ZZ",
    "/prod-detail/%E0%A4/reviews",
    "/shop/%ZZ",
    "/shop/product/%ZZ",
    "/shop/blog/%ZZ",
    "/shop/v/search/%ZZ",
    "/order-request/%ZZ",
    "/inquiry/%ZZ",
    "/pay/%ZZ",
    "/media/%ZZ",
    "/sitemaps/%ZZ",
  ]) {
    await expectNotFoundPage(path);
  }
  // The back office: without the cookie, the sign-in comes first; signed in, the 404 page.
  const anonymous = await request.get("/admin/orders/%ZZ", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(anonymous.headers().location).toContain("/adm-login");
  const login = await request.post("/api/admin/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    headers: { origin: E2E_BASE_URL, "x-forwarded-for": ownAddress() },
  });
  expect(login.status(), await login.text()).toBe(200);
  for (const path of ["/admin/orders/%ZZ", "/admin/returns/%ZZ", "/admin/products/edit/%ZZ", "/admin/blogs/%ZZ", "/admin/users/%ZZ", "/admin/orders/%E0%A4"]) {
    await expectNotFoundPage(path);
  }
});

test("a NUL byte (%00) in a path or a query value is a 400 envelope", async ({ request }) => {
  await expectEnvelopeError(await request.get("/api/product/%00"), 400, "Invalid path. It must not contain control characters.");
  await expectEnvelopeError(await request.get("/api/product/abc%00def"), 400, "Invalid path. It must not contain control characters.");
  await expectEnvelopeError(await request.get("/api/product?limit=%00"), 400, "Invalid query. limit: must not contain control characters");
  await expectEnvelopeError(await request.get("/api/blog?search=care%0A"), 400, "Invalid query. search: must not contain control characters");
});

test("bad numbers and repeated parameters are a 400 envelope", async ({ request }) => {
  await expectEnvelopeError(await request.get("/api/product?limit=0x10"), 400, "Invalid query. limit: must be a number");
  await expectEnvelopeError(await request.get("/api/product?page=1&page=2"), 400, "Invalid query. page: must be given only once");
});

test("an unknown /api path is a JSON 404 envelope for every method", async ({ request }) => {
  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
    for (const path of ["/api/no-such-thing", "/api/product/a/b", "/api"]) {
      const response = await request.fetch(path, { method });
      await expectEnvelopeError(response, 404, "Not found. There is no API at this address.");
    }
  }
});

test("a wrong method is a 405 envelope with Allow", async ({ request }) => {
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    for (const path of ["/api/product", "/api/category", "/api/blog"]) {
      const headers = await expectEnvelopeError(await request.fetch(path, { method }), 405, "Method not allowed. This address accepts GET, HEAD, OPTIONS.");
      expect(headers.allow).toBe("GET, HEAD, OPTIONS");
    }
  }
  const options = await request.fetch("/api/product", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("GET, HEAD, OPTIONS");
});

test("an id of the wrong shape is a 400, a well-formed unknown one a 404, both uncacheable", async ({ request }) => {
  await expectEnvelopeError(await request.get("/api/product/nope"), 400, "Invalid path. id: must be a product id");
  await expectEnvelopeError(await request.get(`/api/product/c${"0".repeat(24)}`), 404, "Product not found");
});

test("the catalogue's answers come from the cache, one per query however it is spelled; the internal route is closed", async ({ request }) => {
  // src/server/catalogue/api-views.ts: a valid GET is rewritten to its cached answer under /api/v.
  const first = await request.get("/api/product?limit=3&sort=price-low");
  expect(first.status()).toBe(200);
  const again = await request.get("/api/product?sort=price-low&page=1&limit=3&utm_source=e2e");
  expect(again.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE)$/);
  expect(await again.json()).toEqual(await first.json());
  const prices = ((await first.json()) as { prod: Array<{ total_price_paise: number }> }).prod.map((p) => p.total_price_paise);
  expect(prices).toEqual([...prices].sort((x, y) => x - y));
  expect(((await (await request.get("/api/category")).json()) as { categories: unknown[] }).categories.length).toBeGreaterThan(0);

  // Invalid queries still get their 400 from the route itself; the cached answers' own addresses are a 404.
  await expectEnvelopeError(await request.get("/api/product?limit=3&limit=4"), 400, "Invalid query. limit: must be given only once");
  for (const path of ["/api/v/products/bGltaXQ9Mw", "/api/v/categories/all", "/api/v"]) {
    await expectEnvelopeError(await request.get(path), 404, "Not found. There is no API at this address.");
  }
  await expectEnvelopeError(await request.post("/api/v/categories/all"), 404, "Not found. There is no API at this address.");
  // A failure is kept for a second at most, and stays uncacheable for browsers and CDNs.
  const unknown = `/api/product/c${"1".repeat(24)}`;
  await expectEnvelopeError(await request.get(unknown), 404, "Product not found");
  await expectEnvelopeError(await request.get(unknown), 404, "Product not found");
});

test("the proxy leaves pages and good API calls alone", async ({ request }) => {
  const api = await request.get("/api/product?limit=2");
  expect(api.status()).toBe(200);
  expect(api.headers()["cache-control"]).toContain("public");
  const page = await request.get("/");
  expect(page.status()).toBe(200);
  expect(page.headers()["content-type"]).toContain("text/html");
});
