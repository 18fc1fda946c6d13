import "server-only";
import { absoluteUrl } from "@/env";
import { CART_MSG } from "@/lib/messages/cart";
import { COD_MSG } from "@/lib/messages/cod";
import { RETURN_DAYS, SHOP } from "@/lib/constants";
import { formatDate, formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { OFFER_DOC_MSG } from "@/lib/messages/offer-documents";
import { ORDER_DOC_MSG } from "@/lib/messages/order-document";
import { SELL_MSG } from "@/lib/messages/selling";
import type { Order, OrderLine, OrderStatus } from "@/lib/types/order";
import type { Mail } from "@/server/mail/send-mail";

// The order e-mails, as pure templates (text and HTML; everything a shopper typed or a product is
// called is escaped in the HTML). src/server/orders/send-order-mail.ts sends them.

/** The statuses the back office may announce with orderStatusMail (placed and paid have mails of their own). */
export type OrderStatusMailStatus = Exclude<OrderStatus, "draft" | "paid">;

export interface OrderStatusMailExtra {
  /** Default: the order's own. */
  courierName?: string | null;
  trackingNumber?: string | null;
  paymentLink?: string | null;
  /** Cancelled: the owner's reason for rejecting a cash-on-delivery order. */
  reason?: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only http(s) links go into an href (a stored link is the gateway's, but never trust a scheme). */
const safeLink = (link: string | null | undefined): string | null => (link && /^https?:\/\//i.test(link) ? link : null);

/** "Silver Ring (LR-5002, Size 12, Silver)": the size of a piece sold by size (issue 42) next to its code. */
function lineTitle(line: OrderLine): string {
  const size = line.sizeLabel ? CART_MSG.sizeLine(line.sizeLabel) : null;
  return [line.productName, `(${[line.productCode, size, line.colorName].filter(Boolean).join(", ")})`].join(" ");
}

/** Issue 44: each offer the order got, as its own line under the pieces ("Offer: Diwali (DIWALI500)", −₹500). */
function offerRows(order: Order): { label: string; amount: string }[] {
  return order.offers.filter((offer) => offer.discountPaise > 0).map((offer) => ({ label: OFFER_DOC_MSG.discountLine(offer), amount: OFFER_DOC_MSG.minus(formatRupees(offer.discountPaise)) }));
}

function linesText(order: Order): string[] {
  return [
    ...order.lines.map((line) => `- ${lineTitle(line)} x ${line.quantity}: ${formatRupees(line.linePricePaise)}`),
    ...offerRows(order).map((row) => `${row.label}: ${row.amount}`),
    ...(order.codFeePaise > 0 ? [`${COD_MSG.codFee}: ${formatRupees(order.codFeePaise)}`] : []),
    ORDER_DOC_MSG.orderMailShippingFree,
    `${ORDER_DOC_MSG.orderMailTotal}: ${formatRupees(order.totalPaise)}`,
  ];
}

const CELL = 'style="padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left"';
const NUMBER_CELL = 'style="padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:right;white-space:nowrap"';

function linesHtml(order: Order): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td ${CELL}>${escapeHtml(lineTitle(line))}</td><td ${NUMBER_CELL}>${line.quantity}</td>` +
        `<td ${NUMBER_CELL}>${escapeHtml(formatRupees(line.linePricePaise))}</td></tr>`,
    )
    .join("");
  const offers = offerRows(order)
    .map((row) => `<tr><td ${CELL} colspan="2">${escapeHtml(row.label)}</td><td ${NUMBER_CELL}>${escapeHtml(row.amount)}</td></tr>`)
    .join("");
  const fee = order.codFeePaise > 0 ? `<tr><td ${CELL} colspan="2">${escapeHtml(COD_MSG.codFee)}</td><td ${NUMBER_CELL}>${escapeHtml(formatRupees(order.codFeePaise))}</td></tr>` : "";
  return (
    '<table style="border-collapse:collapse;width:100%;max-width:560px">' +
    `<thead><tr><th ${CELL}>Item</th><th ${NUMBER_CELL}>Qty</th><th ${NUMBER_CELL}>Price</th></tr></thead>` +
    `<tbody>${rows}${offers}${fee}</tbody>` +
    `<tfoot><tr><td ${CELL} colspan="2">${escapeHtml(ORDER_DOC_MSG.orderMailShippingFree)}</td><td ${NUMBER_CELL}></td></tr>` +
    `<tr><th ${CELL} colspan="2">${escapeHtml(ORDER_DOC_MSG.orderMailTotal)}</th><th ${NUMBER_CELL}>${escapeHtml(formatRupees(order.totalPaise))}</th></tr></tfoot>` +
    "</table>"
  );
}

/** The tracking page of this order (absolute: it is opened from a mail client). */
export function trackingLink(order: Pick<Order, "orderNumber">): string {
  return absoluteUrl(href.trackOrder(order.orderNumber));
}

interface Part {
  text: string[];
  html: string;
}

const paragraph = (text: string): Part => ({ text: [text, ""], html: `<p>${escapeHtml(text)}</p>` });
const link = (label: string, url: string): Part => ({ text: [`${label}: ${url}`, ""], html: `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>` });

/** The shop's phone and e-mail a mail gives for questions: the owner's from Settings (send-order-mail.ts reads them), else the SHOP constants. */
export interface MailContact {
  phone: string;
  email: string;
}

/** A whole mail: greeting, the order's number and date, the parts, and the shop's signature. */
function compose(order: Order, subject: string, parts: Part[], contact: MailContact = SHOP): Mail {
  const heading = `${SELL_MSG.trackOrderResultTitle(order.orderNumber)} (${formatDate(order.createdAt)})`;
  const all: Part[] = [paragraph(ORDER_DOC_MSG.orderMailGreeting(order.contact.name)), { text: [heading, ""], html: `<p><strong>${escapeHtml(heading)}</strong></p>` }, ...parts];
  const footer = ORDER_DOC_MSG.orderMailQuestions(contact.email, contact.phone);
  const text = [...all.flatMap((part) => part.text), footer, "", SHOP.name].join("\n");
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${all.map((part) => part.html).join("")}<p>${escapeHtml(footer)}</p><p>${escapeHtml(SHOP.name)}</p></div>`;
  return { to: order.contact.email, subject, text, html };
}

const lines = (order: Order): Part => ({ text: [...linesText(order), ""], html: linesHtml(order) });

/** 'We have received your order request': the lines, the total and the promise of a payment link within 24 hours. */
export function orderPlacedMail(order: Order, contact?: MailContact): Mail {
  return compose(order, ORDER_DOC_MSG.orderMailPlacedSubject(order.orderNumber), [
    paragraph(ORDER_DOC_MSG.orderMailPlacedIntro),
    lines(order),
    paragraph(ORDER_DOC_MSG.orderMailPaymentLinkPromise),
    link(ORDER_DOC_MSG.orderMailTrack, trackingLink(order)),
  ], contact);
}

/** A cash-on-delivery order was placed: the lines with the fee, the total to pay at the door, and the confirmation call to come. */
export function codPlacedMail(order: Order, contact?: MailContact): Mail {
  return compose(order, COD_MSG.mailPlacedSubject(order.orderNumber), [
    paragraph(COD_MSG.mailPlacedIntro),
    lines(order),
    paragraph(COD_MSG.mailAwaitsCall),
    paragraph(COD_MSG.mailPayOnDelivery(order.totalPaise)),
    link(ORDER_DOC_MSG.orderMailTrack, trackingLink(order)),
  ], contact);
}

/** 'Payment received': the lines, the total, what happens next, the invoice (when issued) and the tracking link. */
export function paymentReceivedMail(order: Order, { invoiceNumber }: { invoiceNumber?: string | null } = {}, contact?: MailContact): Mail {
  return compose(order, ORDER_DOC_MSG.orderMailPaidSubject(order.orderNumber), [
    paragraph(ORDER_DOC_MSG.orderMailPaidIntro),
    lines(order),
    paragraph(ORDER_DOC_MSG.orderMailPaidNext),
    ...(invoiceNumber ? [paragraph(ORDER_DOC_MSG.orderMailInvoice(invoiceNumber))] : []),
    link(ORDER_DOC_MSG.orderMailTrack, trackingLink(order)),
  ], contact);
}

/** What a status mail says about the new status. */
function statusParts(order: Order, status: OrderStatusMailStatus, extra: OrderStatusMailExtra): Part[] {
  switch (status) {
    case "acknowledged":
      return [paragraph(ORDER_DOC_MSG.orderMailAcknowledged)];
    case "payment_pending": {
      const payment = safeLink(extra.paymentLink ?? order.paymentLink);
      return payment
        ? [paragraph(ORDER_DOC_MSG.orderMailPaymentPending), link(SELL_MSG.trackOrderPayNow, payment), lines(order)]
        : [paragraph(ORDER_DOC_MSG.orderMailPaymentLinkMissing), lines(order)];
    }
    case "processing":
      return [paragraph(ORDER_DOC_MSG.orderMailProcessing)];
    case "confirmed":
      return [paragraph(COD_MSG.mailConfirmed), paragraph(COD_MSG.mailPayOnDelivery(order.totalPaise))];
    case "shipped": {
      const courier = extra.courierName ?? order.courierName;
      const tracking = extra.trackingNumber ?? order.trackingNumber;
      return [
        paragraph(ORDER_DOC_MSG.orderMailShipped),
        ...(courier ? [paragraph(ORDER_DOC_MSG.orderMailShippedCourier(courier))] : []),
        ...(tracking ? [paragraph(ORDER_DOC_MSG.orderMailShippedTracking(tracking))] : []),
        lines(order),
      ];
    }
    case "delivered":
      return [paragraph(ORDER_DOC_MSG.orderMailDelivered), paragraph(ORDER_DOC_MSG.orderMailDeliveredReturns(RETURN_DAYS))];
    case "cancelled":
      // A paid order that is cancelled is refunded (sold out at payment, or cancelled by the shop).
      if (extra.reason) return [paragraph(ORDER_DOC_MSG.orderMailCancelled), paragraph(COD_MSG.mailRejected(extra.reason))];
      return order.paidAt || order.refundDue
        ? [paragraph(ORDER_DOC_MSG.orderMailCancelled), paragraph(ORDER_DOC_MSG.orderMailCancelledRefund(formatRupees(order.totalPaise)))]
        : [paragraph(ORDER_DOC_MSG.orderMailCancelled)];
  }
}

/**
 * A status change for the shopper (the back office sends it): acknowledged, payment pending with
 * the link, processing, shipped with the courier and tracking number, delivered, or cancelled (with
 * the refund when the order had been paid). Each ends with the link to the tracking page.
 */
export function orderStatusMail(order: Order, status: OrderStatusMailStatus, extra: OrderStatusMailExtra = {}, contact?: MailContact): Mail {
  return compose(order, ORDER_DOC_MSG.orderMailStatusSubject(order.orderNumber, SELL_MSG.orderStatusLabel[status]), [
    ...statusParts(order, status, extra),
    link(ORDER_DOC_MSG.orderMailTrack, trackingLink(order)),
  ], contact);
}
