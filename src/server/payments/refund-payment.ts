import "server-only";
import { db } from "@/server/db";
import { paymentGateway } from "./gateway";

export type RefundResult =
  | { ok: true; refundId: string; alreadyRefunded: boolean }
  | { ok: false; error: string };

/**
 * Refunds a paid payment in full through the gateway: a sale we cannot deliver (a piece sold out
 * while the shopper paid, or an order paid twice). The Payment row is locked for the whole call, so
 * two callers cannot refund one payment twice; the second finds it refunded. On success, in the
 * same transaction: the payment becomes refunded with the gateway's refund id and time, and the
 * order's refundDue flag is cleared unless another of its payments still waits for a refund.
 * Never throws: on a gateway failure it logs, leaves refundDue set (the back office shows it) and
 * returns the failure, so the shopper's answer is never a 500.
 */
export async function refundPayment({ paymentId, reason, now = new Date() }: { paymentId: string; reason: string; now?: Date }): Promise<RefundResult> {
  try {
    return await db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<{ orderId: string; status: string; razorpayPaymentId: string | null; amountPaise: number; refundId: string | null }[]>`
          SELECT "orderId", "status"::text AS "status", "razorpayPaymentId", "amountPaise", "refundId" FROM "Payment" WHERE "id" = ${paymentId} FOR UPDATE`;
        const payment = rows[0];
        if (!payment) return { ok: false, error: "payment not found" } as const;
        if (payment.status === "refunded") return { ok: true, refundId: payment.refundId ?? "", alreadyRefunded: true } as const;
        if (payment.status !== "paid" || !payment.razorpayPaymentId) return { ok: false, error: `payment is ${payment.status}, not paid` } as const;

        const order = await tx.order.findUniqueOrThrow({ where: { id: payment.orderId }, select: { orderNumber: true, status: true } });
        const refund = await paymentGateway().refund({
          razorpayPaymentId: payment.razorpayPaymentId,
          amountPaise: Number(payment.amountPaise),
          notes: { orderId: payment.orderId, orderNumber: order.orderNumber, reason: reason.slice(0, 250) },
        });
        await tx.payment.update({ where: { id: paymentId }, data: { status: "refunded", refundId: refund.id, refundedAt: now } });
        // A cancelled order keeps no payment; any other order keeps exactly one (the one that paid it).
        const stillPaid = await tx.payment.count({ where: { orderId: payment.orderId, status: "paid" } });
        const refundStillDue = order.status === "cancelled" ? stillPaid > 0 : stillPaid > 1;
        if (!refundStillDue) await tx.order.update({ where: { id: payment.orderId }, data: { refundDue: false } });
        return { ok: true, refundId: refund.id, alreadyRefunded: false } as const;
      },
      // The gateway call runs under the row lock; many refunds at once may queue for connections.
      { timeout: 30_000, maxWait: 15_000 },
    );
  } catch (error) {
    console.error(`Refund of payment ${paymentId} failed; the order stays flagged refundDue.`, error);
    return { ok: false, error: error instanceof Error ? error.message : "refund failed" };
  }
}
