// Cache tags expired on any instance, told to this process's own short copies (the proxy's lists, the
// maintenance switch). With REDIS_URL the shared cache (cache-handlers/shared-cache.mjs) calls every
// listener in the registered set when a tag changes here or on another instance. A change made in this
// process announces its tags itself (refresh-storefront.ts), so with or without Redis its own copies
// are forgotten at once; without Redis, other instances' copies age out (their fresh time).
//
// The set lives on globalThis under a registered symbol: the cache handler is loaded by Node, outside
// Next's bundles, and the proxy and the route handlers are bundled apart (each may load this module).
// Listeners are kept by name, so a module loaded by two bundles is told once.

const LISTENERS = Symbol.for("silver-aura.tag-listeners");
const BY_NAME = Symbol.for("silver-aura.tag-listeners.by-name");

type TagListener = (tags: string[]) => void;
type Store = Record<symbol, unknown>;

/** Calls `listener` whenever one of `tags` is expired, on this instance or another. */
export function onTagsExpired(name: string, tags: readonly string[], listener: () => void): void {
  const store = globalThis as unknown as Store;
  const listeners = (store[LISTENERS] ??= new Set<TagListener>()) as Set<TagListener>;
  const byName = (store[BY_NAME] ??= new Map<string, TagListener>()) as Map<string, TagListener>;
  const previous = byName.get(name);
  if (previous) listeners.delete(previous);
  const watched = new Set(tags);
  const wrapped: TagListener = (expired) => {
    if (expired.some((tag) => watched.has(tag))) listener();
  };
  byName.set(name, wrapped);
  listeners.add(wrapped);
}

/** Tells this process's listeners that `tags` were expired here (a change made in this process). */
export function announceTagsExpired(tags: readonly string[]): void {
  const listeners = (globalThis as unknown as Store)[LISTENERS] as Set<TagListener> | undefined;
  for (const listener of listeners ?? []) listener([...tags]);
}
