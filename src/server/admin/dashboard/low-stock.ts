import "server-only";
import type { LowStockProduct } from "@/lib/api/admin/dashboard";
import { db } from "@/server/db";

// The dashboard's low-stock list: active products whose stock is at or below the threshold in
// settings (SiteSettings.lowStockThreshold, 3 until the owner changes it), fewest first. A piece
// sold by size (issue 42) is listed per size: once for each of its sizes at or below the
// threshold, naming the size (its total stock says nothing about the size 12 running out). One
// query: the threshold is read by a subquery, and the window count gives how many there are in all.

export const LOW_STOCK_LIMIT = 10;
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export async function lowStockProducts(): Promise<{ products: LowStockProduct[]; total: number }> {
  const rows = await db.$queryRaw<{ id: string; code: string; name: string; slug: string; stock: number; sizeId: string | null; size: string | null; total: number }[]>`
    WITH t AS (SELECT COALESCE((SELECT "lowStockThreshold" FROM "SiteSettings" WHERE "id" = 1), ${DEFAULT_LOW_STOCK_THRESHOLD}::int) AS threshold),
    entries AS (
      SELECT p."id", p."code", p."name", p."slug", p."stock", NULL::text AS "sizeId", NULL::text AS "size", NULL::int AS "position"
      FROM "Product" p, t
      WHERE p."active" AND p."stock" <= t.threshold AND NOT EXISTS (SELECT 1 FROM "ProductSize" ps WHERE ps."productId" = p."id")
      UNION ALL
      SELECT p."id", p."code", p."name", p."slug", ps."stock", ps."sizeId", s."label", s."position"
      FROM "ProductSize" ps JOIN "Product" p ON p."id" = ps."productId" JOIN "Size" s ON s."id" = ps."sizeId", t
      WHERE p."active" AND ps."stock" <= t.threshold
    )
    SELECT "id", "code", "name", "slug", "stock", "sizeId", "size", count(*) OVER ()::int AS total
    FROM entries
    ORDER BY "stock" ASC, "name" ASC, "id" ASC, "position" ASC NULLS FIRST
    LIMIT ${LOW_STOCK_LIMIT}`;
  return {
    products: rows.map((row) => ({ _id: row.id, code: row.code, name: row.name, slug: row.slug, stock: row.stock, sizeId: row.sizeId, size: row.size })),
    total: rows[0]?.total ?? 0,
  };
}
