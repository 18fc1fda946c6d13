import "server-only";
import { slugify } from "@/lib/format";
import { db } from "@/server/db";

// The proxy checks listing URLs against these before a page renders: an unknown or switched-off
// category answers a real 404, and a colour the shop does not offer is dropped from the view, so
// made-up values cannot create cached pages. Kept in memory briefly: a known slug costs nothing;
// an unknown one re-reads at most every RELOAD_MS, so a new category or colour is found at once
// and a flood of made-up slugs costs one small query per interval. While the database is out of
// reach, the lists last read keep answering (re-tried every RELOAD_MS), so the listing pages,
// served from the cache, stay up; before a first read there is nothing to answer with.

const FRESH_MS = 30_000;
const RELOAD_MS = 2_000;

// Next bundles the proxy apart from the route handlers, so each would get its own copy of this
// module: the state lives on globalThis, so a back-office change (forgetListingSlugs) reaches the
// proxy's copy in the same process at once.
interface SlugState {
  categories: Set<string>;
  colors: Set<string>;
  loadedAt: number;
  /** Whether a read ever succeeded (what the stale answers come from). */
  read: boolean;
  /** When the last read failed (0: it did not); no new read is tried for RELOAD_MS after it. */
  failedAt: number;
  loading: Promise<void> | null;
}
const global = globalThis as unknown as { listingSlugs?: SlugState };
const state = (global.listingSlugs ??= { categories: new Set(), colors: new Set(), loadedAt: 0, read: false, failedAt: 0, loading: null });

function reload(): Promise<void> {
  state.loading ??= Promise.all([
    db.category.findMany({ where: { active: true }, select: { slug: true } }),
    db.color.findMany({ where: { active: true }, select: { name: true } }),
  ])
    .then(([categoryRows, colorRows]) => {
      state.categories = new Set(categoryRows.map((row) => row.slug));
      state.colors = new Set(colorRows.map((row) => slugify(row.name)));
      state.loadedAt = Date.now();
      state.read = true;
      state.failedAt = 0;
    })
    .finally(() => {
      state.loading = null;
    });
  return state.loading;
}

async function known(set: () => Set<string>, slug: string): Promise<boolean> {
  const now = Date.now();
  const age = now - state.loadedAt;
  const due = age > FRESH_MS || (!set().has(slug) && age > RELOAD_MS);
  if (due && (!state.read || now - state.failedAt > RELOAD_MS)) {
    try {
      await reload();
    } catch (error) {
      state.failedAt = Date.now();
      if (!state.read) throw error; // never read: nothing to answer with
    }
  }
  return set().has(slug);
}

export const isActiveCategorySlug = (slug: string) => known(() => state.categories, slug);
export const isOfferedColorSlug = (slug: string) => known(() => state.colors, slug);

/** After a change to categories or colours: the next check reads the database. */
export function forgetListingSlugs(): void {
  state.loadedAt = 0;
}
