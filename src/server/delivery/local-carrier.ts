import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { TAG } from "@/server/cache-tags";
import { type Carrier, NOT_SERVED, type Serviceability } from "./carrier-types";
import { type ZoneMatch, matchPincode } from "./local-table";

// The default carrier: the owner's own table (zones and PIN rules in the back office). The match is
// cached per PIN and expired by every delivery change (TAG.delivery).

export async function cachedMatch(pincode: string): Promise<ZoneMatch | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.delivery);
  return matchPincode(pincode);
}

export function serviceabilityOf(match: ZoneMatch | null): Serviceability {
  const zone = match?.zone;
  if (!zone) return NOT_SERVED;
  return { serviceable: true, transitDays: { min: zone.transitDaysMin, max: zone.transitDaysMax }, codAvailable: zone.codAvailable, zone: zone.name };
}

export function localCarrier(match: (pincode: string) => Promise<ZoneMatch | null> = cachedMatch): Carrier {
  return {
    name: "local",
    async serviceability(pincode) {
      return serviceabilityOf(await match(pincode));
    },
  };
}
