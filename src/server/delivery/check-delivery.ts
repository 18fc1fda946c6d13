import "server-only";
import { answerFor } from "@/lib/delivery/answer";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { isPincode } from "@/lib/delivery/pincode";
import type { DeliveryAnswer } from "@/lib/delivery/types";
import { badRequest } from "@/server/errors";
import { deliveryCarrier } from "./carrier";
import type { Carrier, Serviceability } from "./carrier-types";
import { readDeliverySettings } from "./delivery-settings";
import type { ZoneMatch } from "./local-table";

export const BAD_PINCODE = DELIVERY_MSG.badPincode;
/** Pure, in src/lib/delivery/answer.ts; re-exported here where the delivery code has always found it. */
export { answerFor };

/**
 * The delivery promise for a PIN code: served or not, the delivery dates (dispatch days plus the
 * carrier's transit days), and whether cash on delivery is offered there. A 400 for anything but a
 * 6-digit PIN. The carrier (src/server/delivery/carrier.ts) is the owner's table, cached per PIN
 * and expired by every delivery change, or Shiprocket; the dates are worked out from the clock on
 * every call.
 */
export async function checkDelivery(
  pincode: string,
  { now = new Date(), carrier = deliveryCarrier() }: { now?: Date; carrier?: Carrier } = {},
): Promise<DeliveryAnswer> {
  const pin = pincode.trim();
  if (!isPincode(pin)) throw badRequest(BAD_PINCODE);
  const [settings, served] = await Promise.all([readDeliverySettings(), carrier.serviceability(pin)]);
  return answerFor(pin, settings, asZoneMatch(pin, served), now);
}

/** A carrier's answer in the shape of the owner's table's (what answerFor reads). */
export function asZoneMatch(pincode: string, served: Serviceability): ZoneMatch | null {
  if (!served.serviceable) return null;
  const { transitDays, codAvailable } = served;
  const name = served.zone ?? served.courierName ?? "";
  return { prefix: pincode, zone: { name, transitDaysMin: transitDays.min, transitDaysMax: transitDays.max, codAvailable } };
}
