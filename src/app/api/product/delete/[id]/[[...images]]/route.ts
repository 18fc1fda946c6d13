import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { deleteProduct } from "@/server/admin/products/delete-product";
import { ZProductIdParams } from "@/server/admin/products/read-product-form";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";

// DELETE /api/product/delete/{id}/{images...} (back office §7): the spec's client puts the
// product's image names after the id; they are ignored (never trusted as paths): the server
// deletes the files it recorded. A product with orders is a 409.
export const DELETE = route({ auth: "admin", permission: "catalogue.write" }, async (_request, context, { admin }) => {
  const { id } = await parseParams(context, ZProductIdParams);
  await deleteProduct({ admin, id });
  return ok({}, PRODUCT_MSG.deleted, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
