import { connection } from "next/server";
import { ZProductListQuery } from "@/lib/schemas/catalogue";
import { productListAnswer } from "@/server/catalogue/api-answers";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/product?limit=&page=&category_slug=&flag=&sort=&price_band=&color=&in_stock=&exclude=
//   → { status: 1, msg, prod, total, page, pages, limit }
// The spec's path is /api/product/ (trailing slash). Next answers that with a 308 redirect to
// /api/product, keeping the query string, so a client that follows redirects (fetch and axios
// do by default) gets this same response. Clients we write call /api/product directly.
// A valid query is usually answered from the cache instead: src/proxy.ts rewrites it to
// /api/v/products/{query} (src/server/catalogue/api-views.ts), which makes the same answer.
export const GET = route({ auth: "public" }, async (request) => {
  await connection(); // request time, not build time (see /api/category)
  return productListAnswer(parseQuery(request, ZProductListQuery));
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
