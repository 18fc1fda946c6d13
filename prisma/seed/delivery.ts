import type { MoneyTransaction } from "@/server/db-money";

// The demo shop's delivery table (issue 21): it ships from Jaipur. Zones by how far a parcel goes,
// PIN rules by prefix (the longest match wins), a few places blocked. Like the site settings, an
// owner's own table is kept: the seed fills it only while it has no zone.

export const DEMO_ZONES = [
  { name: "Jaipur", transitDaysMin: 1, transitDaysMax: 1, codAvailable: true, prefixes: ["302", "303"] },
  { name: "Rajasthan", transitDaysMin: 1, transitDaysMax: 2, codAvailable: true, prefixes: ["30", "31", "32", "33", "34"] },
  { name: "Metro cities", transitDaysMin: 2, transitDaysMax: 3, codAvailable: true, prefixes: ["11", "40", "50", "56", "60", "70"] },
  { name: "Rest of India", transitDaysMin: 3, transitDaysMax: 5, codAvailable: true, prefixes: ["1", "2", "3", "4", "5", "6", "7", "8"] },
  { name: "North-East, J&K and islands", transitDaysMin: 5, transitDaysMax: 8, codAvailable: false, prefixes: ["18", "19", "78", "79", "744"] },
] as const;

/** Not served: Army Post Office PINs (9…) and one remote island PIN. */
export const DEMO_BLOCKED = ["9", "744301"] as const;

/** Takes the seed's transaction or the app's (the delivery tests): only the three delivery tables. */
export async function seedDelivery(tx: Pick<MoneyTransaction, "deliverySettings" | "deliveryZone" | "deliveryPin">): Promise<{ zones: number; pins: number }> {
  await tx.deliverySettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
  if ((await tx.deliveryZone.count()) > 0) return { zones: 0, pins: 0 };
  let pins = 0;
  for (const [sortOrder, { prefixes, ...zone }] of DEMO_ZONES.entries()) {
    await tx.deliveryZone.create({ data: { ...zone, sortOrder, pins: { create: prefixes.map((prefix) => ({ prefix })) } } });
    pins += prefixes.length;
  }
  await tx.deliveryPin.createMany({ data: DEMO_BLOCKED.map((prefix) => ({ prefix, zoneId: null })) });
  return { zones: DEMO_ZONES.length, pins: pins + DEMO_BLOCKED.length };
}
