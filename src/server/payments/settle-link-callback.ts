import "server-only";
import { href } from "@/lib/links";
import { ZPaymentLinkId, ZRazorpayPaymentId } from "@/lib/schemas/payment";
import { db } from "@/server/db";
import { paymentKeySecret } from "./gateway";
import { settleOrRefund } from "./settle-or-refund";
import { isValidPaymentLinkSignature } from "./signatures";

/**
 * Razorpay's redirect after a payment-link payment (GET /api/payments/link-callback?razorpay_…).
 * The query is signed with the key secret; only a valid signature with status "paid" settles the
 * order (through settlePayment, racing the payment_link.paid webhook harmlessly). Returns where to
 * send the shopper: the success page for a paid order, else the tracking page. Never throws: a
 * person arrives here, so any failure becomes the tracking page, never an error screen.
 */
export async function settleLinkCallback(query: URLSearchParams): Promise<string> {
  try {
    const single = (name: string) => {
      const values = query.getAll(name);
      return values.length === 1 ? values[0]!.slice(0, 200) : "";
    };
    const razorpayPaymentId = single("razorpay_payment_id");
    const paymentLinkId = single("razorpay_payment_link_id");
    const referenceId = single("razorpay_payment_link_reference_id");
    const status = single("razorpay_payment_link_status");
    const signature = single("razorpay_signature");

    if (!ZPaymentLinkId.safeParse(paymentLinkId).success || !ZRazorpayPaymentId.safeParse(razorpayPaymentId).success) return href.trackOrder();
    if (!isValidPaymentLinkSignature({ paymentLinkId, referenceId, status, razorpayPaymentId }, signature, paymentKeySecret())) return href.trackOrder();
    const payment = await db.payment.findUnique({ where: { paymentLinkId }, select: { id: true, order: { select: { orderNumber: true } } } });
    if (!payment) return href.trackOrder();
    if (status !== "paid") return href.trackOrder(payment.order.orderNumber);

    const settled = await settleOrRefund({ paymentId: payment.id, razorpayPaymentId, razorpaySignature: signature, actor: "customer" });
    return settled.result === "paid" ? href.paymentSuccess(settled.order.orderNumber) : href.trackOrder(settled.order.orderNumber);
  } catch (error) {
    console.error("Payment-link callback failed", error);
    return href.trackOrder();
  }
}
