import "server-only";
import type { AdminDeliverySettings } from "@/lib/admin/delivery-json";
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettingsValues } from "@/lib/delivery/types";
import { db } from "@/server/db";
import { DELIVERY_SETTINGS_ID, deliverySettingsSelect } from "@/server/delivery/delivery-settings";
import type { DbClient } from "@/server/orders/db-client";

// The owner's delivery settings (DeliverySettings, id 1) as the back office reads them: no row yet
// means the schema's defaults.

export const DELIVERY_SETTINGS_FIELDS = Object.keys(deliverySettingsSelect) as (keyof DeliverySettingsValues)[];

export async function readAdminDeliverySettings(client: DbClient = db): Promise<AdminDeliverySettings> {
  const row = await client.deliverySettings.findUnique({ where: { id: DELIVERY_SETTINGS_ID }, select: { ...deliverySettingsSelect, updatedAt: true } });
  if (!row) return { ...DEFAULT_DELIVERY_SETTINGS, updatedAt: null };
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
