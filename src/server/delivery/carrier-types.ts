// What every carrier offers the shop: the factory (carrier.ts) and its drivers (local-carrier.ts,
// shiprocket-carrier.ts) import it from here, so no driver imports its factory.

export interface ServiceabilityQuery {
  /** The cash to collect (paise) when the shopper would pay on delivery; absent for a prepaid parcel. */
  codAmountPaise?: number;
  weightGrams?: number;
}

export interface Serviceability {
  serviceable: boolean;
  /** Business days on the way once dispatched; {0, 0} when not served. */
  transitDays: { min: number; max: number };
  codAvailable: boolean;
  /** The owner's zone (local table) or the courier's name (aggregator); null when not served. */
  zone: string | null;
  courierName?: string;
}

export interface Carrier {
  name: "local" | "shiprocket";
  /** Whether a (valid, 6-digit) PIN is served from the shop's pickup address. Never throws for an unserved PIN. */
  serviceability(pincode: string, query?: ServiceabilityQuery): Promise<Serviceability>;
}

export const NOT_SERVED: Serviceability = { serviceable: false, transitDays: { min: 0, max: 0 }, codAvailable: false, zone: null };
