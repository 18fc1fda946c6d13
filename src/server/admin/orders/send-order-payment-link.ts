import "server-only";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { formatRupees } from "@/lib/format";
import { CARD_PAYMENT_MAX_PAISE } from "@/lib/money-limits";
import type { Order } from "@/lib/types/order";
import { recordAudit } from "@/server/admin/audit";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { badRequest, conflict, notFound } from "@/server/errors";
import { sendOrderMail } from "@/server/orders/send-order-mail";
import { createPaymentLinkForOrder } from "@/server/payments/create-payment-link";

/** From these statuses the back office sends a link: an acknowledged order, or again one awaiting its payment. */
const LINK_FROM = new Set(["acknowledged", "payment_pending"]);

/**
 * POST /api/order/generate-payment-link/{id} (back office §4): the selling issue's
 * createPaymentLinkForOrder makes the gateway's Payment Link for the order's own total (never an
 * amount from the browser) and moves the order to payment_pending with its history step; then the
 * audit entry and the customer's mail with the link. Sending again replaces the order's link: the
 * gateway seam cannot cancel the earlier one, which stays payable until it expires (7 days) and a
 * payment on it still settles this order, once (the webhook pays an order exactly once). A total
 * above Razorpay's per-payment limit (CARD_PAYMENT_MAX_PAISE) is refused in words before the gateway
 * is asked: the link could never be paid.
 */
export async function sendOrderPaymentLink({ admin, id, method }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; method: "phonepe" | "paytm" }): Promise<{ order: Order; url: string }> {
  const before = await db.order.findUnique({ where: { id }, select: { status: true, orderNumber: true, paymentLink: true, paymentMethod: true, totalPaise: true } });
  if (!before) throw notFound(ORDER_ADMIN_MSG.notFound);
  if (!LINK_FROM.has(before.status)) throw conflict(ORDER_ADMIN_MSG.linkNotAllowed(before.status.replace("_", " ")));
  if (before.totalPaise > CARD_PAYMENT_MAX_PAISE) throw badRequest(ORDER_ADMIN_MSG.linkAboveCardLimit(formatRupees(before.totalPaise), formatRupees(CARD_PAYMENT_MAX_PAISE)));

  const created = await createPaymentLinkForOrder({ orderId: id, method, actor: `admin:${admin.id}` });
  // The link exists at the gateway and on the order; an audit write that failed must not hide it.
  try {
    await recordAudit(db, admin, {
      entity: "order",
      entityId: id,
      action: "status",
      summary: `Order ${before.orderNumber}: payment link sent via ${method}`,
      changes: { status: [before.status, "payment_pending"], paymentLink: [before.paymentLink, created.shortUrl], paymentMethod: [before.paymentMethod, method] },
    });
  } catch (error) {
    console.error(`audit of the payment link for ${before.orderNumber} was not written`, error);
  }
  await sendOrderMail("status", created.order, { status: "payment_pending", paymentLink: created.shortUrl });
  return { order: created.order, url: created.shortUrl };
}
