import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { sizeKey } from "@/lib/offers/types";
import { type AdminOfferJSON, type OfferInput, offerStatus } from "@/lib/schemas/offers";
import type { SessionAdmin } from "@/server/auth/authorize";
import type { MoneyAsNumber } from "@/server/db-money";
import { badRequest, conflict, notFound } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";

// An offer as the back office reads and writes it (issue 44): its row with the names of what it is
// scoped to, its figures (uses, discount given, revenue), its scope rows, its audit view.

/** Who makes a change, for the audit log. */
export type Actor = Pick<SessionAdmin, "id" | "email"> & { role?: SessionAdmin["role"] };

export const adminOfferSelect = {
  id: true,
  name: true,
  code: true,
  kind: true,
  percentBps: true,
  amountPaise: true,
  scope: true,
  startsAt: true,
  endsAt: true,
  minCartPaise: true,
  firstOrderOnly: true,
  totalLimit: true,
  perCustomerLimit: true,
  stackable: true,
  paused: true,
  createdAt: true,
  updatedAt: true,
  categories: { select: { category: { select: { id: true, name: true } } } },
  products: { select: { product: { select: { id: true, name: true } } } },
  productSizes: { select: { productId: true, sizeId: true, productSize: { select: { product: { select: { name: true } }, size: { select: { label: true } } } } } },
} as const satisfies Prisma.OfferSelect;

export type AdminOfferRow = MoneyAsNumber<Prisma.OfferGetPayload<{ select: typeof adminOfferSelect }>>;

export interface OfferFigures {
  uses: number;
  discountGivenPaise: number;
  revenuePaise: number;
}
const NO_FIGURES: OfferFigures = { uses: 0, discountGivenPaise: 0, revenuePaise: 0 };

/**
 * The figures of some offers at `now`: uses that count (confirmed, or held and not expired), the
 * discount of confirmed uses and the total of their orders. One grouped query on OfferUse's
 * ("offerId", "state") index, joined to each use's order by its primary key.
 */
export async function offerFigures(db: DbClient, offerIds: readonly string[], now: Date): Promise<Map<string, OfferFigures>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ offerId: string; uses: number; discount: bigint; revenue: bigint }[]>(Prisma.sql`
    SELECT u."offerId",
           count(*) FILTER (WHERE u."state" = 'confirmed' OR (u."state" = 'held' AND (u."heldUntil" IS NULL OR u."heldUntil" > ${now})))::int AS "uses",
           coalesce(sum(u."discountPaise") FILTER (WHERE u."state" = 'confirmed'), 0)::bigint AS "discount",
           coalesce(sum(o."totalPaise") FILTER (WHERE u."state" = 'confirmed'), 0)::bigint AS "revenue"
    FROM "OfferUse" u JOIN "Order" o ON o."id" = u."orderId"
    WHERE u."offerId" IN (${Prisma.join(offerIds)})
    GROUP BY u."offerId"`);
  return new Map(rows.map((row) => [row.offerId, { uses: Number(row.uses), discountGivenPaise: Number(row.discount), revenuePaise: Number(row.revenue) }]));
}

