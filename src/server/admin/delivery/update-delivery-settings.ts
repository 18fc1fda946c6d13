import "server-only";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import type { AdminDeliverySettings } from "@/lib/admin/delivery-json";
import type { DeliverySettingsValues } from "@/lib/delivery/types";
import { formatRupees } from "@/lib/format";
import { ZDeliverySettingsInput } from "@/lib/schemas/admin-delivery";
import { changedFields, recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { DELIVERY_SETTINGS_ID, deliverySettingsSelect } from "@/server/delivery/delivery-settings";
import { badRequest } from "@/server/errors";
import { lockDelivery } from "./delivery-lock";
import { DELIVERY_SETTINGS_FIELDS, readAdminDeliverySettings } from "./delivery-settings-record";

/** The body through the form's schema (rupees → paise); the first problem is a 400 in the form's words. */
export function parseDeliverySettings(body: unknown): DeliverySettingsValues {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(DELIVERY_MSG.badBody);
  const parsed = ZDeliverySettingsInput.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? DELIVERY_MSG.badBody);
  return parsed.data;
}

function summaryOf(changes: Record<string, [unknown, unknown]>, after: DeliverySettingsValues): string {
  const parts: string[] = [];
  if (changes.codEnabled) parts.push(`turned cash on delivery ${after.codEnabled ? "on" : "off"}`);
  if (changes.codFeePaise) parts.push(`set the cash-on-delivery fee to ${formatRupees(after.codFeePaise)}`);
  if (changes.codLimitPaise) parts.push(`set the cash-on-delivery limit to ${formatRupees(after.codLimitPaise)}`);
  if (changes.dispatchDaysMin || changes.dispatchDaysMax) parts.push(`set dispatch to ${after.dispatchDaysMin}–${after.dispatchDaysMax} business days`);
  if (changes.codOpenOrdersLimit) parts.push(`allowed ${after.codOpenOrdersLimit} open cash-on-delivery orders per phone or address`);
  const text = parts.join("; ");
  return `Delivery settings: ${text}`;
}

/** PUT /api/admin/delivery/settings: the one row, under the delivery lock, audited with what changed. */
export async function updateDeliverySettings({ admin, values }: { admin: Pick<SessionAdmin, "id" | "email">; values: DeliverySettingsValues }): Promise<{ settings: AdminDeliverySettings; changed: boolean }> {
  const changed = await db.$transaction(async (tx) => {
    await lockDelivery(tx);
    const before = await tx.deliverySettings.findUniqueOrThrow({ where: { id: DELIVERY_SETTINGS_ID }, select: deliverySettingsSelect });
    const changes = changedFields(before, values, DELIVERY_SETTINGS_FIELDS);
    if (Object.keys(changes).length === 0) return false;
    await tx.deliverySettings.update({ where: { id: DELIVERY_SETTINGS_ID }, data: values });
    await recordAudit(tx, admin, { entity: "delivery", entityId: "settings", action: "update", summary: summaryOf(changes, values), changes });
    return true;
  });
  if (changed) refreshStorefront({ delivery: true });
  return { settings: await readAdminDeliverySettings(), changed };
}
