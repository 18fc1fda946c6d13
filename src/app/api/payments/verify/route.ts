import { SELL_MSG } from "@/lib/messages/selling";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { VERIFY_MAX_BODY_BYTES } from "@/server/payments/payment-rules";
import { verifyCheckoutPayment } from "@/server/payments/verify-checkout-payment";

// POST /api/payments/verify (back office §3 'Verify request'): body { orderId, razorpayOrderId,
// razorpayPaymentId, razorpaySignature, metadata? } → 200 { status: 1, msg, data: { order: { id,
// orderNumber, status }, transaction: { razorpayPaymentId } } }. 400 bad body or signature (nothing
// changes), 409 the money cannot pay the order (a piece sold out meanwhile: refunded), 429.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: VERIFY_MAX_BODY_BYTES });
  const verified = await verifyCheckoutPayment({ body, address: clientAddress(request.headers) });
  return ok(
    { data: { order: verified.order, transaction: { razorpayPaymentId: verified.razorpayPaymentId } } },
    SELL_MSG.paymentVerified,
    { headers: { "Cache-Control": "no-store" } },
  );
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