export function adminOfferJSON(row: AdminOfferRow, figures: OfferFigures | undefined, now: Date): AdminOfferJSON {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind,
    percentBps: row.percentBps,
    amountPaise: row.amountPaise ?? null,
    scope: row.scope,
    categories: row.categories.map(({ category }) => ({ _id: category.id, name: category.name })).sort((a, b) => a.name.localeCompare(b.name)),
    products: row.products.map(({ product }) => ({ _id: product.id, name: product.name })).sort((a, b) => a.name.localeCompare(b.name)),
    productSizes: row.productSizes.map((entry) => ({ productId: entry.productId, sizeId: entry.sizeId, productName: entry.productSize.product.name, sizeLabel: entry.productSize.size.label })),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    minCartPaise: row.minCartPaise,
    firstOrderOnly: row.firstOrderOnly,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    stackable: row.stackable,
    paused: row.paused,
    status: offerStatus(row, now),
    ...(figures ?? NO_FIGURES),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The offer's row under a lock (a change and a claim of a use never interleave); 404 when gone. */
export async function lockOffer(tx: DbClient, id: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Offer" WHERE "id" = ${id} FOR UPDATE`;
  if (rows.length === 0) throw notFound(M.notFound);
}

export async function readOffer(tx: DbClient, id: string): Promise<AdminOfferRow> {
  const row = await tx.offer.findUnique({ where: { id }, select: adminOfferSelect });
  if (!row) throw notFound(M.notFound);
  return row;
}

/** 409 when another offer has the code (codes are stored upper-case, so any case collides). */
export async function assertCodeFree(tx: DbClient, code: string | null, exceptId: string | null): Promise<void> {
  if (code === null) return;
  const same = await tx.offer.findUnique({ where: { code }, select: { id: true } });
  if (same && same.id !== exceptId) throw conflict(M.codeTaken);
}

/** 400 when a chosen category, piece or size no longer exists. */
export async function assertScopeExists(tx: DbClient, input: OfferInput): Promise<void> {
  if (input.categoryIds.length > 0) {
    const found = await tx.category.count({ where: { id: { in: input.categoryIds } } });
    if (found !== input.categoryIds.length) throw badRequest(M.categoryGone);
  }
  if (input.productIds.length > 0) {
    const found = await tx.product.count({ where: { id: { in: input.productIds } } });
    if (found !== input.productIds.length) throw badRequest(M.pieceGone);
  }
  if (input.productSizes.length > 0) {
    const found = await tx.productSize.count({ where: { OR: input.productSizes.map(({ productId, sizeId }) => ({ productId, sizeId })) } });
    if (found !== input.productSizes.length) throw badRequest(M.sizeGone);
  }
}

/** The offer's own columns from the form. */
export function offerData(input: OfferInput) {
  return {
    name: input.name,
    code: input.code,
    kind: input.kind,
    percentBps: input.percentBps,
    amountPaise: input.amountPaise,
    scope: input.scope,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    minCartPaise: input.minCartPaise,
    firstOrderOnly: input.firstOrderOnly,
    totalLimit: input.totalLimit,
    perCustomerLimit: input.perCustomerLimit,
    stackable: input.stackable,
    paused: input.paused,
  };
}

/** Replaces the offer's scope rows with the form's. */
export async function writeScope(tx: DbClient, offerId: string, input: OfferInput): Promise<void> {
  await tx.offerCategory.deleteMany({ where: { offerId } });
  await tx.offerProduct.deleteMany({ where: { offerId } });
  await tx.offerProductSize.deleteMany({ where: { offerId } });
  if (input.categoryIds.length > 0) await tx.offerCategory.createMany({ data: input.categoryIds.map((categoryId) => ({ offerId, categoryId })) });
  if (input.productIds.length > 0) await tx.offerProduct.createMany({ data: input.productIds.map((productId) => ({ offerId, productId })) });
  if (input.productSizes.length > 0) await tx.offerProductSize.createMany({ data: input.productSizes.map(({ productId, sizeId }) => ({ offerId, productId, sizeId })) });
}

/** What the audit log keeps of an offer: its fields and its scope as ids. */
export function offerAuditView(row: AdminOfferRow): Record<string, unknown> {
  return {
    name: row.name,
    code: row.code,
    kind: row.kind,
    percentBps: row.percentBps,
    amountPaise: row.amountPaise ?? null,
    scope: row.scope,
    categoryIds: row.categories.map(({ category }) => category.id).sort(),
    productIds: row.products.map(({ product }) => product.id).sort(),
    productSizes: row.productSizes.map((entry) => sizeKey(entry.productId, entry.sizeId)).sort(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    minCartPaise: row.minCartPaise,
    firstOrderOnly: row.firstOrderOnly,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    stackable: row.stackable,
    paused: row.paused,
  };
}

