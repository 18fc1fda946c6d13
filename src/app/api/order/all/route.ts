import { connection } from "next/server";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { adminOrderJSON } from "@/server/admin/orders/admin-order-json";
import { ZAdminOrderListQuery, listAdminOrders } from "@/server/admin/orders/list-admin-orders";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/order/all?page=1&limit=20&q=&status=&sort=createdAt|totalAmount&order=desc (back office
// §7) → { orders, total, page, pages, limit, stats: { total, revenue, pending, completed } }. Read
// fresh per request, never cached.
export const GET = route({ auth: "admin", permission: "orders" }, async (request) => {
  await connection();
  const query = parseQuery(request, ZAdminOrderListQuery);
  const result = await listAdminOrders(query);
  return ok({ ...result, orders: result.orders.map(adminOrderJSON) }, ORDER_ADMIN_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
