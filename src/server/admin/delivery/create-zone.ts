import "server-only";
import type { AdminDeliveryZone } from "@/lib/admin/delivery-json";
import type { DeliveryZoneInput } from "@/lib/schemas/admin-delivery";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { lockDelivery } from "./delivery-lock";
import { ZONE_FIELDS, assertNameFree, zoneData, zoneJSON, zoneSelect } from "./zone-record";

/** POST /api/admin/delivery/zones: a new zone, last in the list unless placed; its name is free (409). */
export async function createZone({ admin, input }: { admin: Pick<SessionAdmin, "id" | "email">; input: DeliveryZoneInput }): Promise<AdminDeliveryZone> {
  const zone = await db.$transaction(async (tx) => {
    await lockDelivery(tx);
    await assertNameFree(tx, input.name);
    const last = await tx.deliveryZone.aggregate({ _max: { sortOrder: true } });
    const data = { sortOrder: Math.min((last._max.sortOrder ?? -1) + 1, 999), ...zoneData(input) };
    const row = await tx.deliveryZone.create({ data, select: zoneSelect });
    const changes = Object.fromEntries(ZONE_FIELDS.map((field): [string, [unknown, unknown]] => [field, [null, row[field]]]));
    await recordAudit(tx, admin, { entity: "delivery", entityId: row.id, action: "create", summary: `Added delivery zone "${row.name}"`, changes });
    return zoneJSON(row);
  });
  refreshStorefront({ delivery: true });
  return zone;
}
