import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import type { Category } from "@/lib/types/catalogue";
import type { DbClient } from "@/server/orders/db-client";
import { conflict, notFound } from "@/server/errors";

// The category row as the back office reads and locks it, and the uniqueness checks that give the
// owner a clear 409 instead of the database's bare "This already exists.".

export const adminCategorySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  imageUrl: true,
  imageKey: true,
  active: true,
  updatedAt: true,
} satisfies Prisma.CategorySelect;

export type AdminCategoryRow = Prisma.CategoryGetPayload<{ select: typeof adminCategorySelect }>;

/** The row as the shop's Category type; `productCount` counts every product in it, active or not. */
export function toAdminCategory(row: AdminCategoryRow, productCount: number): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.imageUrl,
    active: row.active,
    productCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The category's row (404 when there is none), without a lock: the clear answer before any work. */
export async function findCategory(client: DbClient, id: string): Promise<AdminCategoryRow> {
  const row = await client.category.findUnique({ where: { id }, select: adminCategorySelect });
  if (!row) throw notFound(CATEGORY_MSG.notFound);
  return row;
}

/**
 * Locks the category's row for the rest of the transaction and reads it (404 when there is none):
 * two edits of one category queue here, so each sees the picture the other left and none is orphaned.
 */
export async function lockCategory(tx: DbClient, id: string): Promise<AdminCategoryRow> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Category" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound(CATEGORY_MSG.notFound);
  return tx.category.findUniqueOrThrow({ where: { id }, select: adminCategorySelect });
}

/** 409 when another category has this name (any letter case) or this slug. */
export async function assertCategoryUnique(tx: DbClient, { name, slug, exceptId }: { name: string; slug: string; exceptId?: string }): Promise<void> {
  const others = await tx.category.findMany({
    where: { OR: [{ name: { equals: name, mode: "insensitive" } }, { slug }], ...(exceptId && { id: { not: exceptId } }) },
    select: { name: true, slug: true },
    take: 2,
  });
  const sameName = others.find((other) => other.name.toLowerCase() === name.toLowerCase());
  if (sameName) throw conflict(CATEGORY_MSG.nameTaken(sameName.name));
  if (others.length > 0) throw conflict(CATEGORY_MSG.slugTaken(slug));
}

/** A unique-constraint failure that slipped past the check (two saves at once): the same clear 409. */
export function uniqueViolation(error: unknown, slug: string): unknown {
  return (error as { code?: unknown } | null)?.code === "P2002" ? conflict(CATEGORY_MSG.slugTaken(slug)) : error;
}
