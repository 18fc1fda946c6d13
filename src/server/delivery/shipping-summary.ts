import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import { readDeliverySettingsNow } from "@/server/delivery/delivery-settings";

// What the product page's structured data says about shipping (issue 21, merchant listings): the
// owner's dispatch days and the range of transit days over every delivery zone. Cached for the
// storefront, expired by every change of the delivery settings or zones (TAG.delivery).

export interface ShippingSummary {
  /** Business days from the order to dispatch. */
  handlingDays: { min: number; max: number };
  /** Business days in transit, the fastest zone's minimum to the slowest zone's maximum; null with no zones (nothing is delivered). */
  transitDays: { min: number; max: number } | null;
}

export async function readShippingSummary(): Promise<ShippingSummary> {
  "use cache";
  cacheTag(TAG.delivery);
  cacheLife("catalogue");
  const settings = await readDeliverySettingsNow();
  const zones = await db.deliveryZone.aggregate({ _min: { transitDaysMin: true }, _max: { transitDaysMax: true } });
  const min = zones._min.transitDaysMin;
  const max = zones._max.transitDaysMax;
  return {
    handlingDays: { min: settings.dispatchDaysMin, max: settings.dispatchDaysMax },
    transitDays: min === null || max === null ? null : { min, max: Math.max(min, max) },
  };
}
