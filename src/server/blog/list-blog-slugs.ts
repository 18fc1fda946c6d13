import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";

export interface BlogSlug {
  slug: string;
  /** ISO time of the post's last change (the sitemap's lastmod). */
  updatedAt: string;
}

/**
 * The newest `limit` published posts' slugs with their last change: the articles prerendered at
 * build and the sitemap's blog entries. One index read, cached until a post changes.
 */
export async function listBlogSlugs(limit: number): Promise<BlogSlug[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.blog);

  const rows = await db.blogPost.findMany({
    where: { status: "published" },
    orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
    take: limit,
    select: { slug: true, updatedAt: true },
  });
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
}
