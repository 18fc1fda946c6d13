import "server-only";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { type AdminCustomerRow, type CustomerOrderRow, adminCustomerSelect, customerOrderSelect } from "@/server/admin/customers/customer-record";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";

/** The newest orders a customer's detail shows; ordersCount tells how many there are in all. */
export const CUSTOMER_DETAIL_ORDERS = 50;

/** GET /api/admin/customers/{id}: the customer and their newest orders (on Order(customerId, createdAt)). */
export async function customerDetail(id: string): Promise<{ customer: AdminCustomerRow; orders: CustomerOrderRow[] }> {
  const [customer, orders] = await Promise.all([
    db.customer.findUnique({ where: { id }, select: adminCustomerSelect }),
    db.order.findMany({ where: { customerId: id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: CUSTOMER_DETAIL_ORDERS, select: customerOrderSelect }),
  ]);
  if (!customer) throw notFound(CUSTOMER_MSG.notFound);
  return { customer, orders };
}
