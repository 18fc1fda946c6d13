import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { sizeKey, type OfferRule } from "@/lib/offers/types";
import type { MoneyAsNumber } from "@/server/db-money";

// An offer's row and scope rows, read as the arithmetic's OfferRule (src/lib/offers/types.ts). Every
// reader of offers (the cart, orders, the storefront's prices, the back office) selects this.

export const offerRuleSelect = {
  id: true,
  name: true,
  code: true,
  kind: true,
  percentBps: true,
  amountPaise: true,
  scope: true,
  startsAt: true,
  endsAt: true,
  paused: true,
  minCartPaise: true,
  firstOrderOnly: true,
  stackable: true,
  totalLimit: true,
  perCustomerLimit: true,
  categories: { select: { categoryId: true } },
  products: { select: { productId: true } },
  productSizes: { select: { productId: true, sizeId: true } },
} as const satisfies Prisma.OfferSelect;

export type OfferRuleRow = MoneyAsNumber<Prisma.OfferGetPayload<{ select: typeof offerRuleSelect }>>;

/** An offer as the arithmetic needs it, with its limits (which only the server checks). */
export interface OfferWithLimits extends OfferRule {
  totalLimit: number | null;
  perCustomerLimit: number | null;
}

export function toOfferRule(row: OfferRuleRow): OfferWithLimits {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind,
    percentBps: row.percentBps,
    amountPaise: row.amountPaise,
    scope: row.scope,
    categoryIds: row.categories.map((entry) => entry.categoryId),
    productIds: row.products.map((entry) => entry.productId),
    productSizeKeys: row.productSizes.map((entry) => sizeKey(entry.productId, entry.sizeId)),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    paused: row.paused,
    minCartPaise: row.minCartPaise,
    firstOrderOnly: row.firstOrderOnly,
    stackable: row.stackable,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
  };
}
