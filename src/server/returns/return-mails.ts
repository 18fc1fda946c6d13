import "server-only";
import { SHOP } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { KIND_LABEL, RETURN_SIZE_MSG, STATUS_LABEL } from "@/lib/returns/return-messages";
import { ORDER_DOC_MSG } from "@/lib/messages/order-document";
import type { ReturnKind, ReturnStatus } from "@/lib/types/returns";
import type { Mail } from "@/server/mail/send-mail";

// The e-mails of a return or exchange request (issue 22), as pure templates (text and HTML;
// everything a shopper or the owner typed and every product name is escaped in the HTML), one per
// step: received, approved, rejected (with the owner's reason), picked up, received, refunded (the
// amount and the credit note's number), exchanged (the replacement order's number).
// src/server/returns/send-return-update.ts sends them after each step has committed.

export type ReturnMailStep = ReturnStatus;

export interface ReturnMailContext {
  to: string;
  customerName: string;
  requestNumber: string;
  orderNumber: string;
  kind: ReturnKind;
  /** sizeLabel / exchangeSizeLabel: the size bought and, for an exchange for another size, the one asked for (issue 42). */
  lines: { productName: string; productCode: string; quantity: number; sizeLabel?: string | null; exchangeSizeLabel?: string | null }[];
  rejectionReason?: string | null;
  refundPaise?: number | null;
  refundMethod?: "gateway" | "bank_transfer" | null;
  creditNoteNumber?: string | null;
  exchangeOrderNumber?: string | null;
  /** The tracking page of the order (absolute). */
  trackingUrl: string;
  /** The shop's phone and e-mail for questions, as the owner set them in Settings. */
  contact: { phone: string; email: string };
}

export const RETURN_MAIL = {
  subject: (step: ReturnMailStep, kind: ReturnKind, requestNumber: string) =>
    step === "requested" ? `We have received your ${KIND_LABEL[kind].toLowerCase()} request ${requestNumber}` : `${KIND_LABEL[kind]} request ${requestNumber}: ${STATUS_LABEL[step].toLowerCase()}`,
  heading: (requestNumber: string, orderNumber: string) => `Request ${requestNumber} for order ${orderNumber}`,
  requested: "We have received your request. We will look at it within two business days and write to you again.",
  approved: "Your request has been approved. Our courier partner will collect the pieces; please keep them packed with their tags and the invoice.",
  rejected: "We are sorry: we cannot accept this request.",
  rejectedReason: (reason: string) => `The reason: ${reason}`,
  pickedUp: "The pieces have been picked up. We will write to you when they reach us.",
  received: (kind: ReturnKind) => (kind === "return" ? "The pieces have reached us and passed our check. Your refund follows shortly." : "The pieces have reached us and passed our check. Your replacement follows shortly."),
  refunded: (amount: number) => `We have refunded ${formatRupees(amount)}.`,
  refundedGateway: "It goes back to the card or account you paid with; banks usually show it within 5–7 business days.",
  refundedBank: "It was sent to your bank account by bank transfer.",
  creditNote: (number: string) => `Credit note: ${number} (you can download it from the order's tracking page).`,
  exchanged: (orderNumber: string) => `Your replacement is on its way as order ${orderNumber}, at no charge. You can follow it on the tracking page.`,
  pieces: "Pieces",
  track: "See your request",
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function stepParagraphs(step: ReturnMailStep, context: ReturnMailContext): string[] {
  switch (step) {
    case "requested":
      return [RETURN_MAIL.requested];
    case "approved":
      return [RETURN_MAIL.approved];
    case "rejected":
      return [RETURN_MAIL.rejected, ...(context.rejectionReason ? [RETURN_MAIL.rejectedReason(context.rejectionReason)] : [])];
    case "picked_up":
      return [RETURN_MAIL.pickedUp];
    case "received":
      return [RETURN_MAIL.received(context.kind)];
    case "refunded":
      return [
        RETURN_MAIL.refunded(context.refundPaise ?? 0),
        context.refundMethod === "bank_transfer" ? RETURN_MAIL.refundedBank : RETURN_MAIL.refundedGateway,
        ...(context.creditNoteNumber ? [RETURN_MAIL.creditNote(context.creditNoteNumber)] : []),
      ];
    case "exchanged":
      return [RETURN_MAIL.exchanged(context.exchangeOrderNumber ?? "")];
  }
}

/** The mail of one step of a request. */
export function returnUpdateMail(step: ReturnMailStep, context: ReturnMailContext): Mail {
  const heading = RETURN_MAIL.heading(context.requestNumber, context.orderNumber);
  const paragraphs = [ORDER_DOC_MSG.orderMailGreeting(context.customerName), heading, ...stepParagraphs(step, context)];
  const pieces = context.lines.map((line) => `${line.productName} (${line.productCode}) x ${line.quantity}${sizeText(line.sizeLabel ?? null, line.exchangeSizeLabel ?? null)}`);
  const footer = ORDER_DOC_MSG.orderMailQuestions(context.contact.email, context.contact.phone);

  const text = [...paragraphs.flatMap((p) => [p, ""]), `${RETURN_MAIL.pieces}:`, ...pieces.map((p) => `- ${p}`), "", `${RETURN_MAIL.track}: ${context.trackingUrl}`, "", footer, "", SHOP.name].join("\n");
  const html =
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">' +
    paragraphs.map((p, index) => (index === 1 ? `<p><strong>${escapeHtml(p)}</strong></p>` : `<p>${escapeHtml(p)}</p>`)).join("") +
    `<p>${escapeHtml(RETURN_MAIL.pieces)}:</p><ul>${pieces.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>` +
    `<p><a href="${escapeHtml(context.trackingUrl)}">${escapeHtml(RETURN_MAIL.track)}</a></p>` +
    `<p>${escapeHtml(footer)}</p><p>${escapeHtml(SHOP.name)}</p></div>`;
  return { to: context.to, subject: RETURN_MAIL.subject(step, context.kind, context.requestNumber), text, html };
}

/** ", size 10" or ", size 10 → 12" (an exchange for another size); nothing for a piece without sizes. */
function sizeText(from: string | null, to: string | null): string {
  if (!from && !to) return "";
  return `, ${RETURN_SIZE_MSG.mailSize(from, to)}`;
}
