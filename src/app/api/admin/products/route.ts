import { connection } from "next/server";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { adminProductJSON } from "@/server/admin/products/admin-product-json";
import { ZAdminProductListQuery, listAdminProducts } from "@/server/admin/products/list-admin-products";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/admin/products?page=&limit=&q=&sort=createdAt|name|price|category&order=asc|desc
// → { products, total, page, pages, limit }: the back office's list, inactive products included,
// read fresh per request (never cached).
export const GET = route({ auth: "admin", permission: "catalogue.read" }, async (request) => {
  await connection();
  const query = parseQuery(request, ZAdminProductListQuery);
  const { rows, ...paging } = await listAdminProducts(query);
  return ok({ products: rows.map(adminProductJSON), ...paging }, PRODUCT_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
