import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Prisma } from "@/generated/prisma/client";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import type { BlogListQuery } from "@/lib/schemas/catalogue";
import type { BlogPage } from "@/lib/types/catalogue-json";
import { TAG } from "@/server/cache-tags";
import { blogSummarySelect, toBlogSummaryDTO } from "@/server/blog/blog-dto";
import { db } from "@/server/db";
import { escapeLike } from "@/server/escape-like";

/** Published posts, newest first, BLOG_PAGE_SIZE a page; optional title/excerpt search and tag. */
export async function listBlogPosts(query: BlogListQuery): Promise<BlogPage> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.blog);

  const where: Prisma.BlogPostWhereInput = { status: "published" };
  if (query.search) {
    const search = escapeLike(query.search); // "100%" means the text 100%, not a wildcard
    where.OR = [
      { title: { contains: search, mode: "insensitive" } },
      { excerpt: { contains: search, mode: "insensitive" } },
    ];
  }
  if (query.tag) where.tags = { has: query.tag };

  const [rows, total] = await Promise.all([
    db.blogPost.findMany({
      where,
      // A post published without a date goes last rather than first; id keeps pages stable.
      orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
      skip: (query.page - 1) * BLOG_PAGE_SIZE,
      take: BLOG_PAGE_SIZE,
      select: blogSummarySelect,
    }),
    db.blogPost.count({ where }),
  ]);
  return { blogs: rows.map(toBlogSummaryDTO), page: query.page, pages: Math.ceil(total / BLOG_PAGE_SIZE), total };
}
