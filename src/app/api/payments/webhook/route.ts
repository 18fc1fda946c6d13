import { SELL_MSG } from "@/lib/messages/selling";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { WEBHOOK_MAX_BODY_BYTES } from "@/server/payments/payment-rules";
import { processWebhook } from "@/server/payments/process-webhook";
import { readBodyText } from "@/server/http/read-body-text";

// POST /api/payments/webhook: Razorpay's webhooks (set this URL and RAZORPAY_WEBHOOK_SECRET in
// Razorpay's dashboard, with payment.captured, payment.failed, order.paid and payment_link.paid).
// The raw body's signature (X-Razorpay-Signature) is checked before parsing; x-razorpay-event-id
// makes a redelivery a no-op. → 200 { status: 1, msg, data: { event, outcome } } for every signed
// event (unknown ones change nothing); 400 missing or wrong signature, or not an event; 413.
export const POST = route({ auth: "public" }, async (request) => {
  const raw = await readBodyText(request, { maxBytes: WEBHOOK_MAX_BODY_BYTES, keepBom: true });
  const result = await processWebhook(raw, request.headers.get("x-razorpay-signature"), request.headers.get("x-razorpay-event-id"));
  return ok({ data: { event: result.event, outcome: result.outcome } }, SELL_MSG.webhookReceived, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
