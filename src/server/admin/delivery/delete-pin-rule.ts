import "server-only";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { lockDelivery } from "./delivery-lock";
import { targetOf } from "./pin-rule-record";

/** DELETE /api/admin/delivery/pins/{id}: the PINs it covered follow the next shorter rule, or are not served. */
export async function deletePinRule({ admin, id }: { admin: Pick<SessionAdmin, "id" | "email">; id: string }): Promise<{ prefix: string }> {
  const prefix = await db.$transaction(async (tx) => {
    await lockDelivery(tx);
    const rule = await tx.deliveryPin.findUnique({ where: { id }, select: { prefix: true, zone: { select: { name: true } } } });
    if (!rule) throw notFound(DELIVERY_MSG.pinNotFound);
    await tx.deliveryPin.delete({ where: { id } });
    const target = targetOf(rule.zone?.name);
    await recordAudit(tx, admin, { entity: "delivery", entityId: id, action: "delete", summary: `Deleted PIN rule ${rule.prefix} → ${target}`, changes: { [rule.prefix]: [target, null] } });
    return rule.prefix;
  });
  refreshStorefront({ delivery: true });
  return { prefix };
}
