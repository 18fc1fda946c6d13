import "server-only";
import type { LowStockProduct } from "@/lib/api/admin/dashboard";
import { db } from "@/server/db";

// The dashboard's low-stock list: active products whose stock is at or below the threshold in
// settings (SiteSettings.lowStockThreshold, 3 until the owner changes it), fewest first. One query:
// the threshold is read by a subquery, and the window count gives how many there are in all.

export const LOW_STOCK_LIMIT = 10;
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export async function lowStockProducts(): Promise<{ products: LowStockProduct[]; total: number }> {
  const rows = await db.$queryRaw<{ id: string; code: string; name: string; slug: string; stock: number; total: number }[]>`
    WITH t AS (SELECT COALESCE((SELECT "lowStockThreshold" FROM "SiteSettings" WHERE "id" = 1), ${DEFAULT_LOW_STOCK_THRESHOLD}::int) AS threshold)
    SELECT p."id", p."code", p."name", p."slug", p."stock", count(*) OVER ()::int AS total
    FROM "Product" p, t
    WHERE p."active" AND p."stock" <= t.threshold
    ORDER BY p."stock" ASC, p."name" ASC, p."id" ASC
    LIMIT ${LOW_STOCK_LIMIT}`;
  return {
    products: rows.map((row) => ({ _id: row.id, code: row.code, name: row.name, slug: row.slug, stock: row.stock })),
    total: rows[0]?.total ?? 0,
  };
}
