import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { adminProductJSON } from "@/server/admin/products/admin-product-json";
import { ZProductIdParams, readProductForm } from "@/server/admin/products/read-product-form";
import { updateProduct } from "@/server/admin/products/update-product";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";

// PATCH /api/product/update/{id} (back office §7), multipart: the edit form's fields, new images,
// imageOrder (existing ids and "new:<n>"), video or removeVideo → { product }.
export const PATCH = route({ auth: "admin", permission: "catalogue.write" }, async (request, context, { admin }) => {
  const { id } = await parseParams(context, ZProductIdParams);
  const form = await readProductForm(request, { mode: "update" });
  const product = await updateProduct({ admin, id, form });
  return ok({ product: adminProductJSON(product) }, PRODUCT_MSG.updated, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
