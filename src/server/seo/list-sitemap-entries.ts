import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { href } from "@/lib/links";
import { TAG } from "@/server/cache-tags";
import { listCategories } from "@/server/catalogue/list-categories";
import { db } from "@/server/db";
import type { SitemapPath } from "@/server/seo/get-sitemap-overview";

/**
 * One sitemap file's products: up to `limit` listed products (active, in an active category) in id
 * order from `firstId` on, as detail-page paths with their last change. A keyset read on the
 * primary key, so the last file of a large catalogue costs what the first does (no OFFSET scan).
 */
export async function listSitemapEntries(firstId: string, limit: number): Promise<SitemapPath[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.products, TAG.categories);

  const categoryIds = (await listCategories()).map((category) => category.id);
  if (categoryIds.length === 0) return [];
  const rows = await db.product.findMany({
    where: { active: true, categoryId: { in: categoryIds }, id: { gte: firstId } },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, updatedAt: true },
  });
  return rows.map((row) => ({ path: href.product(row.id), lastModified: row.updatedAt.toISOString() }));
}
