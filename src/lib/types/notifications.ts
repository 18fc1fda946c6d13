// The queued messages' shapes (WhatsApp, and mails since issue 45), shared by the server (src/server/admin/notifications) and the back
// office's page (src/components/admin/notifications): what GET /api/admin/notifications answers.

export const NOTIFICATION_STATUSES = ["failed", "pending", "sent"] as const;
export type NotificationStatusJSON = (typeof NOTIFICATION_STATUSES)[number];

export interface NotificationJSON {
  id: string;
  /** How it goes (issue 45: mails share the queue). */
  channel: "whatsapp" | "email";
  /** What kind of message it is, for the owner: "Order shipped", "Cart reminder". */
  kind: string;
  orderId: string | null;
  orderNumber: string | null;
  template: string;
  /** Masked: "••••••••3210", or "a•••@example.com" for a mail. */
  to: string;
  status: NotificationStatusJSON;
  /** Sent without WhatsApp keys: only written to the local outbox folder, never delivered. */
  savedToOutbox: boolean;
  /** The message as the shopper reads it (the template's body with its parameters; a mail's subject). */
  text: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

export interface NotificationPage {
  notifications: NotificationJSON[];
  counts: Record<NotificationStatusJSON | "all", number>;
  page: number;
  pages: number;
  total: number;
  /** Where messages go: the Cloud API, or the local outbox (no keys). */
  via: "cloud" | "outbox";
}
