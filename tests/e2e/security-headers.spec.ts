import { expect, test } from "@playwright/test";

// next.config.ts sends these on every response of the production build: pages, API and media.
for (const path of ["/", "/api/category", "/media/demo/c/necklace.webp"]) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
}

test("the build's scripts keep nosniff and drop the document policies", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/<script[^>]*\ssrc="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(script, "the home page loads a chunk").toBeTruthy();
  const headers = (await request.get(script!)).headers();
  expect(headers["content-type"]).toContain("javascript");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["content-security-policy"]).toBeUndefined();
  expect(headers["x-frame-options"]).toBeUndefined();
});

test("HTML and JSON go out compressed", async ({ request }) => {
  for (const path of ["/", "/api/product?limit=12"]) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["content-encoding"], path).toBe("gzip");
  }
});
