import { test } from "@playwright/test";
import { expectNoSeriousA11yViolations as scan } from "./support/axe";
import { demoProduct } from "./support/catalogue";

// An axe scan of every catalogue page: no serious or critical violations (WCAG 2.x A and AA rules).
test.use({ reducedMotion: "reduce" });

for (const path of ["/", "/shop/product", "/shop/product/necklace", "/shop/new-arrivals", "/shop/gift-cases", "/shop/search?q=ring"]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await scan(page, path);
  });
}

test("no serious accessibility violations on a product detail page", async ({ page, request }) => {
  const product = await demoProduct(request, (p) => p.inStock && p.colors.length > 0);
  await scan(page, `/prod-detail/${product._id}`);
});

test("no serious accessibility violations on the page of a piece sold by size, and on the size guide (issue 42)", async ({ page, request }) => {
  const product = await demoProduct(request, (p) => p.inStock && p.sizes.some((s) => s.quantity === 0), { sized: true });
  await scan(page, `/prod-detail/${product._id}`);
  await scan(page, "/shop/size-guide");
});
