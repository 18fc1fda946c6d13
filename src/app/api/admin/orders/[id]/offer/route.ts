import { z } from "zod";
import { OFFER_MSG } from "@/lib/messages/offers";
import { normaliseCode } from "@/lib/offers/code";
import { ZOrderIdParams } from "@/lib/schemas/admin-order";
import { getAdminOrder } from "@/server/admin/orders/get-admin-order";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, describeZodError, parseParams, route } from "@/server/http/route";
import { setOrderRequestCode } from "@/server/offers/order-request-offer";

// The coupon code of an order request (issue 44), before its payment link is sent:
//   PUT    /api/admin/orders/{id}/offer { code } → { order }: the code applied (its refusal in the shopper's words);
//   DELETE /api/admin/orders/{id}/offer          → { order }: the code removed (automatic offers stay).
// Both answer the order as GET /api/admin/orders/{id} does; 409 once the request is not a draft or
// acknowledged. Permission "orders"; audited.

const ZOfferCodeBody = z.object({ code: z.string({ error: OFFER_MSG.couponRequired }).trim().min(1, { error: OFFER_MSG.couponRequired }).max(40, { error: OFFER_MSG.couponTooLong }) });

export const PUT = route({ auth: "admin", permission: "orders" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZOrderIdParams);
  const parsed = ZOfferCodeBody.safeParse(await readJsonBody(request, { maxBytes: 4 * 1024 }));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? describeZodError(parsed.error));
  await setOrderRequestCode({ admin, id, code: parsed.data.code });
  return ok({ order: await getAdminOrder(id) }, OFFER_MSG.requestOfferSaved(normaliseCode(parsed.data.code)), { headers: { "Cache-Control": "no-store" } });
});

export const DELETE = route({ auth: "admin", permission: "orders" }, async (_request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZOrderIdParams);
  await setOrderRequestCode({ admin, id, code: null });
  return ok({ order: await getAdminOrder(id) }, OFFER_MSG.requestOfferRemoved, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
