import { connection } from "next/server";
import { ZProductSearchQuery } from "@/lib/schemas/catalogue";
import { productSearchAnswer } from "@/server/catalogue/api-answers";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/product/search?q=&page=&limit=
//   → { status: 1, msg, prod, total, page, pages, limit }, the same page shape as /api/product.
// q: 1–100 characters (trimmed); matches name, code and category, tolerating typos; exact code first.
// Usually answered from the cache: src/proxy.ts rewrites a valid query to /api/v/search/{query}.
export const GET = route({ auth: "public" }, async (request) => {
  await connection(); // request time, not build time (see /api/category)
  return productSearchAnswer(parseQuery(request, ZProductSearchQuery));
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
