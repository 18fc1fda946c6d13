import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AdminBlogPage, AdminBlogStatus } from "@/lib/schemas/admin-blog";
import { adminBlogListSelect, toAdminBlogPost } from "@/server/admin/blog/blog-record";
import { db } from "@/server/db";
import { escapeLike } from "@/server/escape-like";

/**
 * Every post, drafts too, newest change first, `limit` a page; optional search in the title and
 * excerpt and a status filter. Read fresh: the owner sees what the database holds.
 */
export async function listAdminBlogPosts({ page, limit, search, status }: { page: number; limit: number; search?: string; status?: AdminBlogStatus }): Promise<AdminBlogPage> {
  const where: Prisma.BlogPostWhereInput = {};
  if (search) {
    const text = escapeLike(search);
    where.OR = [{ title: { contains: text, mode: "insensitive" } }, { excerpt: { contains: text, mode: "insensitive" } }];
  }
  if (status) where.status = status;
  const [rows, total] = await Promise.all([
    db.blogPost.findMany({ where, orderBy: [{ updatedAt: "desc" }, { id: "asc" }], skip: (page - 1) * limit, take: limit, select: adminBlogListSelect }),
    db.blogPost.count({ where }),
  ]);
  return { posts: rows.map(toAdminBlogPost), page, pages: Math.ceil(total / limit), total };
}
