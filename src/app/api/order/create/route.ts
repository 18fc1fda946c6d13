import { SELL_MSG } from "@/lib/messages/selling";
import { paiseToRupees } from "@/lib/format";
import { customerFromRequest } from "@/server/auth/authorize";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { ORDER_REQUEST_MAX_BODY_BYTES } from "@/server/orders/order-request-rules";
import { sendOrderMail } from "@/server/orders/send-order-mail";
import { submitOrderRequest } from "@/server/orders/submit-order-request";

// POST /api/order/create (back office §7), body { customer: { fullname, email, phoneNumber,
// shippingAddress: { street, city, state, pincode, country } }, products: [{ product_id, quantity,
// color_id? }], customerNotes? } → 201 { status: 1, msg, order: { _id, orderNumber, status, totalAmount } }.
// Public (visitors and customers; the order carries the session's customer, never an id from the
// body), only from the shop's own pages (403 cross-site), JSON only (415), at most 32 KB (413), the
// form's rules (400 with the form's message), priced from the database (404 a deleted piece, 409
// one switched off, sold out or short of the quantity), 10 requests per address per 10 minutes
// (429 with Retry-After). The 'order request received' mail goes out after the order is stored.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: ORDER_REQUEST_MAX_BODY_BYTES });
  const customer = await customerFromRequest(request);
  const order = await submitOrderRequest({ body, address: clientAddress(request.headers), customerId: customer?.id ?? null });
  await sendOrderMail("placed", order);
  return ok(
    { order: { _id: order.id, orderNumber: order.orderNumber, status: order.status, totalAmount: paiseToRupees(order.totalPaise) } },
    SELL_MSG.orderRequestSubmitted,
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
