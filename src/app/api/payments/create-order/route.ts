import { SELL_MSG } from "@/lib/messages/selling";
import { customerFromRequest } from "@/server/auth/authorize";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { createCheckoutPayment } from "@/server/payments/create-checkout-payment";
import { PAYMENT_ORDER_MAX_BODY_BYTES } from "@/server/payments/payment-rules";

// POST /api/payments/create-order (back office §3 'Payment order request'): body { amount, currency,
// receipt, metadata { notes, items [{ id, name, quantity, price, colorId? }], customer { name, email,
// contact, address { line1, line2, city, state, postalCode } } } }; only the item ids, quantities and
// colours, the customer and the notes are read (the amount comes from the database).
// → 201 { status: 1, msg, data: { keyId, amount (paise), currency: "INR", razorpayOrderId, receipt,
// orderId, orderNumber, checkoutScriptUrl } }. Visitors and customers (the order carries the
// session's customer). 400 / 404 / 409 with a msg for the shopper, 413, 415, 429, 503.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: PAYMENT_ORDER_MAX_BODY_BYTES });
  const customer = await customerFromRequest(request);
  const data = await createCheckoutPayment({ body, address: clientAddress(request.headers), customerId: customer?.id ?? null });
  return ok({ data }, SELL_MSG.paymentOrderCreated, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
