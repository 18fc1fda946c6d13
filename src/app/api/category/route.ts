import { connection } from "next/server";
import { categoriesAnswer } from "@/server/catalogue/api-answers";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/category → { status: 1, msg, categories } (active categories with product counts).
// Usually answered from the cache: src/proxy.ts rewrites it to /api/v/categories/all.
export const GET = route({ auth: "public" }, async () => {
  // Every catalogue handler answers at request time, never as a `next build` prerender: no
  // database is needed to build, and a re-seeded database is never hidden behind a response
  // saved on disk. The data is still cached (listCategories, "use cache") and invalidated by tag.
  // Next also requires connection() before a handler reads request.url under cacheComponents.
  await connection();
  return categoriesAnswer();
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
