import "server-only";
import { slugify } from "@/lib/format";
import { db } from "@/server/db";

// The proxy checks listing URLs against these before a page renders: an unknown or switched-off
// category answers a real 404, and a colour the shop does not offer is dropped from the view, so
// made-up values cannot create cached pages. Kept in memory briefly: a known slug costs nothing;
// an unknown one re-reads at most every RELOAD_MS, so a new category or colour is found at once
// and a flood of made-up slugs costs one small query per interval.

const FRESH_MS = 30_000;
const RELOAD_MS = 2_000;

let categories = new Set<string>();
let colors = new Set<string>();
let loadedAt = 0;
let loading: Promise<void> | null = null;

function reload(): Promise<void> {
  loading ??= Promise.all([
    db.category.findMany({ where: { active: true }, select: { slug: true } }),
    db.color.findMany({ where: { active: true }, select: { name: true } }),
  ])
    .then(([categoryRows, colorRows]) => {
      categories = new Set(categoryRows.map((row) => row.slug));
      colors = new Set(colorRows.map((row) => slugify(row.name)));
      loadedAt = Date.now();
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

async function known(set: () => Set<string>, slug: string): Promise<boolean> {
  const age = Date.now() - loadedAt;
  if (age > FRESH_MS || (!set().has(slug) && age > RELOAD_MS)) await reload();
  return set().has(slug);
}

export const isActiveCategorySlug = (slug: string) => known(() => categories, slug);
export const isOfferedColorSlug = (slug: string) => known(() => colors, slug);
