import { formatRupees } from "@/lib/format";
import type { ReturnKind, ReturnReason, ReturnStatus } from "@/lib/types/returns";
import { MAX_REJECTION_REASON, MAX_RETURN_DETAILS, MAX_RETURN_PHOTOS, RETURN_WINDOW_DAYS } from "@/lib/types/returns";

// Every text of returns and exchanges (issue 22) a shopper or the owner reads: the API's messages,
// the refusals (409) of the back office's moves, the history notes and the e-mails.

export const RETURN_MSG = {
  // --- The shopper's request (POST /api/returns/options, POST /api/returns) ---------------------
  optionsFound: "Return options",
  created: "Your return request has been received.",
  /** An unknown order number and a wrong e-mail alike: nothing tells them apart. */
  orderNotFound: "We could not find an order with that number and e-mail.",
  orderNumberRequired: "Enter your order number.",
  orderNumberInvalid: "Enter the order number as it appears in your e-mail, e.g. SA-26-00042.",
  emailRequired: "Enter the e-mail address you used for the order.",
  emailInvalid: "Enter a valid e-mail address.",
  notObject: "Send the order number and e-mail.",
  tooMany: (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  kindInvalid: "Choose whether you want a return or an exchange.",
  reasonInvalid: "Choose a reason from the list.",
  detailsTooLong: `Details: at most ${MAX_RETURN_DETAILS} characters.`,
  /** The reason "Other" needs the shopper's words (the form says the same). */
  detailsRequired: "Please tell us more when the reason is Other.",
  linesRequired: "Choose at least one piece to return.",
  linesInvalid: "The pieces could not be read. Please choose them again.",
  lineRepeated: "Each piece may be chosen only once.",
  lineNotInOrder: "One of the chosen pieces is not part of this order.",
  quantityInvalid: "Choose a quantity of 1 or more for each piece.",
  quantityTooMany: (name: string, returnable: number) =>
    returnable === 0 ? `"${name}" has already been returned or is in another request.` : `Only ${returnable} of "${name}" can still be returned.`,
  photosTooMany: `Photos: at most ${MAX_RETURN_PHOTOS}.`,
  photoTooLarge: (file: string) => `Photo "${file}" is too large. Max 5MB each.`,
  // An exchange for another size (issue 42).
  exchangeSizeInvalid: "The size to exchange for could not be read. Please choose it again.",
  exchangeSizeOnlyExchange: "A piece is exchanged for another size only in an exchange request.",
  exchangeSizeNotSized: (name: string) => `"${name}" does not come in sizes: it can be exchanged only for the same piece.`,
  exchangeSizeSame: (name: string) => `Choose a size of "${name}" other than the one you have.`,
  exchangeSizeNotOffered: (name: string) => `"${name}" is not made in that size. Please choose one of its sizes.`,
  exchangeSizeSoldOut: (name: string, size: string) => `Size ${size} of "${name}" is sold out. Please choose another size.`,
  // Where a cash-on-delivery refund goes (issue 40).
  payoutRequired: "Tell us where to send your refund: a UPI ID or a bank account.",
  upiInvalid: "Enter your UPI ID as name@bank, e.g. asha@okaxis.",
  ifscInvalid: "Enter the branch's 11-character IFSC, e.g. SBIN0001234.",
  accountInvalid: "Enter the account number: 9 to 18 digits.",
  payoutMaskedUpi: (masked: string) => `UPI ${masked}`,
  payoutMaskedBank: (last4: string, ifsc: string) => `Bank account ••••${last4} (${ifsc})`,
  // Why no new request can be made (409, and ReturnOptionsJSON.notEligibleReason).
  notDelivered: "Returns and exchanges open once your order has been delivered.",
  windowClosed: `The ${RETURN_WINDOW_DAYS}-day return window for this order has closed.`,
  nothingLeft: "Every piece of this order is already in a return or exchange request.",
  // Credit note download.
  creditNoteNotFound: "There is no credit note for this request.",

  // --- The back office (GET/PATCH /api/admin/returns) ------------------------------------------
  listed: "Return requests",
  found: "Return request",
  notFound: "Return request not found.",
  actionInvalid: "Choose one of: approve, reject, pick_up, receive, refund, exchange.",
  reasonRequired: "Give the reason for the rejection: the shopper will see it.",
  reasonTooLong: `The reason may have at most ${MAX_REJECTION_REASON} characters.`,
  amountInvalid: "Enter the refund as a whole number of paise, 1 or more.",
  amountTooHigh: (max: number) => `The refund may be at most ${formatRupees(max)} (what was paid for these pieces, less earlier refunds of the order).`,
  nothingToRefund: "Nothing is left to refund on this order.",
  referenceRequired: "Enter the bank transfer's reference (UTR): the order was paid in cash on delivery.",
  referenceTooLong: "The reference may have at most 100 characters.",
  refundFailed: (detail: string) => `The payment gateway did not refund: ${detail}. Nothing was changed; try again.`,
  exchangeOutOfStock: (name: string) => `"${name}" is out of stock: the replacement cannot be sent. Restock it, or refund instead.`,
  moved: {
    approve: "Return request approved.",
    reject: "Return request rejected.",
    pick_up: "Pick-up recorded.",
    receive: "Pieces received; stock updated.",
    refund: "Refund recorded; credit note issued.",
    exchange: "Replacement order created.",
  },
  /** 409: the move is not allowed from the request's status (or for its kind). */
  refusal: (action: string, status: ReturnStatus) => {
    const label = STATUS_LABEL[status].toLowerCase();
    return `${/^[aeiou]/.test(label) ? "An" : "A"} ${label} request cannot be ${ACTION_PAST[action] ?? action}.`;
  },
  refundOnlyReturn: "Only a return is refunded; an exchange is sent a replacement.",
  exchangeOnlyExchange: "Only an exchange gets a replacement; a return is refunded.",

  // --- History notes ------------------------------------------------------------------------------
  notes: {
    refundedGateway: (amount: number, id: string) => `Refunded ${formatRupees(amount)} through the payment gateway (${id}).`,
    refundedBank: (amount: number, reference: string) => `Refunded ${formatRupees(amount)} by bank transfer (${reference}).`,
    exchanged: (orderNumber: string) => `Replacement order ${orderNumber} created.`,
    replacementFor: (requestNumber: string, orderNumber: string) => `Replacement for return request ${requestNumber} of order ${orderNumber}, at no charge.`,
    /** A replacement in a dearer size: its lines carry the difference, paid through a payment link. */
    replacementForMore: (requestNumber: string, orderNumber: string, more: number) =>
      `Replacement for return request ${requestNumber} of order ${orderNumber}: ${formatRupees(more)} more for the larger size, by payment link.`,
    exchangedPayMore: (orderNumber: string, more: number) => `Replacement order ${orderNumber} created; ${formatRupees(more)} to pay for the other size (payment link).`,
    differenceRefundedGateway: (amount: number, id: string) => `Size difference of ${formatRupees(amount)} refunded through the payment gateway (${id}).`,
    differenceRefundedBank: (amount: number, reference: string) => `Size difference of ${formatRupees(amount)} refunded by bank transfer (${reference}).`,
    linkSent: (url: string) => `Payment link for the size difference sent: ${url}`,
    linkFailed: "The payment link for the size difference could not be sent: send it from the replacement order's page.",
    restocked: (pieces: number) => `${pieces} piece${pieces === 1 ? "" : "s"} back in stock.`,
  },
} as const;

/**
 * What the screens say about sizes (issue 42): the shopper's form and requests, and the owner's
 * return page (the price difference of an exchange for another size, and how it is settled).
 */
export const RETURN_SIZE_MSG = {
  size: (label: string) => `Size ${label}`,
  /** The form: which size the exchange is for. */
  exchangeFor: (name: string) => `Exchange ${name} for`,
  sameSize: (label: string) => `The same size (${label})`,
  otherSize: (label: string, price: string, difference: number, differenceText: string) =>
    difference === 0 ? `Size ${label} — ${price}` : `Size ${label} — ${price} (${differenceText} ${difference > 0 ? "more" : "less"})`,
  exchangeHint: "A larger size of a piece sold by weight costs more: we send you a payment link for the difference. A smaller one costs less: we refund the difference.",
  /** A request's line: "Twisted Band Ring × 1 · size 10 → 12". */
  pieceLine: (name: string, quantity: number, from: string | null, to: string | null) =>
    `${name} × ${quantity}${from ? ` · size ${from}` : ""}${to ? ` → ${to}` : ""}`,
  /** A mail's piece: "size 10", "size 10 → 12". */
  mailSize: (from: string | null, to: string | null) => (from && to ? `size ${from} → ${to}` : from ? `size ${from}` : `for size ${to}`),
  // The owner's return page
  sizeChange: (from: string | null, to: string) => (from ? `Size ${from} → ${to}` : `For size ${to}`),
  lineDifference: (amount: string, more: boolean) => `${amount} ${more ? "more" : "less"}`,
  differenceHeading: "Size difference",
  /** The exchange's confirmation when another size costs more (the replacement is not at no charge). */
  exchangeConfirmPayMore: (number: string) => `A replacement order for the pieces of ${number} is created for the size difference, and their stock is taken when it is paid. Go ahead?`,
  payMore: (amount: string) => `The shopper pays ${amount} more: sending the replacement sends a payment link for it, and the replacement ships once paid.`,
  refundLess: (amount: string) => `${amount} goes back to the shopper: sending the replacement refunds it, with a credit note.`,
  noDifference: "The sizes cost the same: nothing to settle.",
  referenceLabel: "Bank transfer reference (UTR) of the difference",
  referenceRequired: "Enter the bank transfer's reference: the order was paid in cash on delivery.",
} as const;

export const STATUS_LABEL: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  picked_up: "Picked up",
  received: "Received",
  refunded: "Refunded",
  exchanged: "Exchanged",
};

