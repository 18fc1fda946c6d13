import "server-only";
import { absoluteUrl } from "@/env";
import { cartReminderWhatsApp } from "@/lib/notify/templates";
import { lineInStock } from "@/server/cart/cart-rules";
import { readCart } from "@/server/cart/read-cart";
import { db } from "@/server/db";
import { isUniqueViolation } from "@/server/errors";
import { readConsent } from "@/server/marketing/consent";
import { queueMails } from "@/server/notify/queue-mail";
import { unsubscribePageUrl, unsubscribePostUrl } from "@/server/notify/unsubscribe-link";
import { cartReminderMail } from "./cart-reminder-mail";

// Cart reminders (issue 45). A signed-in customer's cart is their CartItem rows; it is known by when
// its oldest line was added (cartStartedAt), so a cart emptied by an order and filled again is a new
// cart. A reminder is due when ALL of these hold:
//   - the customer is active and their address agreed to marketing mails (MarketingConsent.mail), or
//     to WhatsApp with a number (.whatsapp and .phone): each channel only where it agreed;
//   - the cart has a piece that can be bought now, and its last change (max CartItem.updatedAt) is at
//     least 24 hours ago;
//   - no order of theirs was created after that last change (an ordered cart is never reminded);
//   - no reminder exists for this cart (never twice for the same cart), and none was sent to them in
//     the last 7 days (at most one a week).
// The CartReminder row and its messages are written in ONE transaction: the unique index on
// (customerId, cartStartedAt) makes two sweeps at once write one reminder and queue its messages once.

/** The mail's link to the cart: GET /api/cart/open sends a signed-in customer to /cart, anyone else through the login to it. */
export const CART_LINK_PATH = "/api/cart/open";
export const CART_IDLE_MS = 24 * 60 * 60 * 1000;
export const REMINDER_GAP_MS = 7 * 24 * 60 * 60 * 1000;

interface IdleCart {
  customerId: string;
  cartStartedAt: Date;
  lastChangeAt: Date;
}

/** Carts whose last change is at least 24 hours before `now`, oldest change first. */
async function idleCarts(now: Date): Promise<IdleCart[]> {
  const groups = await db.cartItem.groupBy({
    by: ["customerId"],
    _min: { createdAt: true },
    _max: { updatedAt: true },
    having: { updatedAt: { _max: { lte: new Date(now.getTime() - CART_IDLE_MS) } } },
    orderBy: { customerId: "asc" },
  });
  return groups.flatMap((group) =>
    group._min.createdAt && group._max.updatedAt ? [{ customerId: group.customerId, cartStartedAt: group._min.createdAt, lastChangeAt: group._max.updatedAt }] : [],
  );
}

/** Writes one cart's reminder and its messages if it is still due; the queued messages' ids. */
async function remindCart(cart: IdleCart, now: Date): Promise<string[]> {
  try {
    return await db.$transaction(async (tx) => {
      const customer = await tx.customer.findUnique({ where: { id: cart.customerId }, select: { name: true, email: true, active: true } });
      if (!customer?.active) return [];
      const consent = await readConsent(tx, customer.email);
      const whatsappTo = consent.whatsapp && consent.phone ? consent.phone : null;
      if (!consent.mail && !whatsappTo) return [];
      const ordered = await tx.order.findFirst({ where: { customerId: cart.customerId, createdAt: { gt: cart.lastChangeAt } }, select: { id: true } });
      if (ordered) return [];
      const earlier = await tx.cartReminder.findFirst({
        where: { customerId: cart.customerId, OR: [{ cartStartedAt: cart.cartStartedAt }, { sentAt: { gt: new Date(now.getTime() - REMINDER_GAP_MS) } }] },
        select: { id: true },
      });
      if (earlier) return [];
      const priced = await readCart(tx, cart.customerId);
      const buyable = priced.lines.filter(lineInStock);
      if (buyable.length === 0) return [];

      const reminder = await tx.cartReminder.create({ data: { customerId: cart.customerId, cartStartedAt: cart.cartStartedAt, sentAt: now }, select: { id: true } });
      const subject = { email: customer.email, list: "marketing" } as const;
      const cartUrl = absoluteUrl(CART_LINK_PATH);
      const ids: string[] = [];
      if (consent.mail) {
        const mail = cartReminderMail({ name: customer.name, cart: priced, cartUrl, unsubscribePageUrl: unsubscribePageUrl(subject), unsubscribePostUrl: unsubscribePostUrl(subject) });
        ids.push(...(await queueMails(tx, [{ dedupeKey: `cart-reminder:${reminder.id}:email`, to: customer.email, template: "cart_reminder", mail, now }])));
      }
      if (whatsappTo) {
        const pieces = buyable.reduce((sum, line) => sum + line.qty, 0);
        const message = cartReminderWhatsApp({ name: customer.name, pieces, totalPaise: priced.totalPaise, cartUrl, unsubscribeUrl: unsubscribePageUrl(subject) });
        const row = await tx.notification.create({
          data: { dedupeKey: `cart-reminder:${reminder.id}:whatsapp`, channel: "whatsapp", to: whatsappTo, template: message.template, params: message.params, nextAttemptAt: now, createdAt: now },
          select: { id: true },
        });
        ids.push(row.id);
      }
      return ids;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return []; // another sweep reminded this cart first
    throw error;
  }
}

/**
 * Queues the cart reminders that are due at `now`; how many reminders were queued. It only queues:
 * its caller, `npm run maintenance -- notifications`, sends what is due right after.
 */
export async function queueDueCartReminders(now: Date = new Date()): Promise<{ queued: number }> {
  let queued = 0;
  for (const cart of await idleCarts(now)) {
    if ((await remindCart(cart, now)).length > 0) queued += 1;
  }
  return { queued };
}
