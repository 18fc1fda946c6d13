import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { paiseToRupees } from "@/lib/format";
import { ADMIN_ORDER_SORTS, ADMIN_ORDER_STATUS_FILTERS, ADMIN_ORDERS_MAX_LIMIT, type AdminOrderStatsJSON } from "@/lib/schemas/admin-order";
import { fromQuery, optionalText, wholeNumber } from "@/lib/schemas/query-values";
import type { Order } from "@/lib/types/order";
import { db } from "@/server/db";
import { paise } from "@/server/db-money";
import { escapeLike } from "@/server/escape-like";
import { orderSelect, toOrder } from "@/server/orders/order-row";

// GET /api/order/all (back office §2 Admin orders): every order, paged, filtered, searched and
// sorted by the database. The search matches a substring of the order number, the customer's name
// or e-mail, literally (escaped ILIKE; trigram indexes, migration 20261125100000_admin_orders).
// The stats count every order (not the page's filter) with one GROUP BY status: never by loading
// orders, so they cost the same at 50,000 orders as at 50.

const MAX_PAGE = 10_000;

export const ZAdminOrderListQuery = z.object({
  page: wholeNumber(1, MAX_PAGE, 1),
  limit: wholeNumber(1, ADMIN_ORDERS_MAX_LIMIT, 20),
  q: optionalText(100),
  status: z.preprocess(fromQuery, z.enum(ADMIN_ORDER_STATUS_FILTERS, { error: ORDER_ADMIN_MSG.badStatus }).optional()),
  /** Only cash-on-delivery orders (issue 21). */
  method: z.preprocess(fromQuery, z.enum(["cod"], { error: "must be cod" }).optional()),
  sort: z.preprocess(fromQuery, z.enum(ADMIN_ORDER_SORTS, { error: `must be one of ${ADMIN_ORDER_SORTS.join(", ")}` }).default("createdAt")),
  order: z.preprocess(fromQuery, z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc")),
});
export type AdminOrderListQuery = z.infer<typeof ZAdminOrderListQuery>;

export interface AdminOrderPage {
  orders: Order[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  stats: AdminOrderStatsJSON;
}

export async function listAdminOrders(query: AdminOrderListQuery): Promise<AdminOrderPage> {
  const { page, limit, q, status, method, sort, order } = query;
  const where: Prisma.OrderWhereInput = {
    AND: [
      statusWhere(status),
      method ? { paymentMethod: method } : {},
      q
        ? {
            OR: [
              { orderNumber: { contains: escapeLike(q), mode: "insensitive" } },
              { customerName: { contains: escapeLike(q), mode: "insensitive" } },
              { customerEmail: { contains: escapeLike(q), mode: "insensitive" } },
            ],
          }
        : {},
    ],
  };
  const orderBy: Prisma.OrderOrderByWithRelationInput[] = sort === "totalAmount" ? [{ totalPaise: order }, { createdAt: order }, { id: order }] : [{ createdAt: order }, { id: order }];

  const [rows, total, stats] = await Promise.all([
    db.order.findMany({ where, orderBy, skip: (page - 1) * limit, take: limit, select: orderSelect }),
    db.order.count({ where }),
    orderStats(),
  ]);
  return { orders: rows.map(toOrder), total, page, pages: Math.ceil(total / limit), limit, stats };
}

/**
 * The status filter: "awaiting_confirmation" is a cash-on-delivery order not yet confirmed (draft,
 * cod); "draft" is every other draft (an order request), so each order is found under the words its
 * badge shows.
 */
function statusWhere(status: AdminOrderListQuery["status"]): Prisma.OrderWhereInput {
  if (!status) return {};
  if (status === "awaiting_confirmation") return { status: "draft", paymentMethod: "cod" };
  if (status === "draft") return { status: "draft", OR: [{ paymentMethod: null }, { paymentMethod: { not: "cod" } }] };
  return { status };
}

const PENDING = new Set(["draft", "acknowledged", "payment_pending"]);

/** The list's stats (back office §2, §9): all orders, revenue of delivered ones, pending, completed. */
export async function orderStats(): Promise<AdminOrderStatsJSON> {
  const groups = await db.order.groupBy({ by: ["status"], _count: { _all: true }, _sum: { totalPaise: true } });
  let total = 0;
  let pending = 0;
  let completed = 0;
  let revenuePaise = 0;
  for (const group of groups) {
    total += group._count._all;
    if (PENDING.has(group.status)) pending += group._count._all;
    if (group.status === "delivered") {
      completed += group._count._all;
      revenuePaise += paise(group._sum.totalPaise ?? 0);
    }
  }
  return { total, revenue: paiseToRupees(revenuePaise), pending, completed };
}
