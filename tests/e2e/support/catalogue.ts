import type { APIRequestContext } from "@playwright/test";
import type { ProductJSON } from "@/lib/types/catalogue-json";

/** Products of the seeded demo catalogue, read through the public API (newest first). */
export async function demoProducts(request: APIRequestContext, query = "limit=100"): Promise<ProductJSON[]> {
  const response = await request.get(`/api/product?${query}`);
  if (!response.ok()) throw new Error(`GET /api/product?${query} answered ${response.status()}`);
  const body = (await response.json()) as { prod: ProductJSON[] };
  return body.prod;
}

/** The first demo product matching a condition; fails loudly when the seed has none. */
export async function demoProduct(request: APIRequestContext, match: (p: ProductJSON) => boolean): Promise<ProductJSON> {
  const product = (await demoProducts(request)).find(match);
  if (!product) throw new Error("the demo seed has no product matching this test's condition");
  return product;
}
