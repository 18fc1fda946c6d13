import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { deliveryWindow } from "@/lib/delivery/estimate";
import { isPincode } from "@/lib/delivery/pincode";
import type { DeliveryAnswer, DeliverySettingsValues } from "@/lib/delivery/types";
import { TAG } from "@/server/cache-tags";
import { badRequest } from "@/server/errors";
import { readDeliverySettings } from "./delivery-settings";
import { type ZoneMatch, matchPincode } from "./local-table";

export const BAD_PINCODE = "Please enter a valid 6-digit PIN code, e.g. 302001.";

/**
 * The delivery promise for a PIN code: served or not, the delivery dates (dispatch days plus the
 * zone's transit days), and whether cash on delivery is offered there. A 400 for anything but a
 * 6-digit PIN. The table read is cached per PIN and expired by every delivery change; the dates
 * are worked out from the clock on every call.
 */
export async function checkDelivery(pincode: string, { now = new Date() }: { now?: Date } = {}): Promise<DeliveryAnswer> {
  const pin = pincode.trim();
  if (!isPincode(pin)) throw badRequest(BAD_PINCODE);
  const [settings, match] = await Promise.all([readDeliverySettings(), cachedMatch(pin)]);
  return answerFor(pin, settings, match, now);
}

async function cachedMatch(pin: string): Promise<ZoneMatch | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.delivery);
  return matchPincode(pin);
}

export function answerFor(pincode: string, settings: DeliverySettingsValues, match: ZoneMatch | null, now: Date): DeliveryAnswer {
  const zone = match?.zone ?? null;
  const cod = { available: false, feePaise: settings.codFeePaise, limitPaise: settings.codLimitPaise };
  if (!zone) return { pincode, serviceable: false, zone: null, deliveryFrom: null, deliveryBy: null, cod };
  const window = deliveryWindow(now, { min: settings.dispatchDaysMin, max: settings.dispatchDaysMax }, { min: zone.transitDaysMin, max: zone.transitDaysMax });
  return { pincode, serviceable: true, zone: zone.name, ...window, cod: { ...cod, available: settings.codEnabled && zone.codAvailable } };
}
