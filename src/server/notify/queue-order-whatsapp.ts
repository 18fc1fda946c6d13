import "server-only";
import { RETURN_DAYS } from "@/lib/constants";
import { whatsappNumber } from "@/lib/notify/phone";
import { type OrderWhatsAppEvent, type ReturnFacts, type ReturnWhatsAppStep, type WhatsAppContent, orderWhatsApp, returnWhatsApp } from "@/lib/notify/templates";
import type { Order, OrderStatus } from "@/lib/types/order";
import { db } from "@/server/db";
import { trackingLink } from "@/server/mail/order-mails";
import { dispatchSoon } from "./dispatch-soon";
import { whatsappOrderRef } from "./order-ref";
import { retryDueNotifications, sendNotificationNow } from "./whatsapp";

// Queuing an order update on WhatsApp (issue 22 part 3), beside its e-mail. Only when the order's
// shopper ticked "Send me order updates on WhatsApp" (Order.whatsappOptIn) and its phone is an
// Indian mobile. One Notification per order and event (dedupeKey "order:<id>:<event>", inserted with
// ON CONFLICT DO NOTHING), so a step that runs twice never sends twice. Call these AFTER the order's
// transaction has committed. They NEVER throw and never hold the shopper's answer: the message is
// sent after the response (or within a short wait outside a request); a failure is retried later
// (send-due.ts) and shown to the owner on /admin/notifications.

export interface QueueWhatsAppInput {
  orderId: string;
  /** Unique within the order: "paid", "shipped", "return:RT-0001:approved"... */
  event: string;
  content: WhatsAppContent;
  now?: Date;
}

/** Queues one message and starts sending it; the Notification's id, or null when none was queued. */
export async function queueOrderWhatsApp({ orderId, event, content, now = new Date() }: QueueWhatsAppInput): Promise<string | null> {
  try {
    const order = await db.order.findUnique({ where: { id: orderId }, select: { whatsappOptIn: true, customerPhone: true } });
    if (!order?.whatsappOptIn) return null;
    const to = whatsappNumber(order.customerPhone);
    if (!to) return null;
    const created = await db.notification.createManyAndReturn({
      data: [{ dedupeKey: `order:${orderId}:${event}`, orderId, to, template: content.template, params: content.params, nextAttemptAt: now, createdAt: now }],
      skipDuplicates: true,
      select: { id: true },
    });
    const id = created[0]?.id;
    if (!id) return null; // already queued for this event
    await dispatchSoon(`WhatsApp message ${content.template} for order ${orderId}`, async () => {
      await sendNotificationNow(id);
      // Opportunistic: the other messages whose next try is due go with it.
      await retryDueNotifications();
    });
    return id;
  } catch (error) {
    console.error(`WhatsApp message "${event}" for order ${orderId} was not queued`, error);
    return null;
  }
}

/** The event of an order e-mail (send-order-mail.ts's kinds), or null when it has no WhatsApp message. */
export function orderEventOf(kind: "placed" | "paid" | "status", status: OrderStatus): OrderWhatsAppEvent | null {
  if (kind === "placed") return "placed";
  if (kind === "paid") return "paid";
  return status === "confirmed" || status === "shipped" || status === "delivered" || status === "cancelled" ? status : null;
}

/** The WhatsApp twin of an order e-mail (src/server/orders/send-order-mail.ts calls it after the mail). */
export async function queueOrderUpdateWhatsApp(
  kind: "placed" | "paid" | "status",
  order: Order,
  extra: { status?: OrderStatus; courierName?: string | null; trackingNumber?: string | null; reason?: string | null } = {},
): Promise<void> {
  try {
    const event = orderEventOf(kind, extra.status ?? order.status);
    if (!event) return;
    const content = orderWhatsApp(event, {
      name: order.contact.name,
      // With the sizes of the pieces sold by size (issue 42), when it has any.
      orderNumber: whatsappOrderRef(order),
      totalPaise: order.totalPaise,
      trackingUrl: trackingLink(order),
      paymentMethod: order.paymentMethod,
      source: order.source,
      courierName: extra.courierName ?? order.courierName,
      trackingNumber: extra.trackingNumber ?? order.trackingNumber,
      refunded: Boolean(order.paidAt || order.refundDue),
      reason: extra.reason ?? null,
      returnDays: RETURN_DAYS,
    });
    if (content) await queueOrderWhatsApp({ orderId: order.id, event, content });
  } catch (error) {
    console.error(`WhatsApp message "${kind}" for ${order.orderNumber} was not queued`, error);
  }
}

export interface ReturnWhatsAppInput extends Omit<ReturnFacts, "name" | "orderNumber" | "trackingUrl"> {
  orderId: string;
  now?: Date;
}

/**
 * The WhatsApp message of a return step (requested, approved, rejected, picked_up, received,
 * refunded, exchanged), once per return and step. For the returns code: call it after the step's
 * transaction has committed, beside the step's e-mail. Never throws.
 */
export async function queueReturnWhatsApp(step: ReturnWhatsAppStep, { orderId, now, ...facts }: ReturnWhatsAppInput): Promise<string | null> {
  try {
    const order = await db.order.findUnique({ where: { id: orderId }, select: { orderNumber: true, customerName: true } });
    if (!order) return null;
    const content = returnWhatsApp(step, { ...facts, name: order.customerName, orderNumber: order.orderNumber, trackingUrl: trackingLink(order) });
    return await queueOrderWhatsApp({ orderId, event: `return:${facts.returnNumber}:${step}`, content, now });
  } catch (error) {
    console.error(`WhatsApp message for return ${facts.returnNumber} (${step}) was not queued`, error);
    return null;
  }
}
