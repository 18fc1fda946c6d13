import type { APIRequestContext } from "@playwright/test";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { PRODUCTS } from "../../../prisma/seed/catalogue-data";

/** The seed's own codes. */
const SEEDED_CODES = new Set(Object.values(PRODUCTS).flatMap((pieces) => pieces.map((piece) => piece.code)));

/** The catalogue as the public API lists it (newest first): what a listing page should show. */
export async function demoProducts(request: APIRequestContext, query = "limit=100"): Promise<ProductJSON[]> {
  const response = await request.get(`/api/product?${query}`);
  if (!response.ok()) throw new Error(`GET /api/product?${query} answered ${response.status()}`);
  const body = (await response.json()) as { prod: ProductJSON[] };
  return body.prod;
}

/**
 * Only the seed's own pieces (newest first), for a test that picks one to work with: pieces other
 * specs add meanwhile, and may hide or delete while this test runs, are never picked.
 */
export async function seededProducts(request: APIRequestContext, query = "limit=100"): Promise<ProductJSON[]> {
  return (await demoProducts(request, query)).filter((product) => SEEDED_CODES.has(product.code));
}

/**
 * The first demo product matching a condition; fails loudly when the seed has none. Pieces sold by
 * size (issue 42) are left out unless `sized` asks for them: a test about something else must not
 * land on a piece whose Add to cart first asks for a size.
 */
export async function demoProduct(request: APIRequestContext, match: (p: ProductJSON) => boolean, { sized = false } = {}): Promise<ProductJSON> {
  const product = (await seededProducts(request)).find((p) => p.sizes.length > 0 === sized && match(p));
  if (!product) throw new Error("the demo seed has no product matching this test's condition");
  return product;
}
