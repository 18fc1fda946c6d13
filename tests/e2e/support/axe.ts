import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Fails on any serious or critical axe violation (WCAG 2.x A and AA rules) on the page as it is
 * now — a dialog open, a form's errors shown — listing each one with up to five of its elements.
 * `include` narrows the scan to one part of the page (a CSS selector).
 *
 * Legacy mode runs axe.run inside the page: the default mode runs each frame separately and then
 * opens a second page to merge the results, which made every scan 2–4 times slower (3 s instead of
 * 11 s on the home page here) for cross-origin frames the shop does not have. Only violations are
 * collected: the scan reports nothing else.
 */
export async function expectNoSeriousA11yViolationsHere(page: Page, label = page.url(), include?: string) {
  await settleTransitions(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`);
  expect(report, `${label}\n${report.join("\n")}`).toEqual([]);
}

/**
 * Waits for the page's finite CSS transitions and animations to end (at most 2 s): colours caught
 * half-way (a button fading from disabled to enabled as a box is ticked) are no state a person reads,
 * and axe would measure their contrast. Endless ones (a skeleton's shimmer) are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** Opens `path` (expecting `status`), waits for the network to settle, and scans it as above. */
export async function expectNoSeriousA11yViolations(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await page.waitForLoadState("networkidle");
  await expectNoSeriousA11yViolationsHere(page, path);
}
