import "server-only";
import type { CustomerOrderSummary } from "@/lib/json/order";
import { db } from "@/server/db";
import { INVOICED_STATUSES } from "@/server/invoices/get-invoice-for-download";
import { CUSTOMER_ORDERS_PAGE_SIZE } from "./tracking-rules";

export interface CustomerOrdersPage {
  orders: CustomerOrderSummary[];
  /** The page given (1-based); past the end it holds no orders. */
  page: number;
  /** At least 1. */
  pages: number;
}

/**
 * One customer's own orders, newest first, a page at a time (the index [customerId, createdAt]
 * serves both the page and the count). Orders placed as a visitor with the same e-mail are not
 * theirs: only orders the signed-in customer placed carry their id.
 */
export async function listCustomerOrders({ customerId, page }: { customerId: string; page: number }): Promise<CustomerOrdersPage> {
  const where = { customerId };
  const [rows, total] = await Promise.all([
    db.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * CUSTOMER_ORDERS_PAGE_SIZE,
      take: CUSTOMER_ORDERS_PAGE_SIZE,
      select: { id: true, orderNumber: true, status: true, totalPaise: true, createdAt: true, invoice: { select: { id: true } } },
    }),
    db.order.count({ where }),
  ]);
  return {
    orders: rows.map(({ invoice, ...order }) => ({ ...order, hasInvoice: invoice !== null && INVOICED_STATUSES.includes(order.status) })),
    page,
    pages: Math.max(1, Math.ceil(total / CUSTOMER_ORDERS_PAGE_SIZE)),
  };
}
