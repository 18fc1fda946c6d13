import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { adminProductJSON } from "@/server/admin/products/admin-product-json";
import { changeProductStatus } from "@/server/admin/products/change-product-status";
import { ZProductStatusParams } from "@/server/admin/products/read-product-form";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";

// PATCH /api/product/change-status/{id}/{true|false} (back office §7) → { product }.
export const PATCH = route({ auth: "admin", permission: "catalogue.write" }, async (_request, context, { admin }) => {
  const { id, newStatus } = await parseParams(context, ZProductStatusParams);
  const product = await changeProductStatus({ admin, id, active: newStatus === "true" });
  return ok({ product: adminProductJSON(product) }, PRODUCT_MSG.statusUpdated, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
