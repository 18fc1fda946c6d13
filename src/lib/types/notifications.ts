// The WhatsApp messages' shapes, shared by the server (src/server/admin/notifications) and the back
// office's page (src/components/admin/notifications): what GET /api/admin/notifications answers.

export const NOTIFICATION_STATUSES = ["failed", "pending", "sent"] as const;
export type NotificationStatusJSON = (typeof NOTIFICATION_STATUSES)[number];

export interface NotificationJSON {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  template: string;
  /** Masked: "••••••••3210". */
  to: string;
  status: NotificationStatusJSON;
  /** Sent without WhatsApp keys: only written to the local outbox folder, never delivered. */
  savedToOutbox: boolean;
  /** The message as the shopper reads it (the template's body with its parameters). */
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
