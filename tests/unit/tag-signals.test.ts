import { describe, expect, it } from "vitest";
import { announceTagsExpired, onTagsExpired } from "@/server/cache/tag-signals";

// The proxy's short copies listen for their cache tags; the shared cache (another instance's change)
// and refreshStorefront (this process's change) tell them through the same registered set.
const heardBySharedCache = (tags: string[]) => {
  const listeners = (globalThis as unknown as Record<symbol, Set<(tags: string[]) => void> | undefined>)[Symbol.for("silver-aura.tag-listeners")];
  for (const listener of listeners ?? []) listener(tags);
};

describe("tag signals", () => {
  it("calls a listener for its own tags only, from this process or from the shared cache", () => {
    const calls: string[] = [];
    onTagsExpired("test.slugs", ["categories", "colors"], () => calls.push("slugs"));
    onTagsExpired("test.blog", ["blog"], () => calls.push("blog"));

    announceTagsExpired(["products", "product:abc"]);
    expect(calls).toEqual([]);
    announceTagsExpired(["colors"]);
    expect(calls).toEqual(["slugs"]);
    heardBySharedCache(["blog", "blog:some-post"]);
    expect(calls).toEqual(["slugs", "blog"]);
  });

  it("keeps one listener per name, so a module loaded by two bundles is told once", () => {
    let count = 0;
    onTagsExpired("test.twice", ["settings"], () => count++);
    onTagsExpired("test.twice", ["settings"], () => count++);
    announceTagsExpired(["settings"]);
    expect(count).toBe(1);
  });
});
