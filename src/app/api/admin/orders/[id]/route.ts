import { connection } from "next/server";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { ZAdminOrderNotes, ZOrderIdParams } from "@/lib/schemas/admin-order";
import { getAdminOrder } from "@/server/admin/orders/get-admin-order";
import { updateAdminNotes } from "@/server/admin/orders/update-admin-notes";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, describeZodError, parseParams, route } from "@/server/http/route";

// GET /api/admin/orders/{id} → { order } (the detail the spec leaves unnamed: lines, address,
// notes, payments with the gateway's ids, history, admin notes, payment link, courier, tracking).
export const GET = route({ auth: "admin", permission: "orders" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection();
  const { id } = await parseParams(context, ZOrderIdParams);
  return ok({ order: await getAdminOrder(id) }, ORDER_ADMIN_MSG.found, { headers: { "Cache-Control": "no-store" } });
});

// PATCH /api/admin/orders/{id} { adminNotes } → { order }: the owner's private notes, audited.
export const PATCH = route({ auth: "admin", permission: "orders" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZOrderIdParams);
  const parsed = ZAdminOrderNotes.safeParse(await readJsonBody(request, { maxBytes: 32 * 1024 }));
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  await updateAdminNotes({ admin, id, adminNotes: parsed.data.adminNotes });
  return ok({ order: await getAdminOrder(id) }, ORDER_ADMIN_MSG.notesSaved, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods({ GET, PATCH });
