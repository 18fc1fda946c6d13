import "server-only";
import { slugify } from "@/lib/format";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import { shortLivedCopy } from "@/server/short-lived-copy";

// The proxy checks listing URLs against these before a page renders: an unknown or switched-off
// category answers a real 404, and a colour the shop does not offer is dropped from the view, so
// made-up values cannot create cached pages. Kept in memory briefly (src/server/short-lived-copy.ts):
// a known slug costs nothing; an unknown one re-reads at most every 2 s, so a new category or colour
// is found at once. While the database is out of reach, the lists last read keep answering, so the
// listing pages, served from the cache, stay up.

const slugs = shortLivedCopy({
  name: "listing-slugs",
  freshMs: 30_000,
  reloadMs: 2_000,
  expiredBy: [TAG.categories, TAG.colors],
  read: async () => {
    const [categoryRows, colorRows] = await Promise.all([
      db.category.findMany({ where: { active: true }, select: { slug: true } }),
      db.color.findMany({ where: { active: true }, select: { name: true } }),
    ]);
    return { categories: new Set(categoryRows.map((row) => row.slug)), colors: new Set(colorRows.map((row) => slugify(row.name))) };
  },
});

type Lists = { categories: Set<string>; colors: Set<string> };

async function known(list: keyof Lists, slug: string): Promise<boolean> {
  const copy = await slugs.get((lists) => !lists[list].has(slug));
  return copy[list].has(slug);
}

export const isActiveCategorySlug = (slug: string) => known("categories", slug);
export const isOfferedColorSlug = (slug: string) => known("colors", slug);

/** After a change to categories or colours: the next check reads the database. */
export const forgetListingSlugs = (): void => slugs.forget();
