import "server-only";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import type { DbClient } from "@/server/orders/db-client";
import { badRequest, conflict, notFound } from "@/server/errors";
import { type AdminProductRow, adminProductSelect } from "@/server/admin/products/admin-product-json";

// The checks a product save makes against the database: its category and colours exist, its slug
// and code are free. Each gives the owner a clear 400 or 409, never the database's bare refusal.

/** 400 when the category or a colour does not exist. */
export async function assertReferences(client: DbClient, { categoryID, colors }: { categoryID: string; colors: readonly string[] }): Promise<void> {
  // One after the other: a transaction's client runs one query at a time.
  const category = await client.category.findUnique({ where: { id: categoryID }, select: { id: true } });
  if (!category) throw badRequest(PRODUCT_MSG.unknownCategory);
  const found = await client.color.count({ where: { id: { in: [...colors] } } });
  if (found !== new Set(colors).size) throw badRequest(PRODUCT_MSG.unknownColor);
}

/** 409 when another product has this slug or this code. */
export async function assertProductUnique(client: DbClient, { slug, code, exceptId }: { slug: string; code?: string; exceptId?: string }): Promise<void> {
  const others = await client.product.findMany({
    where: { OR: [{ slug }, ...(code ? [{ code }] : [])], ...(exceptId && { id: { not: exceptId } }) },
    select: { slug: true, code: true },
    take: 2,
  });
  if (others.some((other) => other.slug === slug)) throw conflict(PRODUCT_MSG.slugTaken(slug));
  if (code && others.some((other) => other.code === code)) throw conflict(PRODUCT_MSG.codeTaken(code));
}

/** A unique-constraint failure that slipped past the checks (two saves at once): the same clear 409. */
export function uniqueViolation(error: unknown, { slug, code }: { slug: string; code?: string }): unknown {
  const failure = error as { code?: unknown; meta?: { target?: unknown } } | null;
  if (failure?.code !== "P2002") return error;
  const target = JSON.stringify(failure.meta ?? {});
  if (code && target.includes("code")) return conflict(PRODUCT_MSG.codeTaken(code));
  return conflict(PRODUCT_MSG.slugTaken(slug));
}

/** The product (404 when there is none), without a lock. */
export async function findProduct(client: DbClient, id: string): Promise<AdminProductRow> {
  const row = await client.product.findUnique({ where: { id }, select: adminProductSelect });
  if (!row) throw notFound(PRODUCT_MSG.notFound);
  return row;
}

/** Locks the product's row for the rest of the transaction and reads it (404 when there is none). */
export async function lockProduct(tx: DbClient, id: string): Promise<AdminProductRow> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Product" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound(PRODUCT_MSG.notFound);
  return tx.product.findUniqueOrThrow({ where: { id }, select: adminProductSelect });
}
