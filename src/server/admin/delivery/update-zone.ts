import "server-only";
import type { AdminDeliveryZone } from "@/lib/admin/delivery-json";
import type { DeliveryZoneInput } from "@/lib/schemas/admin-delivery";
import { changedFields, recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { lockDelivery } from "./delivery-lock";
import { ZONE_FIELDS, assertNameFree, findZoneOrThrow, zoneData, zoneJSON, zoneSelect } from "./zone-record";

/** PATCH /api/admin/delivery/zones/{id}: the zone form's fields (404 when gone, 409 for a taken name). */
export async function updateZone({ admin, id, input }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; input: DeliveryZoneInput }): Promise<{ zone: AdminDeliveryZone; changed: boolean }> {
  const result = await db.$transaction(async (tx) => {
    await lockDelivery(tx);
    const before = await findZoneOrThrow(tx, id);
    await assertNameFree(tx, input.name, id);
    const data = zoneData(input);
    const changes = changedFields(before, data, ZONE_FIELDS);
    if (Object.keys(changes).length === 0) return { zone: zoneJSON(before), changed: false };
    const row = await tx.deliveryZone.update({ where: { id }, data, select: zoneSelect });
    const renamed = changes.name ? ` (was "${before.name}")` : "";
    await recordAudit(tx, admin, { entity: "delivery", entityId: id, action: "update", summary: `Updated delivery zone "${row.name}"${renamed}`, changes });
    return { zone: zoneJSON(row), changed: true };
  });
  if (result.changed) refreshStorefront({ delivery: true });
  return result;
}
