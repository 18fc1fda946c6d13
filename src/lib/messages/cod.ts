// The texts of cash on delivery (issue 21 part 4): the server's refusals, the mails and the back
// office's COD actions, with the shopper's checkout texts spread in (src/lib/messages/cod-checkout.ts).
// Shopper-facing and owner-facing words in one place so the handlers, the pages and the tests use the same ones.
import { COD_CHECKOUT_MSG } from "@/lib/messages/cod-checkout";
import { formatRupees } from "@/lib/format";

export const COD_MSG = {
  ...COD_CHECKOUT_MSG,
  // The server's answers
  placed: "Order placed",
  tooManyOpen: (limit: number) =>
    `You already have ${limit} cash-on-delivery ${limit === 1 ? "order" : "orders"} waiting to be delivered. Please pay online, or wait until ${limit === 1 ? "it arrives" : "they arrive"}.`,
  // Mails
  mailPlacedSubject: (orderNumber: string) => `We have received your cash-on-delivery order ${orderNumber}`,
  mailPlacedIntro: "Thank you for your order. You chose to pay cash on delivery. Here is what you ordered:",
  mailAwaitsCall: "We will call you to confirm it before we pack it. Nothing is shipped until you confirm.",
  mailConfirmed: "Your cash-on-delivery order is confirmed. We are preparing it; it will be shipped within 2-3 business days.",
  mailRejected: (reason: string) => `We could not confirm your cash-on-delivery order: ${reason}`,
  mailPayOnDelivery: (totalPaise: number) => `Please pay ${formatRupees(totalPaise)} in cash when it is delivered.`,
  // Back office
  confirm: "Confirm",
  confirmTitle: "Confirm this cash-on-delivery order?",
  confirmText: "Its pieces are taken from stock and the customer is told by e-mail (and WhatsApp, when they asked for it).",
  confirmNote: "Note for the order's history (optional, e.g. how you confirmed it)",
  confirmSubmit: "Confirm order",
  reject: "Reject",
  rejectTitle: "Reject this cash-on-delivery order?",
  rejectReason: "Reason (the customer reads it)",
  rejectSubmit: "Reject order",
  reasonRequired: "Give a reason for rejecting the order.",
  markDeliveredPaid: "Mark delivered and paid",
  rejectedNote: (reason: string) => `Rejected: ${reason}`,
  deliveredPaidNote: (totalPaise: number) => `Delivered; ${formatRupees(totalPaise)} collected in cash.`,
  shortOfStock: (name: string) => `Not enough stock of ${name} to confirm this order.`,
  notCod: "This is not a cash-on-delivery order.",
  filterAll: "All payment methods",
  filterCod: "Cash on delivery",
  filterLabel: "Payment method",
} as const;
