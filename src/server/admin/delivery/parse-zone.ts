import "server-only";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { type DeliveryZoneInput, ZDeliveryZoneInput } from "@/lib/schemas/admin-delivery";
import { badRequest } from "@/server/errors";

/** A zone form's body through its schema; the first problem is a 400 in the form's words. */
export function parseZone(body: unknown): DeliveryZoneInput {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(DELIVERY_MSG.badBody);
  const parsed = ZDeliveryZoneInput.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? DELIVERY_MSG.badBody);
  return parsed.data;
}
