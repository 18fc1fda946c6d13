import "server-only";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";
import { lockDelivery } from "./delivery-lock";
import { ZONE_FIELDS, findZoneOrThrow } from "./zone-record";

/** DELETE /api/admin/delivery/zones/{id}: refused (409) while PIN rules point to it; 404 when gone. */
export async function deleteZone({ admin, id }: { admin: Pick<SessionAdmin, "id" | "email">; id: string }): Promise<{ name: string }> {
  const name = await db.$transaction(async (tx) => {
    await lockDelivery(tx);
    const zone = await findZoneOrThrow(tx, id);
    if (zone._count.pins > 0) throw conflict(DELIVERY_MSG.zoneInUse(zone.name, zone._count.pins));
    await tx.deliveryZone.delete({ where: { id } });
    const changes = Object.fromEntries(ZONE_FIELDS.map((field): [string, [unknown, unknown]] => [field, [zone[field], null]]));
    await recordAudit(tx, admin, { entity: "delivery", entityId: id, action: "delete", summary: `Deleted delivery zone "${zone.name}"`, changes });
    return zone.name;
  });
  refreshStorefront({ delivery: true });
  return { name };
}
