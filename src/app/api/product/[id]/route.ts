import { connection } from "next/server";
import { ZIdParam } from "@/lib/schemas/catalogue";
import { productJSON } from "@/lib/json/catalogue";
import { getProduct } from "@/server/catalogue/get-product";
import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";
import { notFound } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// GET /api/product/{id} → { status: 1, msg, prod }, or 404 { status: 0, msg: "Product not found" }.
export const GET = route({ auth: "public" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection(); // request time, not build time (see /api/category)
  const { id } = await parseParams(context, ZIdParam);
  const product = await getProduct(id);
  if (!product) throw notFound("Product not found");
  return ok({ prod: productJSON(product) }, "Product fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
