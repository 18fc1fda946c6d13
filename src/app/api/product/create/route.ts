import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { adminProductJSON } from "@/server/admin/products/admin-product-json";
import { createProduct } from "@/server/admin/products/create-product";
import { readProductForm } from "@/server/admin/products/read-product-form";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/product/create (back office §7), multipart: the add form's fields, images (1–10, each
// at most 5 MB, real pictures) and an optional video → 201 { product }. A slug, total or status in
// the body is ignored: the server derives the slug and the selling price, and a new product is active.
export const POST = route({ auth: "admin", permission: "catalogue.write" }, async (request, _context, { admin }) => {
  const form = await readProductForm(request, { mode: "create" });
  const product = await createProduct({ admin, form });
  return ok({ product: adminProductJSON(product) }, PRODUCT_MSG.created, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
