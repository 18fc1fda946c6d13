import "server-only";
import { DELIVERY_SETTINGS_ID } from "@/server/delivery/delivery-settings";
import type { DbClient } from "@/server/orders/db-client";

/**
 * Every back-office change to delivery takes this lock first (the settings row, made when missing),
 * so two changes at once queue: a zone cannot be deleted while an upload points rules to it, and an
 * audit entry's "before" is what the change really replaced.
 */
export async function lockDelivery(tx: DbClient): Promise<void> {
  await tx.deliverySettings.upsert({ where: { id: DELIVERY_SETTINGS_ID }, create: { id: DELIVERY_SETTINGS_ID }, update: {}, select: { id: true } });
  await tx.$queryRaw`SELECT "id" FROM "DeliverySettings" WHERE "id" = ${DELIVERY_SETTINGS_ID} FOR UPDATE`;
}
