import { expect, test } from "@playwright/test";
import { href } from "@/lib/links";
import { COMPILE_HINT } from "../../scripts/compile-hints";

// Every build's browser chunks start with V8's explicit compile hint (scripts/compile-hints.ts, run by
// next.config.ts after each production compile): the scripts a page loads are compiled off the main thread.
test("the scripts a page loads start with the compile hint", async ({ request }) => {
  for (const path of [href.home(), href.about()]) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      expect(code.startsWith(COMPILE_HINT), src).toBe(true);
    }
  }
});
