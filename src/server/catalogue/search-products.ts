import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { Prisma } from "@/generated/prisma/client";
import type { ProductPage } from "@/lib/types/catalogue";
import { TAG } from "@/server/cache-tags";
import { productSelect, toProduct } from "@/server/catalogue/product-row";
import { db } from "@/server/db";
import { escapeLike } from "@/server/escape-like";

// Storefront search over product name, code and category name, with pg_trgm (migration
// 20261122000000_search). What matches, any of:
// - the exact code ("nk-1003" → NK-1003), ranked first (unique b-tree index);
// - the whole query as a substring of the name, or of the code when it looks like one (trigram GIN
//   indexes; % and _ are escaped, so they match literally);
// - any word of the query close to a word of the name: `name %> word`, word similarity at least
//   WORD_SIMILARITY (trigram GIN index). This is the typo tolerance: "neckalce" and "braclet"
//   find necklaces and bracelets;
// - any word close to an active category's name ("ring" → Ladies Rings, Men's Rings), resolved to
//   the few category ids first and matched through the categoryId index.
// Only active products of active categories. Order: rank (below) descending, then id.

/** Word-similarity threshold for `%>`. Tried on the demo catalogue: 0.4 still catches one swapped
 * pair of letters in a long word ("neckalce" → Necklace scores 0.44); 0.5 loses it, 0.3 lets in noise. */
const WORD_SIMILARITY = "0.4";
/** Words of the query matched one by one; longer queries still match as a phrase. */
const MAX_WORDS = 6;
const CODE_LIKE = /^[a-z0-9]+(?:-[a-z0-9]*)*$/;

/** Lower-case, single spaces, trimmed: equal searches share one cache entry. */
export function normalizeSearchText(q: string): string {
  return q.trim().replace(/\s+/g, " ").toLowerCase();
}

export interface SearchOptions {
  q: string;
  page?: number;
  limit?: number;
}

/** One page of search results (storefront search). An empty query matches nothing. */
export async function searchProducts({ q, page = 1, limit = 12 }: SearchOptions): Promise<ProductPage> {
  const text = normalizeSearchText(q);
  if (!text) return { items: [], total: 0, page, pages: 0, limit };
  return readSearchPage(text, page, limit);
}

async function readSearchPage(q: string, page: number, limit: number): Promise<ProductPage> {
  "use cache";
  cacheLife("catalogue");
  // Categories and colours too: each product carries its category's name and its colours.
  cacheTag(TAG.products, TAG.categories, TAG.colors);

  const { ids, total } = await rankedIds(q, (page - 1) * limit, limit);
  const rows = ids.length ? await db.product.findMany({ where: { id: { in: ids } }, select: productSelect }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
  return { items, total, page, pages: Math.ceil(total / limit), limit };
}

async function rankedIds(q: string, skip: number, limit: number): Promise<{ ids: string[]; total: number }> {
  // Words of two or more characters with a letter or digit in them: shorter ones, or ones of
  // symbols only, have no trigrams to compare (they still count in the whole-query match).
  const words = [...new Set(q.split(" ").filter((word) => word.length >= 2 && /[\p{L}\p{N}]/u.test(word)))].slice(0, MAX_WORDS);
  const codeLike = CODE_LIKE.test(q) && /[0-9-]/.test(q);
  const codes = [...new Set([q, ...words].filter((w) => CODE_LIKE.test(w) && /[0-9-]/.test(w)).map((w) => w.toUpperCase()))];
  const pattern = `%${escapeLike(q)}%`;

  return db.$transaction(async (tx) => {
    // Local to this transaction. enable_seqscan: the planner prices a trigram comparison like an
    // equality test, so at 10,000 products it picks a sequential scan that computes word
    // similarity for every row (3-4x slower than the GIN bitmap scans it then skips).
    await tx.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true), set_config('enable_seqscan', 'off', true)`;

    const categories = await tx.$queryRaw<{ id: string; active: boolean; matches: boolean }[]>`
      SELECT c.id, c.active,
             (c.name ILIKE ${pattern} ${words.length ? Prisma.sql`OR ${Prisma.join(words.map((w) => Prisma.sql`c.name %> ${w}`), " OR ")}` : Prisma.empty}) AS matches
      FROM "Category" c`;
    // Excluding the rare inactive categories (rather than listing the active ones) keeps that
    // condition out of the index choice: the planner then ORs the match conditions' indexes.
    const inactive = categories.filter((c) => !c.active).map((c) => c.id);
    const matched = categories.filter((c) => c.active && c.matches).map((c) => c.id);

    const arms: Prisma.Sql[] = [Prisma.sql`p.name ILIKE ${pattern}`];
    const rank: Prisma.Sql[] = [Prisma.sql`2 * (p.name ILIKE ${pattern})::int`];
    if (codes.length) {
      arms.push(Prisma.sql`p.code = ANY(${codes}::text[])`);
      rank.push(Prisma.sql`100 * (p.code = ANY(${codes}::text[]))::int`);
    }
    if (codeLike) {
      arms.push(Prisma.sql`p.code ILIKE ${pattern}`);
      rank.push(Prisma.sql`3 * (p.code ILIKE ${pattern})::int`);
    }
    for (const word of words) arms.push(Prisma.sql`p.name %> ${word}`);
    if (words.length) {
      // How well the words match whole words of the name, averaged: more matched words rank higher.
      const closeness = Prisma.join(words.map((w) => Prisma.sql`strict_word_similarity(${w}, p.name)`), " + ");
      rank.push(Prisma.sql`(${closeness}) / ${words.length}`);
    }
    if (matched.length) {
      arms.push(Prisma.sql`p."categoryId" = ANY(${matched}::text[])`);
      rank.push(Prisma.sql`0.5 * (p."categoryId" = ANY(${matched}::text[]))::int`);
    }

    // One pass: the total and one page of ids. Ranking needs every match anyway, so a page past
    // the end costs what page 1 costs (the sort is bounded by the matches), never a walk past rows.
    const [result] = await tx.$queryRaw<{ total: number; ids: string[] | null }[]>`
      WITH hits AS MATERIALIZED (
        SELECT p.id, (${Prisma.join(rank, " + ")})::float8 AS rank
        FROM "Product" p
        WHERE p.active AND p."categoryId" <> ALL(${inactive}::text[]) AND (${Prisma.join(arms, " OR ")})
      ),
      page AS (SELECT id, rank FROM hits ORDER BY rank DESC, id LIMIT ${limit} OFFSET ${skip})
      SELECT (SELECT count(*)::int FROM hits) AS total,
             (SELECT array_agg(id ORDER BY rank DESC, id) FROM page) AS ids`;
    return { ids: result?.ids ?? [], total: result?.total ?? 0 };
  });
}
