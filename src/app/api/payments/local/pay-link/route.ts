import { SELL_MSG } from "@/lib/messages/selling";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { payLocalPaymentLink } from "@/server/payments/local-stand-ins";
import { LOCAL_STAND_IN_MAX_BODY_BYTES } from "@/server/payments/payment-rules";

// POST /api/payments/local/pay-link — the local fake gateway only (404 with real keys): Pay / Fail
// payment on the local payment-link page /pay/{linkId}. Body { linkId, outcome } → 200 { status: 1,
// msg, data: { outcome: "success", redirectUrl } | { outcome: "failure", description } }; on success
// the signed payment_link.paid webhook is delivered at the same time. 404 unknown link, 409 paid.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: LOCAL_STAND_IN_MAX_BODY_BYTES });
  const data = await payLocalPaymentLink(body);
  return ok({ data }, data.outcome === "success" ? SELL_MSG.localPaymentAuthorized : SELL_MSG.paymentFailed, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
