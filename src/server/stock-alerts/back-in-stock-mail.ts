import "server-only";
import { SHOP } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { type BackInStockFacts, backInStockPiece } from "@/lib/notify/templates";
import type { QueuedMail } from "@/server/notify/mail-types";

// The back-in-stock mail (issue 45): the piece and its size, today's price, a link to its page (with
// the size chosen) and the one-click unsubscribe (RFC 8058 headers through `unsubscribeUrl`, and the
// page's link in the text). Every value is escaped in the HTML.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface BackInStockMailInput extends BackInStockFacts {
  /** The /unsubscribe page (a person's click) and the one-click POST address (the header). */
  unsubscribePage: string;
  unsubscribePost: string;
}

export function backInStockMail(input: BackInStockMailInput): QueuedMail {
  const piece = backInStockPiece(input);
  const price = formatRupees(input.pricePaise);
  const subject = `Back in stock: ${piece}`;
  const text = [
    "Hello,",
    "",
    `Good news: ${piece} is back in stock at ${price}.`,
    "",
    `Order it here: ${input.productUrl}`,
    "",
    "You asked us to tell you when it came back; this is our only message about it. Pieces sell out again quickly.",
    "",
    `Stop these alerts: ${input.unsubscribePage}`,
    "",
    SHOP.name,
  ].join("\n");
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">` +
    "<p>Hello,</p>" +
    `<p>Good news: <strong>${escapeHtml(piece)}</strong> is back in stock at ${escapeHtml(price)}.</p>` +
    `<p><a href="${escapeHtml(input.productUrl)}">Order it here</a></p>` +
    "<p>You asked us to tell you when it came back; this is our only message about it. Pieces sell out again quickly.</p>" +
    `<p style="font-size:13px;color:#6b7280"><a href="${escapeHtml(input.unsubscribePage)}">Stop these alerts</a></p>` +
    `<p>${escapeHtml(SHOP.name)}</p></div>`;
  return { subject, text, html, unsubscribeUrl: input.unsubscribePost };
}
