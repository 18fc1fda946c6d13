import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { BlogPost } from "@/lib/types/blog";
import { TAG } from "@/server/cache-tags";
import { blogPostSelect, toBlogPost } from "@/server/blog/blog-row";
import { db } from "@/server/db";

/** A published post by id or by slug (the storefront links by slug, the API accepts both). */
export async function getBlogPost(idOrSlug: string): Promise<BlogPost | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.blog, TAG.blogPost(idOrSlug));

  const row = await db.blogPost.findFirst({
    where: { status: "published", OR: [{ id: idOrSlug }, { slug: idOrSlug }] },
    select: blogPostSelect,
  });
  if (!row) return null;
  // Tag by both keys, so invalidating blog:<id> also clears an entry read by slug.
  cacheTag(TAG.blogPost(row.id), TAG.blogPost(row.slug));
  return toBlogPost(row);
}
