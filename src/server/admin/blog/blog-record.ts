import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import type { AdminBlogPost } from "@/lib/schemas/admin-blog";
import type { DbClient } from "@/server/orders/db-client";
import { conflict, notFound } from "@/server/errors";

// The blog post's row as the back office reads and locks it, and the slug check that gives the
// owner a clear 409 instead of the database's bare "This already exists.".

export const adminBlogSelect = {
  id: true,
  slug: true,
  title: true,
  author: true,
  tags: true,
  coverUrl: true,
  coverKey: true,
  excerpt: true,
  contentHtml: true,
  status: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.BlogPostSelect;

/** The list's columns: no body (a list of 20 posts never carries 20 articles). */
export const adminBlogListSelect = { ...adminBlogSelect, contentHtml: false } satisfies Prisma.BlogPostSelect;

export type AdminBlogRow = Prisma.BlogPostGetPayload<{ select: typeof adminBlogSelect }>;
type AdminBlogListRow = Omit<AdminBlogRow, "contentHtml"> & { contentHtml?: string };

export function toAdminBlogPost(row: AdminBlogListRow): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    tags: row.tags,
    coverUrl: row.coverUrl,
    excerpt: row.excerpt,
    ...(row.contentHtml !== undefined && { contentHtml: row.contentHtml }),
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The post's row (404 when there is none), without a lock: the clear answer before any work. */
export async function findBlogPost(client: DbClient, id: string): Promise<AdminBlogRow> {
  const row = await client.blogPost.findUnique({ where: { id }, select: adminBlogSelect });
  if (!row) throw notFound(BLOG_MSG.notFound);
  return row;
}

/** Locks the post's row for the rest of the transaction and reads it (404 when there is none). */
export async function lockBlogPost(tx: DbClient, id: string): Promise<AdminBlogRow> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "BlogPost" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound(BLOG_MSG.notFound);
  return tx.blogPost.findUniqueOrThrow({ where: { id }, select: adminBlogSelect });
}

/** 409 when another post has this slug. */
export async function assertSlugFree(client: DbClient, slug: string, exceptId?: string): Promise<void> {
  const other = await client.blogPost.findFirst({ where: { slug, ...(exceptId && { id: { not: exceptId } }) }, select: { id: true } });
  if (other) throw conflict(BLOG_MSG.slugTaken(slug));
}

/** A unique-constraint failure that slipped past the check (two saves at once): the same clear 409. */
export function uniqueViolation(error: unknown, slug: string): unknown {
  return (error as { code?: unknown } | null)?.code === "P2002" ? conflict(BLOG_MSG.slugTaken(slug)) : error;
}
