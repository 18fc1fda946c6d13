// The proxy rewrites some open-ended requests (searches, API queries) to internal routes that render
// once and are then served from the cache. What may fill the cache that way is bounded per server
// process: a budget admits at most `max` distinct paths and keeps admitting the ones it already holds;
// past it, new requests are answered per request by their public route, as if never rewritten.
//
// On globalThis, like the proxy's other state: Next bundles the proxy apart from the pages.

const global = globalThis as unknown as { viewBudgets?: Map<string, Set<string>> };
const budgets = (global.viewBudgets ??= new Map());

/** A named budget of `max` distinct paths: `admit(path)` says whether the path may be served from the cache. */
export function viewBudget(name: string, max: number): { admit(path: string): boolean } {
  let paths = budgets.get(name);
  if (!paths) budgets.set(name, (paths = new Set()));
  const held = paths;
  return {
    admit(path) {
      if (held.has(path)) return true;
      if (held.size >= max) return false;
      held.add(path);
      return true;
    },
  };
}
