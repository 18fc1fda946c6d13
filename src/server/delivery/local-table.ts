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

/** The rule for a (valid) PIN, or null when no rule matches it. */
export async function matchPincode(pincode: string, client: DbClient = db): Promise<ZoneMatch | null> {
  const rules = await client.deliveryPin.findMany({
    where: { prefix: { in: prefixesOf(pincode) } },
    select: { prefix: true, zone: { select: { name: true, transitDaysMin: true, transitDaysMax: true, codAvailable: true } } },
  });
  if (rules.length === 0) return null;
  return rules.reduce((longest, rule) => (rule.prefix.length > longest.prefix.length ? rule : longest));
}
