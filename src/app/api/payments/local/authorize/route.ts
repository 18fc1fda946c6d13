import { SELL_MSG } from "@/lib/messages/selling";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { authorizeLocalPayment } from "@/server/payments/local-stand-ins";
import { LOCAL_STAND_IN_MAX_BODY_BYTES } from "@/server/payments/payment-rules";

// POST /api/payments/local/authorize — the local fake gateway only (404 with real keys): the local
// Checkout window's Pay / Fail payment. Body { razorpayOrderId, outcome: "success" | "failure" } →
// 200 { status: 1, msg, data: { outcome: "success", razorpay_payment_id, razorpay_order_id,
// razorpay_signature } | { outcome: "failure", error: { code, description, source, step, reason,
// metadata: { order_id, payment_id } } } }. 404 unknown order, 409 already paid.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: LOCAL_STAND_IN_MAX_BODY_BYTES });
  const data = await authorizeLocalPayment(body);
  return ok({ data }, data.outcome === "success" ? SELL_MSG.localPaymentAuthorized : SELL_MSG.paymentFailed, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
