import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { DbClient } from "@/server/orders/db-client";
import { dispatchSoon } from "./dispatch-soon";
import type { QueuedMail } from "./mail-types";
import { retryDueNotifications, sendNotificationNow } from "./whatsapp";

// Queuing a mail (issue 45: cart reminders, back-in-stock alerts) in the notification queue: one
// Notification row, channel email, `params` the rendered mail. It is sent like a WhatsApp message
// (send-due.ts): at once after the caller's answer, else by the next sweep
// (`npm run maintenance -- notifications`), with retries and backoff; the owner sees it on
// /admin/notifications. `dedupeKey` is unique: queuing the same message twice queues it once.

export interface QueueMailInput {
  /** Unique per message: "cart-reminder:<reminderId>", "stock-alert:<alertId>:<n>"… */
  dedupeKey: string;
  to: string;
  /** What kind of mail it is, for the owner's list: "cart_reminder", "back_in_stock". */
  template: string;
  mail: QueuedMail;
  now?: Date;
}

/** The row queueMails writes (for a caller that writes it inside its own transaction). */
export function queuedMailRow({ dedupeKey, to, template, mail, now = new Date() }: QueueMailInput): Prisma.NotificationCreateManyInput {
  return { dedupeKey, channel: "email", to, template, params: { ...mail }, nextAttemptAt: now, createdAt: now };
}

/**
 * Writes the mails' rows (skipping any already queued under its dedupeKey) with `tx` (a transaction
 * or the client); the ids of the rows written. Call sendQueuedSoon(ids) after the transaction commits.
 */
export async function queueMails(tx: DbClient, mails: readonly QueueMailInput[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const created = await tx.notification.createManyAndReturn({ data: mails.map(queuedMailRow), skipDuplicates: true, select: { id: true } });
  return created.map((row) => row.id);
}

/** Sends the given queued messages after the answer (never throws; a failure is retried later). */
export async function sendQueuedSoon(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await dispatchSoon(`Queued messages ${ids.slice(0, 3).join(", ")}${ids.length > 3 ? "…" : ""}`, async () => {
    for (const id of ids) await sendNotificationNow(id);
    await retryDueNotifications();
  });
}

/** Queues one mail and starts sending it; its Notification's id, or null when it was already queued. */
export async function queueMail(input: QueueMailInput): Promise<string | null> {
  const [id] = await queueMails(db, [input]);
  if (!id) return null;
  await sendQueuedSoon([id]);
  return id;
}
