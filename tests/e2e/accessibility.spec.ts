import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { demoProduct } from "./support/catalogue";

// An axe scan of every catalogue page: no serious or critical violations (WCAG 2.x A and AA rules).
test.use({ reducedMotion: "reduce" });

async function scan(page: import("@playwright/test").Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`);
  expect(report, `${path}\n${report.join("\n")}`).toEqual([]);
}

for (const path of ["/", "/shop/product", "/shop/product/necklace", "/shop/new-arrivals", "/shop/gift-cases", "/shop/search?q=ring"]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await scan(page, path);
  });
}

test("no serious accessibility violations on a product detail page", async ({ page, request }) => {
  const product = await demoProduct(request, (p) => p.inStock && p.colors.length > 0);
  await scan(page, `/prod-detail/${product._id}`);
});
