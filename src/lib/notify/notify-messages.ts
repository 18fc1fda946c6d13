import { NOTIFY_CHECKOUT_MSG } from "./notify-checkout-messages";

// The texts of WhatsApp order updates (issue 22 part 3): the checkout's opt-in and the back
// office's notifications page. Shopper-facing and owner-facing words in one place.

export const NOTIFY_MSG = {
  ...NOTIFY_CHECKOUT_MSG,
  // Back office
  title: "Messages (WhatsApp and mail)",
  channelLabel: { whatsapp: "WhatsApp", email: "Mail" } as Record<string, string>,
  navLabel: "WhatsApp",
  statusLabel: { pending: "Pending", sent: "Sent", failed: "Failed" } as Record<string, string>,
  all: "All",
  /** Written to the local outbox folder (no WhatsApp keys): the shopper got nothing. */
  savedToOutbox: "Saved to outbox (not sent)",
  sentOrSaved: "Sent or saved",
  savedAt: "Saved",
  sentAt: "Sent",
  messageText: "Message",
  searchLabel: "Order number",
  searchPlaceholder: "e.g. SA-26-00117",
  noMatch: (q: string) => `No messages for an order number containing "${q}".`,
  retry: "Retry now",
  retrying: "Retrying…",
  retried: "Message sent.",
  retryFailed: (error: string) => `Still not sent: ${error}`,
  retryDue: "Retry due messages",
  retriedDue: (sent: number, failed: number) => `${sent} sent, ${failed} still failing.`,
  notFound: "This message does not exist.",
  alreadySent: "This message has already been sent.",
  busy: "This message is being sent right now. Refresh in a moment.",
  empty: "No WhatsApp messages yet",
  emptyText: "Order updates for shoppers who ticked the WhatsApp box at checkout, cart reminders and back-in-stock alerts appear here.",
  attentionFailed: (count: number) => `${count} ${count === 1 ? "message" : "messages"} could not be sent. Check the error, then press Retry now.`,
  viaCloud: "Sent through the WhatsApp Business Cloud API.",
  viaOutbox: "No WhatsApp keys are set: messages are written to the local outbox folder, not sent.",
} as const;
