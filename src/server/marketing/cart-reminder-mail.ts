import "server-only";
import { SHOP } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import type { ServerCart } from "@/lib/types/cart";
import { lineInStock, linePricePaise } from "@/server/cart/cart-rules";
import type { QueuedMail } from "@/server/notify/mail-types";

// The cart reminder's words (issue 45): one calm mail, the cart's pieces at today's prices, the link
// that opens the cart, and how to stop these mails (the link in the text; the List-Unsubscribe
// header comes from `unsubscribeUrl`). No countdowns, no "only 1 left".

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CartReminderMailInput {
  name: string;
  cart: ServerCart;
  cartUrl: string;
  /** The page that unsubscribes (the mail's text). */
  unsubscribePageUrl: string;
  /** The one-click address (the List-Unsubscribe header). */
  unsubscribePostUrl: string;
}

interface MailLine {
  text: string;
  price: string;
}

/** One line of the mail: "Moon ring (size 12) × 2" and its price today, or "sold out for now". */
function mailLines(cart: ServerCart): MailLine[] {
  return cart.lines.map((line) => {
    const size = line.size ? ` (size ${line.size.label})` : "";
    const qty = line.qty > 1 ? ` × ${line.qty}` : "";
    const price = lineInStock(line) ? formatRupees(linePricePaise(line) * line.qty) : "sold out for now";
    return { text: `${line.product.name}${size}${qty}`, price };
  });
}

export function cartReminderMail({ name, cart, cartUrl, unsubscribePageUrl, unsubscribePostUrl }: CartReminderMailInput): QueuedMail {
  const lines = mailLines(cart);
  const total = formatRupees(cart.totalPaise);
  const text = [
    `Hello ${name},`,
    "",
    `You left these pieces in your cart at ${SHOP.name}. Here they are at today's prices:`,
    "",
    ...lines.map((line) => `- ${line.text}: ${line.price}`),
    "",
    `Total today: ${total}`,
    "",
    `Your cart: ${cartUrl}`,
    "",
    "We send this once for this cart. If you would rather not hear from us, stop these mails here:",
    unsubscribePageUrl,
    "",
    SHOP.name,
  ].join("\n");
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    `<p>You left these pieces in your cart at ${escapeHtml(SHOP.name)}. Here they are at today's prices:</p>` +
    `<ul>${lines.map((line) => `<li>${escapeHtml(line.text)}: ${escapeHtml(line.price)}</li>`).join("")}</ul>` +
    `<p>Total today: <strong>${escapeHtml(total)}</strong></p>` +
    `<p><a href="${escapeHtml(cartUrl)}">Open your cart</a></p>` +
    `<p>We send this once for this cart. If you would rather not hear from us, <a href="${escapeHtml(unsubscribePageUrl)}">stop these mails</a>.</p>` +
    `<p>${escapeHtml(SHOP.name)}</p>`;
  return { subject: `Your cart at ${SHOP.name}`, text, html, unsubscribeUrl: unsubscribePostUrl };
}
