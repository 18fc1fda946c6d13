import "server-only";
import { NOTIFY_MSG } from "@/lib/notify/notify-messages";
import type { SessionAdmin } from "@/server/auth/authorize";
import { recordAudit } from "@/server/admin/audit";
import { db } from "@/server/db";
import { conflict, notFound } from "@/server/errors";
import { sendNotificationNow } from "@/server/notify/whatsapp";
import type { NotificationJSON } from "@/lib/types/notifications";
import { notificationSelect, toNotificationJSON } from "./list-notifications";

/**
 * The owner's "Retry now" on a failed or pending message (WhatsApp or mail): sent at once, whatever its next
 * try was (404 unknown, 409 already sent or being sent right now). Audited on the message's order
 * ("Retried WhatsApp message ..."). Answers the message as it is afterwards, with the outcome.
 */
export async function retryNotification({ admin, id, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; now?: Date }): Promise<{ notification: NotificationJSON; sent: boolean; error: string | null }> {
  const before = await db.notification.findUnique({ where: { id }, select: notificationSelect });
  if (!before) throw notFound(NOTIFY_MSG.notFound);
  if (before.status === "sent") throw conflict(NOTIFY_MSG.alreadySent);
  const outcome = await sendNotificationNow(id, { now, anyTime: true });
  if (!outcome) throw conflict(NOTIFY_MSG.busy);
  const after = await db.notification.findUniqueOrThrow({ where: { id }, select: notificationSelect });
  await recordAudit(db, admin, {
    entity: "order",
    entityId: before.orderId,
    action: "update",
    summary: `Retried ${before.channel === "email" ? "mail" : "WhatsApp message"} ${before.template}${before.order ? ` for order ${before.order.orderNumber}` : ""}: ${outcome.status === "sent" ? "sent" : `not sent (${outcome.error ?? "unknown error"})`}`,
    changes: { whatsappStatus: [before.status, after.status], attempts: [before.attempts, after.attempts] },
  });
  return { notification: toNotificationJSON(after), sent: outcome.status === "sent", error: outcome.error };
}
