// The texts of the back office's orders (back office §2 Admin orders, §4 Order status, §8: the
// spec's exact words first, ours where it is silent), for the pages and their handlers. Kept out
// of MSG (src/lib/messages.ts), which every storefront page carries.

export const ORDER_ADMIN_MSG = {
  // §8, the list and the status buttons
  fetchFailed: "Failed to fetch orders",
  fetchError: "Error fetching orders",
  updateFailed: "Failed to update order status",
  updateError: "Error updating order status",
  linkFailed: "Failed to generate payment link",
  linkError: "Error generating payment link",
  statusUpdated: (status: string) => `Order status updated to ${status}`,
  linkGenerated: (method: string) => `Payment link generated successfully via ${method}`,
  // Ours: the handlers' answers
  listed: "Orders fetched",
  found: "Order fetched",
  notesSaved: "Admin notes saved",
  notFound: "Order not found.",
  badId: "must be an order id",
  badStatus: "must be one of draft, acknowledged, payment_pending, paid, processing, shipped, delivered, cancelled",
  badMethod: "must be phonepe or paytm",
  illegalMove: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  sameStatus: (status: string) => `The order is already ${status}.`,
  paidByGateway: "An order becomes paid only when its payment arrives: the payment link settles it. Send the link again if the customer needs a new one.",
  useLinkButton: "An acknowledged order moves on by sending it a payment link (Send payment link).",
  linkNotAllowed: (status: string) => `A payment link can only be sent for an acknowledged order, or again for one awaiting its payment (this order is ${status}).`,
  // Notes written on the order's history (the tracking timeline) and in the audit log
  cancelledNote: "Cancelled by the shop.",
  refundedNote: (paymentId: string) => `Refunded in full (payment ${paymentId}).`,
  refundFailedNote: (paymentId: string) => `The refund of payment ${paymentId} failed; the order is flagged "refund due" for the owner to retry.`,
  linkLeftOpenNote: "The payment link sent earlier stays open at the gateway until it expires; a payment on it is refunded at once.",
  shippedNote: (courier: string | null, tracking: string | null) =>
    courier || tracking ? `Shipped${courier ? ` with ${courier}` : ""}${tracking ? `, tracking number ${tracking}` : ""}.` : null,
} as const;
