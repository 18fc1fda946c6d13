import { connection } from "next/server";
import { ZProductListQuery } from "@/lib/schemas/catalogue";
import { productPageJSON } from "@/lib/json/catalogue";
import { listProducts } from "@/server/catalogue/list-products";
import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/product?limit=&page=&category_slug=&flag=&sort=&price_band=&color=&in_stock=&exclude=
//   → { status: 1, msg, prod, total, page, pages, limit }
// The spec's path is /api/product/ (trailing slash). Next answers that with a 308 redirect to
// /api/product, keeping the query string, so a client that follows redirects (fetch and axios
// do by default) gets this same response. Clients we write call /api/product directly.
export const GET = route({ auth: "public" }, async (request) => {
  await connection(); // request time, not build time (see /api/category)
  const query = parseQuery(request, ZProductListQuery);
  const page = await listProducts({
    categorySlug: query.category_slug,
    flag: query.flag,
    priceBand: query.price_band,
    colorSlug: query.color,
    inStockOnly: query.in_stock,
    excludeId: query.exclude,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  });
  return ok({ ...productPageJSON(page) }, "Products fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
