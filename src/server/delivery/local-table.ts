import "server-only";
import { prefixesOf } from "@/lib/delivery/pincode";
import { db } from "@/server/db";
import type { DbClient } from "@/server/orders/db-client";

// The owner's own delivery table (DeliveryZone, DeliveryPin): the longest PIN rule that matches a
// PIN decides. One indexed query (the rule's prefix is unique) over the PIN's six prefixes.

export interface ZoneMatch {
  /** The rule that matched: the PIN or its prefix. */
  prefix: string;
  /** Null when the rule blocks the PIN. */
  zone: { name: string; transitDaysMin: number; transitDaysMax: number; codAvailable: boolean } | null;
}

/**
 * A shop whose table is still empty (a new install, or one upgraded to the delivery promise) ships
 * everywhere in India, as it did before: the broad zone's days, cash on delivery as the owner's
 * switch says. The first rule the owner adds ends this.
 */
export const WHOLE_INDIA: ZoneMatch = { prefix: "", zone: { name: "India", transitDaysMin: 3, transitDaysMax: 5, codAvailable: true } };

/** The rule for a (valid) PIN, or null when no rule matches it (WHOLE_INDIA while the table has no rule at all). */
export async function matchPincode(pincode: string, client: DbClient = db): Promise<ZoneMatch | null> {
  const rules = await client.deliveryPin.findMany({
    where: { prefix: { in: prefixesOf(pincode) } },
    select: { prefix: true, zone: { select: { name: true, transitDaysMin: true, transitDaysMax: true, codAvailable: true } } },
  });
  if (rules.length === 0) return (await client.deliveryPin.findFirst({ select: { prefix: true } })) ? null : WHOLE_INDIA;
  return rules.reduce((longest, rule) => (rule.prefix.length > longest.prefix.length ? rule : longest));
}
