import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { slugify } from "@/lib/format";
import type { Color } from "@/lib/types/catalogue";
import { notFound } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";

export const adminColorSelect = { id: true, name: true, hex: true, active: true } satisfies Prisma.ColorSelect;
export type AdminColorRow = Prisma.ColorGetPayload<{ select: typeof adminColorSelect }>;

export const toAdminColor = (row: AdminColorRow): Color => ({ ...row, slug: slugify(row.name) });

/** Locks the colour's row for the rest of the transaction and reads it (404 when there is none). */
export async function lockColor(tx: DbClient, id: string): Promise<AdminColorRow> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Color" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound(COLOR_MSG.notFound);
  return tx.color.findUniqueOrThrow({ where: { id }, select: adminColorSelect });
}
