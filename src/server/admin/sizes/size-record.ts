import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AdminSizeJSON, AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { SIZE_MSG } from "@/lib/admin/size-messages";
import { CUID } from "@/lib/schemas/query-values";
import type { SessionAdmin } from "@/server/auth/authorize";
import { notFound } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { z } from "zod";

// A size set and its sizes as the back office reads them, and the locks its changes take.

/** Who makes a change, for the audit log. */
export type Actor = Pick<SessionAdmin, "id" | "email">;

export const ZSetIdParams = z.object({ setId: z.string().regex(CUID, { error: "must be a size set id" }) });
export const ZSizeIdParams = ZSetIdParams.extend({ sizeId: z.string().regex(CUID, { error: "must be a size id" }) });

export const adminSizeSelect = {
  id: true,
  label: true,
  position: true,
  innerDiameterMm: true,
  circumferenceMm: true,
  lengthInches: true,
  _count: { select: { offeredBy: true } },
} satisfies Prisma.SizeSelect;
export const adminSizeSetSelect = {
  id: true,
  name: true,
  kind: true,
  sizes: { select: adminSizeSelect, orderBy: [{ position: "asc" }, { label: "asc" }] },
} satisfies Prisma.SizeSetSelect;

type SizeRow = Prisma.SizeGetPayload<{ select: typeof adminSizeSelect }>;
type SizeSetRow = Prisma.SizeSetGetPayload<{ select: typeof adminSizeSetSelect }>;

const decimal = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

export const adminSizeJSON = (row: SizeRow): AdminSizeJSON => ({
  _id: row.id,
  label: row.label,
  position: row.position,
  innerDiameterMm: decimal(row.innerDiameterMm),
  circumferenceMm: decimal(row.circumferenceMm),
  lengthInches: decimal(row.lengthInches),
  products: row._count.offeredBy,
});

export const adminSizeSetJSON = (row: SizeSetRow): AdminSizeSetJSON => ({ _id: row.id, name: row.name, kind: row.kind, sizes: row.sizes.map(adminSizeJSON) });

/** Measurements as the audit log keeps them. */
export const sizeAuditView = (row: { label: string; position: number; innerDiameterMm: unknown; circumferenceMm: unknown; lengthInches: unknown }) => ({
  label: row.label,
  position: row.position,
  innerDiameterMm: row.innerDiameterMm === null ? null : Number(row.innerDiameterMm),
  circumferenceMm: row.circumferenceMm === null ? null : Number(row.circumferenceMm),
  lengthInches: row.lengthInches === null ? null : Number(row.lengthInches),
});

/** Locks the set's row for the rest of the transaction (404 when there is none). */
export async function lockSizeSet(tx: DbClient, id: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "SizeSet" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound(SIZE_MSG.setNotFound);
  return tx.sizeSet.findUniqueOrThrow({ where: { id }, select: { id: true, name: true, kind: true } });
}

/** Locks the size's row (404 when it is not in this set). */
export async function lockSize(tx: DbClient, setId: string, sizeId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Size" WHERE "id" = ${sizeId} AND "setId" = ${setId} FOR UPDATE`;
  if (locked.length === 0) throw notFound(SIZE_MSG.sizeNotFound);
  return tx.size.findUniqueOrThrow({ where: { id: sizeId }, select: { id: true, label: true, position: true, innerDiameterMm: true, circumferenceMm: true, lengthInches: true } });
}
