import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettingsValues } from "@/lib/delivery/types";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import type { DbClient } from "@/server/orders/db-client";

// The owner's delivery and cash-on-delivery settings (DeliverySettings, id 1); no row yet means the
// schema's defaults.

export const DELIVERY_SETTINGS_ID = 1;

export const deliverySettingsSelect = {
  dispatchDaysMin: true,
  dispatchDaysMax: true,
  codEnabled: true,
  codFeePaise: true,
  codLimitPaise: true,
  codOpenOrdersLimit: true,
} as const;

/** Read now, uncached: checkout and the back office, inside their transactions when given one. */
export async function readDeliverySettingsNow(client: DbClient = db): Promise<DeliverySettingsValues> {
  const row = await client.deliverySettings.findUnique({ where: { id: DELIVERY_SETTINGS_ID }, select: deliverySettingsSelect });
  return row ?? DEFAULT_DELIVERY_SETTINGS;
}

/** Cached for the storefront (the PIN check, merchant listings); expired by every delivery change. */
export async function readDeliverySettings(): Promise<DeliverySettingsValues> {
  "use cache";
  cacheTag(TAG.delivery);
  cacheLife("catalogue");
  return readDeliverySettingsNow();
}
