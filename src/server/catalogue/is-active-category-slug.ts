import "server-only";
import { db } from "@/server/db";

// The proxy asks this before a category page renders, so an unknown or switched-off category
// answers a real 404: the page itself can only show "not found" after Next has sent its 200 shell.
// The active slugs are kept in memory briefly: a known slug costs nothing; an unknown one re-reads
// the list at most every RELOAD_MS, so a new category is found at once and a flood of made-up
// slugs costs one small query per interval.

const FRESH_MS = 30_000;
const RELOAD_MS = 2_000;

let slugs = new Set<string>();
let loadedAt = 0;
let loading: Promise<void> | null = null;

function reload(): Promise<void> {
  loading ??= db.category
    .findMany({ where: { active: true }, select: { slug: true } })
    .then((rows) => {
      slugs = new Set(rows.map((row) => row.slug));
      loadedAt = Date.now();
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

export async function isActiveCategorySlug(slug: string): Promise<boolean> {
  const age = Date.now() - loadedAt;
  if (age > FRESH_MS || (!slugs.has(slug) && age > RELOAD_MS)) await reload();
  return slugs.has(slug);
}
