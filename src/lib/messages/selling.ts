import { CHECKOUT_MSG } from "./checkout";
import { INQUIRY_MSG } from "./inquiry";
import { ORDER_REQUEST_MSG } from "./order-request";
import { TRACKING_MSG } from "./tracking";

// The texts of selling: order requests, inquiries, checkout and payments, tracking, the account's
// orders, order e-mails and GST invoices (back office §2, §5, §8: the spec's exact words first,
// ours where it is silent). Kept apart from MSG (src/lib/messages/shop.ts), which every storefront page's
// client code carries: these load only with the pages and handlers that use them.
// Client code imports the area modules (order-request, inquiry, checkout, tracking); the server's
// own texts (payments, invoices) live only here.

export const SELL_MSG = {
  ...ORDER_REQUEST_MSG,
  ...INQUIRY_MSG,
  ...CHECKOUT_MSG,
  ...TRACKING_MSG,
  // Payments on the server (src/server/payments, /api/payments/*). Not given by the spec.
  paymentsUnavailable: "Online payment is not available at the moment. Please send us an order request instead, or try again later.",
  paymentServiceDown: "The payment service is not answering. Please try again in a moment.",
  paymentOrderCreated: "Payment order created",
  paymentVerified: "Payment verified",
  paymentVerifyFailed: "We could not verify this payment. If money was deducted, please contact us with your order number.",
  paymentSoldOutRefund: (product: string) =>
    `Sorry, ${product} sold out while you were paying. Your payment will be refunded in full within 5–7 working days.`,
  paymentNotPayableRefund: "This order was already paid or cancelled. Your payment will be refunded in full within 5–7 working days.",
  paymentSoldOutPiece: "a piece in your order",
  paymentTooMany: (minutes: number) => `Too many payment attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  paymentNotFound: "This payment was not found.",
  paymentAlreadyPaid: "This payment has already been made.",
  paymentLinkNotAllowed: (status: string) => `A payment link can only be sent for an order that is not paid yet (this order is ${status.replace("_", " ")}).`,
  paymentLinkSent: (method: string) => `Payment link sent (${method})`,
  webhookReceived: "Webhook received",
  webhookBadSignature: "Invalid webhook signature.",
  localPaymentDeclined: "The bank declined this test payment (no money moved).",
  localPaymentAuthorized: "Test payment authorised (no money moved)",
  localPaymentTitle: "Test payment (no money moves)",
  localPaymentFail: "Fail payment",
  localPaymentClose: "Close",
  localPayLinkTitle: "Pay for your order",
  localPayLinkNote: "This is the shop's local stand-in for Razorpay's payment page: no money moves.",
  localPayLinkPaid: "This order has been paid. Thank you!",
  localPayLinkFailed: "The payment failed. You can try again.",
  // GST tax invoices (not given by the spec): the download answers and the PDF's own words.
  // Pieces sold by size (issue 42), when an order's lines are priced (src/server/orders/price-order-lines.ts).
  orderPieceSelectSize: (name: string) => `Please select a size for "${name}".`,
  orderPieceNoSizes: (name: string) => `"${name}" does not come in sizes. Please order it without one.`,
  orderPieceSizeNotOffered: (name: string) => `"${name}" is not made in that size. Please choose one of its sizes.`,
  orderSizeSoldOut: (name: string, size: string) => `Size ${size} of "${name}" is sold out. Please choose another size.`,
  orderSizeShort: (name: string, size: string, n: number) => `Only ${n} of "${name}" in size ${size} ${n === 1 ? "is" : "are"} left in stock. Please lower the quantity.`,
  orderDuplicateSizeLine: "The same piece in the same size appears twice in your order. Please change its quantity instead.",
  /** A piece sold out at settlement (a line's name for the history): the size is named with it. */
  pieceInSize: (name: string, size: string | null) => (size ? `${name} (size ${size})` : name),
  invoiceOrderNotFound: "We could not find that order.",
  invoiceNotReady: "No invoice for this order yet.",
  invoiceTooMany: (minutes: number) =>
    `Too many invoice requests in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
} as const;
