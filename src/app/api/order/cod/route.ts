import { COD_MSG } from "@/lib/messages/cod";
import { customerFromRequest } from "@/server/auth/authorize";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { placeCodOrder } from "@/server/orders/cod/place-cod-order";
import { PAYMENT_ORDER_MAX_BODY_BYTES } from "@/server/payments/payment-rules";

// POST /api/order/cod (issue 21, cash on delivery): the card checkout's body (POST
// /api/payments/create-order's: metadata { notes, items [{ id, quantity, colorId? }], customer {
// name, email, contact, address { line1, line2, city, state, postalCode } } }; amounts and prices
// ignored) → 201 { status: 1, msg, data: { orderId, orderNumber, totalPaise, codFeePaise, phone } }.
// The order is placed and waits for the shop's confirmation call. Visitors and customers (the order
// carries the session's customer). 400 (the checkout's messages; PIN not served; COD not offered
// there; total over the COD limit), 404 / 409 (a piece gone; too many open COD orders), 413, 415, 429.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: PAYMENT_ORDER_MAX_BODY_BYTES });
  const customer = await customerFromRequest(request);
  const data = await placeCodOrder({ body, address: clientAddress(request.headers), customerId: customer?.id ?? null });
  return ok({ data }, COD_MSG.placed, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