export const KIND_LABEL: Record<ReturnKind, string> = { return: "Return", exchange: "Exchange" };

export const REASON_LABEL: Record<ReturnReason, string> = {
  damaged: "Damaged or defective",
  wrong_item: "Wrong piece received",
  not_as_described: "Not as described",
  size_or_fit: "Size or fit",
  changed_mind: "Changed my mind",
  other: "Other",
};

const ACTION_PAST: Record<string, string> = {
  approve: "approved",
  reject: "rejected",
  pick_up: "marked picked up",
  receive: "marked received",
  refund: "refunded",
  exchange: "exchanged",
};

/** The credit note's PDF (src/server/credit-notes/render-credit-note-pdf.ts). */
export const CREDIT_NOTE_PDF = {
  title: "CREDIT NOTE",
  documentTitle: (number: string) => `Credit note ${number}`,
  number: "Credit note number",
  date: "Credit note date",
  againstInvoice: (number: string, date: string) => `Against invoice ${number} of ${date}`,
  noInvoice: "Against the order below (no tax invoice was issued for it)",
  orderNumber: "Order number",
  requestNumber: "Return request",
  placeOfSupply: "Place of supply",
  buyer: "Buyer",
  returned: "Returned pieces",
  index: "#",
  description: "Description",
  hsn: "HSN",
  quantity: "Qty",
  paid: "Paid for them",
  code: "Code",
  colour: "Colour",
  refunded: "Refunded (GST included)",
  taxable: "Taxable value",
  cgst: "CGST",
  sgst: "SGST",
  igst: "IGST",
  total: "Total credit",
  inWords: "Amount in words",
  reason: "Reason: goods returned by the buyer (sales return).",
  computerGenerated: "This is a computer-generated credit note and needs no signature.",
  contact: "Questions about this credit note?",
  gstin: "GSTIN",
  gstinMissing: "not registered",
} as const;
