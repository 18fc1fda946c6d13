import { connection } from "next/server";
import { absoluteUrl } from "@/env";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { settleLinkCallback } from "@/server/payments/settle-link-callback";

// GET /api/payments/link-callback?razorpay_payment_id&razorpay_payment_link_id
// &razorpay_payment_link_reference_id&razorpay_payment_link_status&razorpay_signature: where
// Razorpay sends the shopper after paying a payment link. A valid signature with status paid
// settles the order → 303 to /payment-success?order=…; anything else → 303 to /track-order.
// Never an error page, and never paid without a valid signature.
export const GET = route({ auth: "public" }, async (request) => {
  await connection(); // per request, never prerendered
  const target = await settleLinkCallback(new URL(request.url).searchParams);
  return new Response(null, { status: 303, headers: { Location: absoluteUrl(target), "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
