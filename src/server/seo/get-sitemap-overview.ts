import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { Prisma } from "@/generated/prisma/client";
import { href } from "@/lib/links";
import { TAG } from "@/server/cache-tags";
import { listCategories } from "@/server/catalogue/list-categories";
import { db } from "@/server/db";
import { latest } from "@/server/seo/sitemap-xml";

/** A storefront path for the sitemap with the time its content last changed (ISO), if known. */
export interface SitemapPath {
  path: string;
  lastModified: string | null;
}

/** A run of consecutive products (by id) that makes one sitemap file. */
export interface SitemapProductChunk {
  /** The smallest id in the chunk: the file reads `id >= firstId` in id order (keyset, no OFFSET). */
  firstId: string;
  count: number;
  lastModified: string | null;
}

export interface SitemapOverview {
  /** Home, all products, the listings, every active category and the brand pages. */
  pages: SitemapPath[];
  productCount: number;
  /** The listed products cut into runs of at most `chunkSize`, in id order. */
  productChunks: SitemapProductChunk[];
}

/** The shop's own pages (contact, about, FAQ, terms, privacy): written in code, so no lastmod. */
const BRAND_PAGES: SitemapPath[] = [href.contact(), href.about(), href.faq(), href.terms(), href.privacy()].map((path) => ({
  path,
  lastModified: null,
}));

/** The listing flags' columns, by listing (gift cases are a category, README "Gift cases"). */
const FLAG_LISTINGS = { "new-arrivals": "newArrival", "trending-products": "trendingProd", "best-sellers": "bestSeller" } as const;

interface CategoryStats {
  categoryId: string;
  updatedAt: Date | null;
  newArrival: Date | null;
  trendingProd: Date | null;
  bestSeller: Date | null;
}

interface ChunkRow {
  firstId: string;
  count: number;
  updatedAt: Date | null;
}

/**
 * What the sitemap lists, without the product URLs themselves: the pages with their last-modified
 * times and the product chunks. Two aggregate queries whatever the catalogue's size, cached until
 * a product or category changes. Listed products are the storefront's: active, in an active category.
 */
export async function getSitemapOverview(chunkSize: number): Promise<SitemapOverview> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.products, TAG.categories);

  const categories = await listCategories();
  const ids = categories.map((category) => category.id);
  const [stats, chunks] = ids.length === 0 ? [[], []] : await Promise.all([readCategoryStats(ids), readChunks(ids, chunkSize)]);
  const byCategory = new Map(stats.map((row) => [row.categoryId, row]));
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

  const productsChanged = latest(stats.map((row) => iso(row.updatedAt)));
  const categoryPages = categories.map((category) => ({
    slug: category.slug,
    path: href.category(category.slug),
    // A category page changes with the category and with any of its products.
    lastModified: latest([category.updatedAt, iso(byCategory.get(category.id)?.updatedAt)]),
  }));
  const listings: SitemapPath[] = Object.entries(FLAG_LISTINGS).map(([kind, column]) => ({
    path: href.listing(kind as keyof typeof FLAG_LISTINGS),
    lastModified: latest(stats.map((row) => iso(row[column]))),
  }));
  // The gift-cases listing is the gift-cases category's page (href.category gives its path), so it
  // comes with the category pages while that category is active.

  const everything = latest([productsChanged, ...categories.map((category) => category.updatedAt)]);
  return {
    pages: [
      { path: href.home(), lastModified: everything },
      { path: href.products(), lastModified: everything },
      ...listings,
      ...categoryPages.map(({ path, lastModified }) => ({ path, lastModified })),
      ...BRAND_PAGES,
    ],
    productCount: chunks.reduce((sum, chunk) => sum + chunk.count, 0),
    productChunks: chunks.map((chunk) => ({ firstId: chunk.firstId, count: chunk.count, lastModified: iso(chunk.updatedAt) })),
  };
}

/** Per active category: the latest change of any of its active products, overall and per listing flag. */
function readCategoryStats(categoryIds: string[]): Promise<CategoryStats[]> {
  return db.$queryRaw<CategoryStats[]>`
    SELECT "categoryId",
           max("updatedAt") AS "updatedAt",
           max("updatedAt") FILTER (WHERE "newArrival") AS "newArrival",
           max("updatedAt") FILTER (WHERE "trendingProd") AS "trendingProd",
           max("updatedAt") FILTER (WHERE "bestSeller") AS "bestSeller"
    FROM "Product"
    WHERE active AND "categoryId" IN (${Prisma.join(categoryIds)})
    GROUP BY "categoryId"`;
}

/**
 * Numbers the listed products in id order and cuts them into runs of `chunkSize`: each run's first
 * id, size and latest change. One pass over the rows; the files then read their run by keyset.
 */
function readChunks(categoryIds: string[], chunkSize: number): Promise<ChunkRow[]> {
  return db.$queryRaw<ChunkRow[]>`
    SELECT min(id) AS "firstId", count(*)::int AS count, max("updatedAt") AS "updatedAt"
    FROM (
      SELECT id, "updatedAt", (row_number() OVER (ORDER BY id) - 1) / ${chunkSize}::int AS chunk
      FROM "Product"
      WHERE active AND "categoryId" IN (${Prisma.join(categoryIds)})
    ) AS numbered
    GROUP BY chunk
    ORDER BY chunk`;
}
