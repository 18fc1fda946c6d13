import { connection } from "next/server";
import { z } from "zod";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { BLOG_STATUSES } from "@/lib/schemas/admin-blog";
import { wholeNumber } from "@/lib/schemas/query-values";
import { readBlogForm } from "@/server/admin/blog/blog-form";
import { createBlogPost } from "@/server/admin/blog/create-blog-post";
import { listAdminBlogPosts } from "@/server/admin/blog/list-admin-blog-posts";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// The back office's blog (issue 13; the spec leaves these calls unnamed, so the paths are ours).

const ZListQuery = z.object({
  page: wholeNumber(1, 10_000, 1),
  limit: wholeNumber(1, 100, 20),
  search: z.string().trim().max(100).optional(),
  status: z.enum(BLOG_STATUSES).optional(),
});

// GET /api/admin/blogs?page&limit&search&status → { posts, page, pages, total }: every post, drafts
// too, newest change first, without their bodies. Read fresh per request, never cached.
export const GET = route({ auth: "admin", permission: "blog" }, async (request) => {
  await connection();
  const query = parseQuery(request, ZListQuery);
  const result = await listAdminBlogPosts({ ...query, search: query.search || undefined });
  return ok({ ...result }, BLOG_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

// POST /api/admin/blogs, multipart: title, excerpt, tags (comma-separated), contentHtml (sanitized
// on save), status, cover (optional image ≤ 5 MB) → 201 { post }. A taken slug is a 409.
export const POST = route({ auth: "admin", permission: "blog" }, async (request, _context, { admin }) => {
  const form = await readBlogForm(request);
  const post = await createBlogPost({ admin, form });
  return ok({ post }, BLOG_MSG.created, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
