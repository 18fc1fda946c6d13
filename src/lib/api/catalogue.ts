import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import type { ProductJSON, ProductPageJSON } from "@/lib/types/catalogue-json";

// The storefront's catalogue calls from the browser: the listing's and the search's next pages
// (infinite scroll) and one product (Quick View). Plain fetch: these answers are public, and the
// product cards that load them stay small.

/**
 * Which pages: a listing's (GET /api/product with its filters) or a search's (GET
 * /api/product/search); both answer the same page shape.
 */
export type ProductPageQuery =
  | {
      kind: "listing";
      /** The API query without `page` (listingApiQuery). */
      apiQuery: string;
    }
  | { kind: "search"; q: string; limit: number };

export function productPageUrl(query: ProductPageQuery, page: number): string {
  if (query.kind === "listing") return `/api/product?${query.apiQuery}&page=${page}`;
  return `/api/product/search?${new URLSearchParams({ q: query.q, limit: String(query.limit), page: String(page) })}`;
}

/** One page of products; throws an Error (with the URL) on a failed answer, the fetch's own error when aborted or offline. */
export async function fetchProductPage(query: ProductPageQuery, page: number, signal: AbortSignal): Promise<{ prod: ProductJSON[]; pages: number; total: number }> {
  const url = productPageUrl(query, page);
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as Partial<ProductPageJSON> & { status?: number };
  if (body.status !== 1 || !Array.isArray(body.prod)) throw new Error(`GET ${url} failed`);
  return { prod: body.prod, pages: body.pages ?? 0, total: body.total ?? 0 };
}

type ProductResponse = { status?: unknown; msg?: unknown; prod?: ProductJSON };

/**
 * GET /api/product/{id}. Resolves to the product, or throws an Error whose message is the
 * server's msg (or a client-side one when there is no usable answer).
 */
export async function fetchProduct(id: string, signal: AbortSignal): Promise<ProductJSON> {
  let body: ProductResponse;
  try {
    const response = await fetch(`/api/product/${encodeURIComponent(id)}`, { signal, headers: { accept: "application/json" } });
    body = (await response.json()) as ProductResponse;
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(CATALOGUE_MSG.clientErrorProducts);
  }
  if (body.status !== 1 || !body.prod) {
    throw new Error(typeof body.msg === "string" && body.msg ? body.msg : CATALOGUE_MSG.clientErrorProducts);
  }
  return body.prod;
}
