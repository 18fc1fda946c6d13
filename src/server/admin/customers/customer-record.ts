import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { paiseToRupees } from "@/lib/format";
import { CUID } from "@/lib/schemas/query-values";
import type { MoneyAsNumber } from "@/server/db-money";

// A customer as the back office reads it (§3 Customer: status false means inactive), with the
// number of their orders (one indexed count per row of the page, on Order(customerId, createdAt)).

export const adminCustomerSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  active: true,
  createdAt: true,
  _count: { select: { orders: true } },
} as const satisfies Prisma.CustomerSelect;

export type AdminCustomerRow = Prisma.CustomerGetPayload<{ select: typeof adminCustomerSelect }>;

export function adminCustomerJSON(row: AdminCustomerRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    status: row.active,
    ordersCount: row._count.orders,
  };
}

/** A customer's order, as their detail lists it. */
export const customerOrderSelect = { id: true, orderNumber: true, status: true, totalPaise: true, createdAt: true } as const satisfies Prisma.OrderSelect;

export type CustomerOrderRow = MoneyAsNumber<Prisma.OrderGetPayload<{ select: typeof customerOrderSelect }>>;

export function customerOrderJSON(row: CustomerOrderRow) {
  return { _id: row.id, orderNumber: row.orderNumber, status: row.status, totalAmount: paiseToRupees(row.totalPaise), createdAt: row.createdAt.toISOString() };
}

export const ZCustomerIdParams = z.object({ id: z.string().regex(CUID, { error: CUSTOMER_MSG.badId }) });
export const ZCustomerStatusParams = ZCustomerIdParams.extend({ status: z.enum(["true", "false"], { error: CUSTOMER_MSG.badStatus }) });
