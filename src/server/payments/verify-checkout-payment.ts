import "server-only";
import { OFFER_MSG } from "@/lib/messages/offers";
import { SELL_MSG } from "@/lib/messages/selling";
import { ZVerifyPaymentRequest } from "@/lib/schemas/payment";
import type { Order } from "@/lib/types/order";
import { db } from "@/server/db";
import { badRequest, conflict } from "@/server/errors";
import { describeZodError } from "@/server/http/route";
import { enforceRateLimit } from "@/server/rate-limit";
import { paymentKeySecret } from "./gateway";
import { VERIFY_RATE_LIMIT } from "./payment-rules";
import { settleOrRefund } from "./settle-or-refund";
import { isValidCheckoutSignature } from "./signatures";

export interface VerifiedPayment {
  order: Pick<Order, "id" | "orderNumber" | "status">;
  razorpayPaymentId: string;
}

/**
 * Checkout's success handler reports { orderId, razorpayOrderId, razorpayPaymentId,
 * razorpaySignature }. The signature is checked, in constant time, against the gateway order id WE
 * stored for THAT order (a valid signature of another order, or of an id the caller made up, is
 * refused), then settlePayment pays the order exactly once. Throws AppErrors: 400 (bad body or
 * signature; nothing changes), 409 (the money cannot pay the order: a piece sold out, or the order
 * was cancelled; it is refunded), 429.
 */
export async function verifyCheckoutPayment({ body, address }: { body: unknown; address: string }): Promise<VerifiedPayment> {
  const parsed = ZVerifyPaymentRequest.safeParse(body);
  if (!parsed.success) throw badRequest(`Invalid payment verification. ${describeZodError(parsed.error)}`);
  await enforceRateLimit(VERIFY_RATE_LIMIT, address, SELL_MSG.paymentTooMany);
  const { orderId, razorpayOrderId, razorpayPaymentId, razorpaySignature } = parsed.data;

  const payment = await db.payment.findFirst({
    where: { orderId, kind: "checkout", razorpayOrderId },
    select: { id: true, razorpayOrderId: true },
  });
  const storedOrderId = payment?.razorpayOrderId;
  if (!payment || !storedOrderId || !isValidCheckoutSignature({ razorpayOrderId: storedOrderId, razorpayPaymentId }, razorpaySignature, paymentKeySecret())) {
    throw badRequest(SELL_MSG.paymentVerifyFailed);
  }

  const settled = await settleOrRefund({ paymentId: payment.id, razorpayPaymentId, razorpaySignature, actor: "customer" });
  if (settled.result === "refund") {
    if (settled.outcome === "offer_used_up") throw conflict(OFFER_MSG.usedUpRefund);
    const piece = settled.soldOutPiece ?? (settled.outcome === "sold_out" ? SELL_MSG.paymentSoldOutPiece : null);
    throw conflict(piece ? SELL_MSG.paymentSoldOutRefund(piece) : SELL_MSG.paymentNotPayableRefund);
  }
  const { id, orderNumber, status } = settled.order;
  return { order: { id, orderNumber, status }, razorpayPaymentId };
}
