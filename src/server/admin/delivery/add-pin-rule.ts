import "server-only";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import type { AdminPinRule } from "@/lib/admin/delivery-json";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { badRequest, conflict } from "@/server/errors";
import { lockDelivery } from "./delivery-lock";
import { pinRuleJSON, pinRuleSelect, targetOf } from "./pin-rule-record";

/** POST /api/admin/delivery/pins: one rule, to a zone or blocked; a rule for the same PIN or prefix is a 409. */
export async function addPinRule({ admin, prefix, zoneId }: { admin: Pick<SessionAdmin, "id" | "email">; prefix: string; zoneId: string | null }): Promise<AdminPinRule> {
  const rule = await db.$transaction(async (tx) => {
    await lockDelivery(tx);
    const existing = await tx.deliveryPin.findUnique({ where: { prefix }, select: { zone: { select: { name: true } } } });
    if (existing) throw conflict(DELIVERY_MSG.pinExists(prefix, existing.zone?.name ?? null));
    if (zoneId !== null && !(await tx.deliveryZone.findUnique({ where: { id: zoneId }, select: { id: true } }))) throw badRequest(DELIVERY_MSG.zoneGone);
    const row = await tx.deliveryPin.create({ data: { prefix, zoneId }, select: pinRuleSelect });
    const target = targetOf(row.zone?.name);
    await recordAudit(tx, admin, { entity: "delivery", entityId: row.id, action: "create", summary: `Added PIN rule ${prefix} → ${target}`, changes: { [prefix]: [null, target] } });
    return pinRuleJSON(row);
  });
  refreshStorefront({ delivery: true });
  return rule;
}
