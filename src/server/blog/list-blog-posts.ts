import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Prisma } from "@/generated/prisma/client";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import type { BlogListOptions, BlogPostPage } from "@/lib/types/blog";
import { TAG } from "@/server/cache-tags";
import { blogSummarySelect, toBlogPostSummary } from "@/server/blog/blog-row";
import { db } from "@/server/db";
import { escapeLike } from "@/server/escape-like";

/** Published posts, newest first, BLOG_PAGE_SIZE a page; optional title/excerpt search and tag. */
export async function listBlogPosts({ page, search, tag }: BlogListOptions): Promise<BlogPostPage> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.blog);

  const where: Prisma.BlogPostWhereInput = { status: "published" };
  if (search) {
    const text = escapeLike(search); // "100%" means the text 100%, not a wildcard
    where.OR = [
      { title: { contains: text, mode: "insensitive" } },
      { excerpt: { contains: text, mode: "insensitive" } },
    ];
  }
  if (tag) where.tags = { has: tag };

  const [rows, total] = await Promise.all([
    db.blogPost.findMany({
      where,
      // A post published without a date goes last rather than first; id keeps pages stable.
      orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
      skip: (page - 1) * BLOG_PAGE_SIZE,
      take: BLOG_PAGE_SIZE,
      select: blogSummarySelect,
    }),
    db.blogPost.count({ where }),
  ]);
  return { items: rows.map(toBlogPostSummary), page, pages: Math.ceil(total / BLOG_PAGE_SIZE), total };
}
