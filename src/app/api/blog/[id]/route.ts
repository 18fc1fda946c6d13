import { connection } from "next/server";
import { blogPostJSON } from "@/lib/json/blog";
import { ZBlogIdParam } from "@/lib/schemas/catalogue";
import { getBlogPost } from "@/server/blog/get-blog-post";
import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";
import { notFound } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// GET /api/blog/{id or slug} → { status: 1, msg, blog }; drafts and unknown posts are a 404.
export const GET = route({ auth: "public" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection(); // request time, not build time (see /api/category)
  const { id } = await parseParams(context, ZBlogIdParam);
  const post = await getBlogPost(id);
  if (!post) throw notFound("Blog post not found");
  return ok({ blog: blogPostJSON(post) }, "Blog fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
