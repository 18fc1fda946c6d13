import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { maskedNumber } from "@/lib/notify/phone";
import { messageText } from "@/lib/notify/templates";
import { optionalText, wholeNumber } from "@/lib/schemas/query-values";
import { escapeLike } from "@/server/escape-like";
import { db } from "@/server/db";
import { env } from "@/env";
import { chooseWhatsApp } from "@/server/notify/choose-sender";
import { NOTIFICATION_STATUSES, type NotificationJSON, type NotificationPage } from "@/lib/types/notifications";

// /admin/notifications (GET /api/admin/notifications): the queued messages (WhatsApp, and since
// issue 45 mails: cart reminders, back-in-stock alerts), newest first, by
// status, with each status's count; the number masked but for its last 4 digits; each with its text
// (the template filled in) and whether it was only saved to the local outbox (no keys: never sent);
// ?q= finds a part of an order number. Read fresh.

export const ZNotificationQuery = z.object({
  page: wholeNumber(1, 10_000, 1),
  limit: wholeNumber(1, 100, 20),
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  /** A part of the order's number (SA-26-00117, 00117): its messages only. */
  q: optionalText(40),
});
export type NotificationQuery = z.infer<typeof ZNotificationQuery>;

export const ZNotificationIdParams = z.object({ id: z.string().regex(/^[a-z0-9]{20,40}$/, { error: "must be a message's id" }) });

export const notificationSelect = {
  id: true,
  channel: true,
  orderId: true,
  order: { select: { orderNumber: true } },
  template: true,
  params: true,
  providerMessageId: true,
  to: true,
  status: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
  sentAt: true,
  createdAt: true,
} satisfies Prisma.NotificationSelect;

type Row = Prisma.NotificationGetPayload<{ select: typeof notificationSelect }>;

/** "a•••@example.com": the first letter and the domain of an address. */
export function maskedEmail(to: string): string {
  const at = to.lastIndexOf("@");
  return at < 1 ? "•••" : `${to[0]}•••${to.slice(at)}`;
}

/** "order_shipped" → "Order shipped". */
export const kindOf = (template: string) => {
  const words = template.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What the owner reads of a message: a WhatsApp template filled in, or a mail's subject. */
function textOf(row: Row): string {
  if (row.channel === "email") {
    const subject = (row.params as { subject?: unknown } | null)?.subject;
    return typeof subject === "string" ? subject : kindOf(row.template);
  }
  return messageText(row.template, Array.isArray(row.params) ? row.params.map((value) => String(value)) : []);
}

export function toNotificationJSON(row: Row): NotificationJSON {
  return {
    id: row.id,
    channel: row.channel,
    kind: kindOf(row.template),
    orderId: row.orderId,
    orderNumber: row.order?.orderNumber ?? null,
    template: row.template,
    to: row.channel === "email" ? maskedEmail(row.to) : maskedNumber(row.to),
    status: row.status,
    savedToOutbox: row.status === "sent" && Boolean(row.providerMessageId?.startsWith("outbox:")),
    text: textOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The number of failed messages (the nav's badge). */
export async function countFailedNotifications(): Promise<number> {
  return db.notification.count({ where: { status: "failed" } });
}

export async function listNotifications({ page, limit, status, q }: NotificationQuery): Promise<NotificationPage> {
  // The search narrows the list and its counts (the tabs count what the owner is looking at).
  const search: Prisma.NotificationWhereInput = q ? { order: { orderNumber: { contains: escapeLike(q), mode: "insensitive" } } } : {};
  const where: Prisma.NotificationWhereInput = status ? { ...search, status } : search;
  const [rows, grouped] = await Promise.all([
    db.notification.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * limit, take: limit, select: notificationSelect }),
    db.notification.groupBy({ by: ["status"], where: search, _count: { _all: true } }),
  ]);
  const counts = { all: 0, failed: 0, pending: 0, sent: 0 };
  for (const group of grouped) {
    counts[group.status] = group._count._all;
    counts.all += group._count._all;
  }
  const total = status ? counts[status] : counts.all;
  return { notifications: rows.map(toNotificationJSON), counts, page, pages: Math.ceil(total / limit), total, via: chooseWhatsApp(env) };
}
