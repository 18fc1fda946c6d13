import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { ZOrderIdParams, ZUpdateOrderStatus } from "@/lib/schemas/admin-order";
import { adminOrderJSON } from "@/server/admin/orders/admin-order-json";
import { changeOrderStatus } from "@/server/admin/orders/change-order-status";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, describeZodError, parseParams, route } from "@/server/http/route";

// PATCH /api/order/update-status/{id} { status, courierName?, trackingNumber?, note? } (back office
// §4, §7) → { order }, msg 'Order status updated to {status}'. A move the status table does not
// allow is a 409 saying why; the body carries nothing else (no total, customer or payment).
export const PATCH = route({ auth: "admin", permission: "orders" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZOrderIdParams);
  const parsed = ZUpdateOrderStatus.safeParse(await readJsonBody(request, { maxBytes: 8 * 1024 }));
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  const order = await changeOrderStatus({ admin, id, input: parsed.data });
  return ok({ order: adminOrderJSON(order) }, ORDER_ADMIN_MSG.statusUpdated(order.status), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
