import { connection } from "next/server";
import { ZProductSearchQuery } from "@/lib/schemas/catalogue";
import { productPageJSON } from "@/lib/json/catalogue";
import { searchProducts } from "@/server/catalogue/search-products";
import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/product/search?q=&page=&limit=
//   → { status: 1, msg, prod, total, page, pages, limit }, the same page shape as /api/product.
// q: 1–100 characters (trimmed); matches name, code and category, tolerating typos; exact code first.
export const GET = route({ auth: "public" }, async (request) => {
  await connection(); // request time, not build time (see /api/category)
  const query = parseQuery(request, ZProductSearchQuery);
  const page = await searchProducts({ q: query.q, page: query.page, limit: query.limit });
  return ok({ ...productPageJSON(page) }, "Products fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
