import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { bulkCreateProducts, readBulkForm } from "@/server/admin/products/bulk-create-products";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/product/bulk-create (back office §7), multipart: products (JSON rows), files (all
// pictures, then all videos), imageCount → 201 { created, products: [{ _id, name, slug }] }, or
// 400 { msg, rowErrors: [{ row, field?, msg }] } when any row has a problem (nothing is created).
export const POST = route({ auth: "admin", permission: "catalogue.write" }, async (request, _context, { admin }) => {
  const form = await readBulkForm(request);
  const result = await bulkCreateProducts({ admin, form });
  if (!result.ok) {
    return Response.json({ status: 0, msg: PRODUCT_MSG.fixRows, rowErrors: result.rowErrors }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const products = result.products.map((product) => ({ _id: product.id, name: product.name, slug: product.slug }));
  return ok({ created: products.length, products }, PRODUCT_MSG.bulkCreated(products.length), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
