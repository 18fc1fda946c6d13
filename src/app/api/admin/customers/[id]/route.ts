import { connection } from "next/server";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { customerDetail } from "@/server/admin/customers/customer-detail";
import { ZCustomerIdParams, adminCustomerJSON, customerOrderJSON } from "@/server/admin/customers/customer-record";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// GET /api/admin/customers/{id} → { customer, orders: [{ _id, orderNumber, status, totalAmount, createdAt }] }.
export const GET = route({ auth: "admin", permission: "customers" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection();
  const { id } = await parseParams(context, ZCustomerIdParams);
  const { customer, orders } = await customerDetail(id);
  return ok({ customer: adminCustomerJSON(customer), orders: orders.map(customerOrderJSON) }, CUSTOMER_MSG.found, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
