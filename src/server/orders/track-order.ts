import "server-only";
import { SELL_MSG } from "@/lib/messages/selling";
import { ZTrackOrder, firstTrackError } from "@/lib/schemas/track";
import type { Order, OrderEventEntry } from "@/lib/types/order";
import { db } from "@/server/db";
import { badRequest, notFound } from "@/server/errors";
import { INVOICED_STATUSES } from "@/server/invoices/get-invoice-for-download";
import { enforceRateLimit } from "@/server/rate-limit";
import { getOrderByNumber, listOrderEvents } from "./get-order";
import { TRACK_ADDRESS_RATE_LIMIT, TRACK_ORDER_RATE_LIMIT } from "./tracking-rules";

export interface TrackedOrder {
  order: Order;
  /** Every step the order went through, oldest first. */
  events: OrderEventEntry[];
  /** Whether its GST invoice can be downloaded (issued, and the order not cancelled since). */
  hasInvoice: boolean;
}

/**
 * The tracking page's look-up (the old page showed a fixed demo): the order with this number whose
 * e-mail is this one, compared without regard to case. An unknown number and a wrong e-mail get the
 * same 404 with the same msg after the same single read, so an answer tells a guesser nothing.
 * Well-formed attempts count against the client address (10 / 10 min) and against the order
 * number (20 / hour, from any address), so nobody can try e-mails for a number; both answer 429
 * with Retry-After. Throws AppErrors: 400 (the form's message), 429, 404.
 */
export async function trackOrder({ body, address, now = new Date() }: { body: unknown; address: string; now?: Date }): Promise<TrackedOrder> {
  const parsed = ZTrackOrder.safeParse(body);
  if (!parsed.success) throw badRequest(firstTrackError(parsed.error));
  const { orderNumber, email } = parsed.data;
  await enforceRateLimit(TRACK_ADDRESS_RATE_LIMIT, address, SELL_MSG.trackOrderTooMany, now);
  await enforceRateLimit(TRACK_ORDER_RATE_LIMIT, orderNumber, SELL_MSG.trackOrderTooMany, now);

  const order = await getOrderByNumber(orderNumber);
  if (!order || order.contact.email.toLowerCase() !== email.toLowerCase()) throw notFound(SELL_MSG.trackOrderNotFound);

  const [events, invoice] = await Promise.all([
    listOrderEvents(order.id),
    db.invoice.findUnique({ where: { orderId: order.id }, select: { id: true } }),
  ]);
  return { order, events, hasInvoice: invoice !== null && INVOICED_STATUSES.includes(order.status) };
}
