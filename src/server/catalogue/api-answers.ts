import "server-only";
import { cacheLife } from "next/cache";
import { categoryJSON, productJSON, productPageJSON } from "@/lib/json/catalogue";
import type { ProductListQuery, ProductSearchQuery } from "@/lib/schemas/catalogue";
import { getProduct } from "@/server/catalogue/get-product";
import { listCategories } from "@/server/catalogue/list-categories";
import { listProducts } from "@/server/catalogue/list-products";
import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";
import { searchProducts } from "@/server/catalogue/search-products";
import type { ApiView } from "@/server/catalogue/api-views";
import { notFound } from "@/server/errors";
import { errorResponse, ok } from "@/server/http/envelope";

// The answers of the catalogue's public GETs, made the same way whether the public route answers
// per request or the internal route caches them (./api-views.ts).

/** GET /api/product → { status: 1, msg, prod, total, page, pages, limit } */
export async function productListAnswer(query: ProductListQuery): Promise<Response> {
  const page = await listProducts({
    categorySlug: query.category_slug,
    flag: query.flag,
    priceBand: query.price_band,
    colorSlug: query.color,
    sizeLabel: query.size,
    inStockOnly: query.in_stock,
    excludeId: query.exclude,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  });
  return ok({ ...productPageJSON(page) }, "Products fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
}

/** GET /api/product/search → the same page shape as /api/product. */
export async function productSearchAnswer(query: ProductSearchQuery): Promise<Response> {
  const page = await searchProducts({ q: query.q, page: query.page, limit: query.limit });
  return ok({ ...productPageJSON(page) }, "Products fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
}

/** GET /api/product/{id} → { status: 1, msg, prod }; an unknown or hidden product is a 404. */
export async function productAnswer(id: string): Promise<Response> {
  const product = await getProduct(id);
  if (!product) throw notFound("Product not found");
  return ok({ prod: productJSON(product) }, "Product fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
}

/** GET /api/category → { status: 1, msg, categories } (active categories with product counts). */
export async function categoriesAnswer(): Promise<Response> {
  const categories = await listCategories();
  return ok({ categories: categories.map(categoryJSON) }, "Categories fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
}

function answer(view: ApiView): Promise<Response> {
  switch (view.kind) {
    case "products":
      return productListAnswer(view.query);
    case "search":
      return productSearchAnswer(view.query);
    case "product":
      return productAnswer(view.id);
    case "categories":
      return categoriesAnswer();
  }
}

/** An answer as data, which a cache can keep (a Response cannot be). */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function stored(response: Response): Promise<StoredAnswer> {
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

/**
 * The answer for a cached view (src/app/api/v/[kind]/[view]/route.ts), kept with the catalogue's tags.
 * A failure (an unknown product, the database out of reach) is an answer too, in the envelope with its
 * status, but kept for a second only. Kept at all because Next makes a cached route's answer twice on a
 * miss and accepts it only if the second pass needs no I/O: a thrown error is never cached, so the
 * second pass would query again and the request end in Next's bare 500 instead of the envelope.
 * An expiry of five minutes and a `stale` of 30 s are the shortest Next allows there.
 */
export async function viewAnswer(view: ApiView): Promise<StoredAnswer> {
  "use cache";
  try {
    return await stored(await answer(view));
  } catch (error) {
    cacheLife({ stale: 30, revalidate: 1, expire: 300 });
    return stored(errorResponse(error));
  }
}
