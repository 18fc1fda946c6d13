import { connection } from "next/server";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { adminProductJSON } from "@/server/admin/products/admin-product-json";
import { findProduct } from "@/server/admin/products/product-checks";
import { ZProductIdParams } from "@/server/admin/products/read-product-form";
import { db } from "@/server/db";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";

// GET /api/admin/products/{id} → { product } for the edit form, active or not (404 'Product not found.').
export const GET = route({ auth: "admin", permission: "catalogue.read" }, async (_request, context) => {
  await connection();
  const { id } = await parseParams(context, ZProductIdParams);
  const product = await findProduct(db, id);
  return ok({ product: adminProductJSON(product) }, PRODUCT_MSG.fetched, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
