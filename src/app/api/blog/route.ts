import { connection } from "next/server";
import { blogPageJSON } from "@/lib/json/blog";
import { ZBlogListQuery } from "@/lib/schemas/catalogue";
import { listBlogPosts } from "@/server/blog/list-blog-posts";
import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/blog?page=&search=&tag=&status=published → { status: 1, msg, blogs, page, pages, total }.
export const GET = route({ auth: "public" }, async (request) => {
  await connection(); // request time, not build time (see /api/category)
  const { page, search, tag } = parseQuery(request, ZBlogListQuery);
  const result = await listBlogPosts({ page, search, tag });
  return ok({ ...blogPageJSON(result) }, "Blogs fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
