import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { fromQuery, optionalText, wholeNumber } from "@/lib/schemas/query-values";
import { type AdminCustomerRow, adminCustomerSelect } from "@/server/admin/customers/customer-record";
import { indiaMonthStart } from "@/server/admin/dashboard/india-dates";
import { db } from "@/server/db";
import { escapeLike } from "@/server/escape-like";

// The back office's customer list (back office §2 Customers): searched by name or e-mail, sorted
// by name, e-mail or join date, paged by the database; the stat cards are counts.

export const CUSTOMERS_MAX_LIMIT = 50;
const MAX_PAGE = 10_000;

export const ZCustomerListQuery = z.object({
  page: wholeNumber(1, MAX_PAGE, 1),
  limit: wholeNumber(1, CUSTOMERS_MAX_LIMIT, 10),
  q: optionalText(100),
  sort: z.preprocess(fromQuery, z.enum(["name", "email", "createdAt"], { error: "must be name, email or createdAt" }).default("createdAt")),
  order: z.preprocess(fromQuery, z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional()),
});
export type CustomerListQuery = z.infer<typeof ZCustomerListQuery>;

export interface AdminCustomerPage {
  rows: AdminCustomerRow[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  /** The stat cards, over every customer (not the search): verified equals total, as the spec has it. */
  stats: { total: number; verified: number; newThisMonth: number };
}

function orderBy(sort: CustomerListQuery["sort"], order: "asc" | "desc"): Prisma.CustomerOrderByWithRelationInput[] {
  if (sort === "name") return [{ name: order }, { id: order }];
  if (sort === "email") return [{ email: order }];
  return [{ createdAt: order }, { id: order }];
}

export async function listAdminCustomers(query: CustomerListQuery, now: Date = new Date()): Promise<AdminCustomerPage> {
  const { page, limit, q, sort } = query;
  const order = query.order ?? (sort === "createdAt" ? "desc" : "asc");
  const contains = q ? { contains: escapeLike(q), mode: "insensitive" as const } : undefined;
  const where: Prisma.CustomerWhereInput = contains ? { OR: [{ name: contains }, { email: contains }] } : {};
  const [rows, total, everyone, newThisMonth] = await Promise.all([
    db.customer.findMany({ where, orderBy: orderBy(sort, order), skip: (page - 1) * limit, take: limit, select: adminCustomerSelect }),
    db.customer.count({ where }),
    db.customer.count(),
    db.customer.count({ where: { createdAt: { gte: indiaMonthStart(now) } } }),
  ]);
  return {
    rows,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    limit,
    stats: { total: everyone, verified: everyone, newThisMonth },
  };
}
