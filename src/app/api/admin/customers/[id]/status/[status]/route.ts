import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { changeCustomerStatus } from "@/server/admin/customers/change-customer-status";
import { ZCustomerStatusParams, adminCustomerJSON } from "@/server/admin/customers/customer-record";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// PATCH /api/admin/customers/{id}/status/{true|false} → { customer }: false deactivates (their
// sessions end at their next request and they can no longer log in), true activates.
export const PATCH = route({ auth: "admin", permission: "customers" }, async (_request, context: RouteContext<{ id: string; status: string }>, { admin }) => {
  const { id, status } = await parseParams(context, ZCustomerStatusParams);
  const active = status === "true";
  const customer = await changeCustomerStatus({ admin, id, active });
  return ok({ customer: adminCustomerJSON(customer) }, active ? CUSTOMER_MSG.activated : CUSTOMER_MSG.deactivated, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
