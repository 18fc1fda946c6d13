import "server-only";
import type { Order, OrderStatus } from "@/lib/types/order";
import { db } from "@/server/db";
import { type OrderStatusMailExtra, codPlacedMail, orderPlacedMail, orderStatusMail, paymentReceivedMail } from "@/server/mail/order-mails";
import { type Mail, sendMail } from "@/server/mail/send-mail";
import { queueOrderUpdateWhatsApp } from "@/server/notify/queue-order-whatsapp";
import { readShopContact } from "@/server/site/get-shop-contact";

export type OrderMailKind = "placed" | "paid" | "status";

export interface OrderMailExtra extends OrderStatusMailExtra {
  /** For "status": the status to announce (default: the order's current one). */
  status?: OrderStatus;
  /** For "paid": the invoice's number; looked up when not given. */
  invoiceNumber?: string | null;
}

/**
 * Sends one of the order e-mails to the address on the order: "placed" (an order request was
 * received; a checkout order awaiting its payment gets none, its payment mail follows), "paid"
 * (payment received), or "status" (the back office's status change). NEVER throws: a mail that
 * cannot be built or sent is logged, and the sale or the status change that called it stands.
 * Call it after the order's transaction has committed. The same update also goes on WhatsApp when
 * the shopper opted in (src/server/notify/queue-order-whatsapp.ts).
 */
export async function sendOrderMail(kind: OrderMailKind, order: Order, extra: OrderMailExtra = {}): Promise<void> {
  try {
    const mail = await buildMail(kind, order, extra);
    if (mail) await sendMail(mail);
  } catch (error) {
    console.error(`order mail "${kind}" for ${order.orderNumber} was not sent`, error);
  }
  // Its WhatsApp twin, when the shopper opted in (never throws; sent after the answer).
  await queueOrderUpdateWhatsApp(kind, order, extra);
}

async function buildMail(kind: OrderMailKind, order: Order, extra: OrderMailExtra): Promise<Mail | null> {
  const status: OrderStatus = kind === "placed" ? "draft" : kind === "paid" ? "paid" : (extra.status ?? order.status);
  if (status === "draft" && order.paymentMethod !== "cod" && order.source === "checkout") return null;
  // The shop's phone and e-mail for questions: the owner's, from Settings (never the demo's once set).
  const contact = await readShopContact();
  if (status === "draft") return order.paymentMethod === "cod" ? codPlacedMail(order, contact) : orderPlacedMail(order, contact);
  if (status === "paid") {
    const invoiceNumber = extra.invoiceNumber !== undefined ? extra.invoiceNumber : await invoiceNumberOf(order.id);
    return paymentReceivedMail(order, { invoiceNumber }, contact);
  }
  return orderStatusMail(order, status, extra, contact);
}

async function invoiceNumberOf(orderId: string): Promise<string | null> {
  const invoice = await db.invoice.findUnique({ where: { orderId }, select: { number: true } });
  return invoice?.number ?? null;
}
