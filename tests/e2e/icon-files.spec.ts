import { expect, test } from "@playwright/test";
import { href } from "@/lib/links";
import { seededProducts } from "./support/catalogue";

// The stylesheets' icons (the cards' heart and Quick View eye, the select chevrons, the FAQ
// magnifier) are files, not data: URLs. Chromium parses a data: URL's SVG inside the page's first
// style pass: on a listing that pass took about a third longer before its first paint. A file is
// parsed when it arrives, and is cached for good under its hashed name.
test("the pages' CSS draws its icons from cached files, not data: URLs", async ({ request }) => {
  const [product] = await seededProducts(request);
  const icons = new Set<string>();
  for (const path of [href.home(), href.listing("new-arrivals"), href.product(product!._id), href.cart(), href.faq()]) {
    const html = await (await request.get(path)).text();
    const css = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((m) => m[1]!).join("\n");
    expect(css.length, `${path}: inline CSS`).toBeGreaterThan(1_000);
    expect(css, `${path}: an icon as a data: URL`).not.toContain("data:image/svg");
    for (const m of css.matchAll(/url\((\/_next\/static\/media\/[^)]+\.svg)\)/g)) icons.add(m[1]!);
  }
  // The heart (and its filled twin), the eye, two chevrons and the magnifier.
  expect(icons.size).toBeGreaterThanOrEqual(6);
  for (const icon of icons) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()["content-type"], icon).toContain("image/svg+xml");
    expect(response.headers()["cache-control"], icon).toContain("immutable");
    expect(await response.text(), icon).toContain("<svg");
  }
});
