import { deliveryWindow } from "./estimate";
import type { DeliveryAnswer, DeliverySettingsValues } from "./types";

/** What answerFor reads of a PIN's rule (the owner's table's ZoneMatch, or a carrier's answer in that shape). */
export interface ServedZone {
  zone: { name: string; transitDaysMin: number; transitDaysMax: number; codAvailable: boolean } | null;
}

/** The promise for a PIN from the owner's settings and the rule that matched it (null: no rule). Pure: the clock is a parameter. */
export function answerFor(pincode: string, settings: DeliverySettingsValues, match: ServedZone | null, now: Date): DeliveryAnswer {
  const zone = match?.zone ?? null;
  const cod = { available: false, feePaise: settings.codFeePaise, limitPaise: settings.codLimitPaise };
  if (!zone) return { pincode, serviceable: false, zone: null, deliveryFrom: null, deliveryBy: null, cod };
  const window = deliveryWindow(now, { min: settings.dispatchDaysMin, max: settings.dispatchDaysMax }, { min: zone.transitDaysMin, max: zone.transitDaysMax });
  return { pincode, serviceable: true, zone: zone.name, ...window, cod: { ...cod, available: settings.codEnabled && zone.codAvailable } };
}
