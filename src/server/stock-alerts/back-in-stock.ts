import "server-only";
import { absoluteUrl } from "@/env";
import type { Prisma } from "@/generated/prisma/client";
import { href } from "@/lib/links";
import { backInStockWhatsApp } from "@/lib/notify/templates";
import { db } from "@/server/db";
import { paise } from "@/server/db-money";
import type { DbClient } from "@/server/orders/db-client";
import { queueMails, sendQueuedSoon } from "@/server/notify/queue-mail";
import { unsubscribePageUrl, unsubscribePostUrl } from "@/server/notify/unsubscribe-link";
import { SEND_BATCH } from "./alert-rules";
import { backInStockMail } from "./back-in-stock-mail";

// Sending back-in-stock alerts (issue 45). A waiting alert is due when its piece is active and in
// stock (a piece without sizes: Product.stock; a size: that size's ProductSize.stock). Each batch is
// ONE transaction: the due alerts are locked (FOR UPDATE SKIP LOCKED, so a second sweep or a restock
// at the same moment passes them by), marked notified, and their messages queued (a mail each, and a
// WhatsApp message where a number was given); the messages go once it has committed. Called after
// every back-office write that can raise stock (after-restock.ts) and by the maintenance sweep.

interface DueAlert {
  id: string;
  email: string;
  phone: string | null;
  productId: string;
  productName: string;
  sizeLabel: string | null;
  pricePaise: number;
}

/** Locks up to SEND_BATCH due alerts (of the given pieces), oldest first, skipping those another sweep holds. */
async function lockDueAlerts(tx: DbClient, productIds: readonly string[] | undefined): Promise<DueAlert[]> {
  const rows = await tx.$queryRaw<{ id: string; email: string; phone: string | null; productId: string; productName: string; sizeLabel: string | null; pricePaise: bigint }[]>`
    SELECT a.id, a.email, a.phone, a."productId", p.name AS "productName", s.label AS "sizeLabel",
           COALESCE(ps."sellingPricePaise", p."sellingPricePaise") AS "pricePaise"
    FROM "StockAlert" a
    JOIN "Product" p ON p.id = a."productId"
    LEFT JOIN "ProductSize" ps ON ps."productId" = a."productId" AND ps."sizeId" = a."sizeId"
    LEFT JOIN "Size" s ON s.id = a."sizeId"
    WHERE a.status = 'waiting' AND p.active
      AND (${productIds === undefined} OR a."productId" = ANY(${[...(productIds ?? [])]}::text[]))
      AND ((a."sizeId" IS NULL AND p.stock > 0) OR (a."sizeId" IS NOT NULL AND ps.stock > 0))
    ORDER BY a."createdAt", a.id
    LIMIT ${SEND_BATCH}
    FOR UPDATE OF a SKIP LOCKED`;
  return rows.map((row) => ({ ...row, pricePaise: paise(row.pricePaise) }));
}

/** The page the message links to: the piece's, with the size chosen. */
function productUrl(alert: DueAlert): string {
  const path = href.product(alert.productId);
  return absoluteUrl(alert.sizeLabel ? `${path}?${new URLSearchParams({ size: alert.sizeLabel }).toString()}` : path);
}

/** One batch: marks the due alerts notified and queues their messages; the ids queued (none: nothing was due). */
async function sendBatch(productIds: readonly string[] | undefined, now: Date): Promise<{ found: number; alerts: number; messageIds: string[] }> {
  return db.$transaction(async (tx) => {
    const due = await lockDueAlerts(tx, productIds);
    if (due.length === 0) return { found: 0, alerts: 0, messageIds: [] };
    // The guard on status keeps this exact even without the lock.
    const marked = await tx.stockAlert.updateManyAndReturn({ where: { id: { in: due.map((a) => a.id) }, status: "waiting" }, data: { status: "notified", notifiedAt: now }, select: { id: true } });
    const markedIds = new Set(marked.map((row) => row.id));
    const alerts = due.filter((alert) => markedIds.has(alert.id));
    const stamp = now.getTime();
    const mails = alerts.map((alert) => {
      const facts = { productName: alert.productName, sizeLabel: alert.sizeLabel, pricePaise: alert.pricePaise, productUrl: productUrl(alert) };
      const subject = { email: alert.email, list: "stock-alerts" as const };
      const mail = backInStockMail({ ...facts, unsubscribePage: unsubscribePageUrl(subject), unsubscribePost: unsubscribePostUrl(subject) });
      return { dedupeKey: `stock-alert:${alert.id}:${stamp}`, to: alert.email, template: "back_in_stock", mail, now };
    });
    const mailIds = await queueMails(tx, mails);
    const whatsapp = alerts.flatMap((alert) => {
      if (!alert.phone) return [];
      const content = backInStockWhatsApp({ productName: alert.productName, sizeLabel: alert.sizeLabel, pricePaise: alert.pricePaise, productUrl: productUrl(alert) });
      const data: Prisma.NotificationCreateManyInput = { dedupeKey: `stock-alert:${alert.id}:${stamp}:whatsapp`, channel: "whatsapp", to: alert.phone, template: content.template, params: content.params, nextAttemptAt: now, createdAt: now };
      return [data];
    });
    const whatsappIds = whatsapp.length > 0 ? (await tx.notification.createManyAndReturn({ data: whatsapp, skipDuplicates: true, select: { id: true } })).map((row) => row.id) : [];
    return { found: due.length, alerts: alerts.length, messageIds: [...mailIds, ...whatsappIds] };
  });
}

/**
 * Queues one message for each waiting alert whose piece (or size) is in stock again, and marks the
 * alert notified; only the given pieces when `productIds` is given. How many were queued.
 */
export async function queueBackInStockAlerts({ productIds, now = new Date() }: { productIds?: readonly string[]; now?: Date } = {}): Promise<{ queued: number }> {
  if (productIds && productIds.length === 0) return { queued: 0 };
  let queued = 0;
  for (;;) {
    const batch = await sendBatch(productIds, now);
    queued += batch.alerts;
    await sendQueuedSoon(batch.messageIds);
    if (batch.found < SEND_BATCH) return { queued };
  }
}
