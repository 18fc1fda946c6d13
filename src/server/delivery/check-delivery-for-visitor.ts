import "server-only";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { isPincode } from "@/lib/delivery/pincode";
import type { DeliveryAnswer } from "@/lib/delivery/types";
import { badRequest } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";
import { checkDelivery } from "./check-delivery";
import { DELIVERY_CHECK_RATE_LIMIT } from "./delivery-rules";

/** GET /api/delivery/check: a well-formed PIN (400 otherwise) counts against the client address (429), then the promise. */
export async function checkDeliveryForVisitor({ pin, address, now = new Date() }: { pin: string | undefined; address: string; now?: Date }): Promise<DeliveryAnswer> {
  const pincode = (pin ?? "").trim();
  if (!isPincode(pincode)) throw badRequest(DELIVERY_MSG.badPincode);
  await enforceRateLimit(DELIVERY_CHECK_RATE_LIMIT, address, DELIVERY_MSG.tooMany, now);
  return checkDelivery(pincode, { now });
}
