import "server-only";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import type { AdminDeliveryZone } from "@/lib/admin/delivery-json";
import type { DeliveryZoneInput } from "@/lib/schemas/admin-delivery";
import { db } from "@/server/db";
import { conflict, notFound } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";

// The delivery zones as the back office reads and writes them.

export const zoneSelect = { id: true, name: true, transitDaysMin: true, transitDaysMax: true, codAvailable: true, sortOrder: true, _count: { select: { pins: true } } } as const;
export const ZONE_FIELDS = ["name", "transitDaysMin", "transitDaysMax", "codAvailable", "sortOrder"] as const;

type ZoneRow = { id: string; name: string; transitDaysMin: number; transitDaysMax: number; codAvailable: boolean; sortOrder: number; _count: { pins: number } };

export const zoneJSON = ({ _count, ...zone }: ZoneRow): AdminDeliveryZone => ({ ...zone, pinCount: _count.pins });

/** Every zone in the owner's order (then by name), with how many PIN rules point to it. */
export async function listZones(client: DbClient = db): Promise<AdminDeliveryZone[]> {
  const rows = await client.deliveryZone.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: zoneSelect });
  return rows.map(zoneJSON);
}

export async function findZoneOrThrow(tx: DbClient, id: string): Promise<ZoneRow> {
  const zone = await tx.deliveryZone.findUnique({ where: { id }, select: zoneSelect });
  if (!zone) throw notFound(DELIVERY_MSG.zoneNotFound);
  return zone;
}

/** A 409 when another zone has this name, whatever its capitals ("jaipur" and "Jaipur" would confuse a PIN list). */
export async function assertNameFree(tx: DbClient, name: string, exceptId?: string): Promise<void> {
  const other = await tx.deliveryZone.findFirst({ where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { name: true } });
  if (other) throw conflict(DELIVERY_MSG.zoneExists(other.name));
}

/** The data a zone form writes: its place in the list only when given. */
export const zoneData = ({ sortOrder, ...zone }: DeliveryZoneInput) => ({ ...zone, ...(sortOrder === undefined ? {} : { sortOrder }) });
