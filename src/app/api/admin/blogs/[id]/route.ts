import { connection } from "next/server";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { ZBlogIdParams, readBlogForm } from "@/server/admin/blog/blog-form";
import { findBlogPost, toAdminBlogPost } from "@/server/admin/blog/blog-record";
import { deleteBlogPost } from "@/server/admin/blog/delete-blog-post";
import { updateBlogPost } from "@/server/admin/blog/update-blog-post";
import { db } from "@/server/db";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// GET /api/admin/blogs/{id} → { post } with its body (drafts too), for the edit form.
export const GET = route({ auth: "admin", permission: "blog" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection();
  const { id } = await parseParams(context, ZBlogIdParams);
  const post = toAdminBlogPost(await findBlogPost(db, id));
  return ok({ post }, BLOG_MSG.fetched, { headers: { "Cache-Control": "no-store" } });
});

// PUT /api/admin/blogs/{id}, multipart: the create form's fields, with an optional new cover that
// replaces the stored one (the old file is deleted after the save) → { post }.
export const PUT = route({ auth: "admin", permission: "blog" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZBlogIdParams);
  const form = await readBlogForm(request);
  const post = await updateBlogPost({ admin, id, form });
  return ok({ post }, BLOG_MSG.updated, { headers: { "Cache-Control": "no-store" } });
});

// DELETE /api/admin/blogs/{id}: the post and its cover file.
export const DELETE = route({ auth: "admin", permission: "blog" }, async (_request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZBlogIdParams);
  await deleteBlogPost({ admin, id });
  return ok({}, BLOG_MSG.deleted, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
