import "server-only";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import type { DeliveryAnswer } from "@/lib/delivery/types";
import { badRequest } from "@/server/errors";
import { checkDelivery } from "./check-delivery";

/**
 * Checkout's gate: the delivery promise for the address's PIN, or a 400 with the message the form
 * shows under the postal code when the shop does not deliver there. Called before any order or
 * payment exists. The promise's last day is what the order stores as promisedBy.
 */
export async function deliverablePincode(pincode: string, now = new Date()): Promise<DeliveryAnswer & { deliveryBy: string }> {
  const answer = await checkDelivery(pincode, { now });
  if (!answer.serviceable || !answer.deliveryBy) throw badRequest(DELIVERY_MSG.notServedAtCheckout(answer.pincode));
  return { ...answer, deliveryBy: answer.deliveryBy };
}

/** A yyyy-mm-dd date as the Date a @db.Date column stores. */
export const promisedByDate = (deliveryBy: string): Date => new Date(`${deliveryBy}T00:00:00Z`);
