import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { fromQuery, optionalText, wholeNumber } from "@/lib/schemas/query-values";
import { type AdminProductRow, adminProductSelect } from "@/server/admin/products/admin-product-json";
import { db } from "@/server/db";
import { escapeLike } from "@/server/escape-like";

// The back office's product list (back office §2 Products, §9: 10 a page, infinite scroll): every
// product, active or not, paged, searched and sorted by the database so it stays fast at 10,000+
// products. The search matches the product's name or its category's name (case-insensitive
// substring, the text matched literally): the few matching categories are looked up first, so the
// product query is "name ILIKE (trigram index) OR categoryId IN (...)", never a join per row.

export const ADMIN_PRODUCT_SORTS = ["createdAt", "name", "price", "category"] as const;
export const ADMIN_PRODUCTS_MAX_LIMIT = 50;
const MAX_PAGE = 10_000;

export const ZAdminProductListQuery = z.object({
  page: wholeNumber(1, MAX_PAGE, 1),
  limit: wholeNumber(1, ADMIN_PRODUCTS_MAX_LIMIT, 10),
  q: optionalText(100),
  sort: z.preprocess(fromQuery, z.enum(ADMIN_PRODUCT_SORTS, { error: `must be one of ${ADMIN_PRODUCT_SORTS.join(", ")}` }).default("createdAt")),
  order: z.preprocess(fromQuery, z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional()),
});
export type AdminProductListQuery = z.infer<typeof ZAdminProductListQuery>;

export interface AdminProductPage {
  rows: AdminProductRow[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

function orderBy(sort: AdminProductListQuery["sort"], order: "asc" | "desc"): Prisma.ProductOrderByWithRelationInput[] {
  switch (sort) {
    case "name":
      return [{ name: order }, { id: order }];
    case "price":
      return [{ sellingPricePaise: order }, { id: order }];
    case "category":
      return [{ category: { name: order } }, { name: "asc" }, { id: "asc" }];
    default:
      return [{ createdAt: order }, { id: order }];
  }
}

export async function listAdminProducts(query: AdminProductListQuery): Promise<AdminProductPage> {
  const { page, limit, q, sort } = query;
  const order = query.order ?? (sort === "createdAt" ? "desc" : "asc");
  let where: Prisma.ProductWhereInput = {};
  if (q) {
    const pattern = escapeLike(q);
    const categories = await db.category.findMany({ where: { name: { contains: pattern, mode: "insensitive" } }, select: { id: true } });
    where = {
      OR: [
        { name: { contains: pattern, mode: "insensitive" } },
        ...(categories.length > 0 ? [{ categoryId: { in: categories.map((category) => category.id) } }] : []),
      ],
    };
  }
  const [total, rows] = await Promise.all([
    db.product.count({ where }),
    db.product.findMany({ where, orderBy: orderBy(sort, order), skip: (page - 1) * limit, take: limit, select: adminProductSelect }),
  ]);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / limit)), limit };
}
