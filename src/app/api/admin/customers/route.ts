import { connection } from "next/server";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { adminCustomerJSON } from "@/server/admin/customers/customer-record";
import { ZCustomerListQuery, listAdminCustomers } from "@/server/admin/customers/list-admin-customers";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/admin/customers?page=&limit=&q=&sort=name|email|createdAt&order=asc|desc
// → { customers, total, page, pages, limit, stats: { total, verified, newThisMonth } }. Admin-only
// (the old app loaded every user on every storefront page); read fresh per request.
export const GET = route({ auth: "admin", permission: "customers" }, async (request) => {
  await connection();
  const { rows, ...paging } = await listAdminCustomers(parseQuery(request, ZCustomerListQuery));
  return ok({ customers: rows.map(adminCustomerJSON), ...paging }, CUSTOMER_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
