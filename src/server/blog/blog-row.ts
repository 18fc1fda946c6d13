import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { BlogPost, BlogPostSummary } from "@/lib/types/blog";
import { sanitizeBlogHtml } from "@/server/blog/sanitize-blog-html";

/** The list columns: everything but the article body, which cards never show. */
export const blogSummarySelect = {
  id: true,
  slug: true,
  title: true,
  author: true,
  tags: true,
  coverUrl: true,
  excerpt: true,
  status: true,
  createdAt: true,
  publishedAt: true,
  updatedAt: true,
} satisfies Prisma.BlogPostSelect;

export const blogPostSelect = { ...blogSummarySelect, contentHtml: true } satisfies Prisma.BlogPostSelect;

export type BlogSummaryRow = Prisma.BlogPostGetPayload<{ select: typeof blogSummarySelect }>;
export type BlogPostRow = Prisma.BlogPostGetPayload<{ select: typeof blogPostSelect }>;

export function toBlogPostSummary(row: BlogSummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    tags: row.tags,
    coverUrl: row.coverUrl,
    excerpt: row.excerpt,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The full article. The body was sanitized on save; sanitizing again on read means a row
 *  written any other way (seed, SQL, an older sanitizer) still cannot carry script. */
export function toBlogPost(row: BlogPostRow): BlogPost {
  return { ...toBlogPostSummary(row), contentHtml: sanitizeBlogHtml(row.contentHtml) };
}
