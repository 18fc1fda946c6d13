import "server-only";
import { SETTINGS_MSG } from "@/lib/admin/settings-messages";
import { type AdminSettings, SETTINGS_FIELDS, type SettingsFields, ZSettingsFields } from "@/lib/schemas/admin-settings";
import { changedFields, recordAudit } from "@/server/admin/audit";
import { repriceByWeight } from "@/server/admin/pricing/silver-rate";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { SETTINGS_ID, adminSettingsSelect, toAdminSettings } from "@/server/admin/settings/settings-record";
import type { SessionAdmin } from "@/server/auth/authorize";
import { requireFreshSecondFactor } from "@/server/auth/second-factor-gate";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";
import { latestSilverRate } from "@/server/pricing/by-weight-breakup";

/** The body through the form's schema: unknown keys (id, gstRateBps, updatedAt...) are dropped; the first problem is a 400. */
export function parseSettings(body: unknown): SettingsFields {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(SETTINGS_MSG.badBody);
  const parsed = ZSettingsFields.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? SETTINGS_MSG.badBody);
  return parsed.data;
}

/**
 * PUT /api/admin/settings: the form's fields into the one settings row (made when missing), under
 * its lock, with an audit entry of the fields that changed. The maintenance gate sees a switch at
 * once: refreshStorefront forgets this process's cached status (the proxy shares it on globalThis).
 */
export async function updateSettings({ admin, fields }: { admin: Pick<SessionAdmin, "id" | "email" | "role" | "hasSecondFactor" | "secondFactorAt">; fields: SettingsFields }): Promise<{ settings: AdminSettings; changed: boolean }> {
  // An absent roundByWeightPrices keeps what the shop has.
  if (fields.roundByWeightPrices === undefined) delete fields.roundByWeightPrices;
  const result = await db.$transaction(async (tx) => {
    // Made first when missing, so two first saves at once queue on the row's lock like any others.
    await tx.siteSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID }, update: {}, select: { id: true } });
    await tx.$queryRaw`SELECT "id" FROM "SiteSettings" WHERE "id" = ${SETTINGS_ID} FOR UPDATE`;
    const before = await tx.siteSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID }, select: adminSettingsSelect });
    const changes = changedFields(before, fields, SETTINGS_FIELDS);
    if (Object.keys(changes).length === 0) return { row: before, changed: false };
    // Issue 43: switching the shop off or on asks for the second factor again (step-up).
    if (changes.maintenance) requireFreshSecondFactor(admin);
    // Rounding by-weight prices switched: every such piece is repriced at today's rate (a 400 naming
    // the pieces, and nothing saved, should one pass the ceiling for one piece).
    const repriced = changes.roundByWeightPrices && (await latestSilverRate(tx)) ? await repriceByWeight(tx, { roundToRupee: fields.roundByWeightPrices }) : [];
    const row = await tx.siteSettings.update({ where: { id: SETTINGS_ID }, data: fields, select: adminSettingsSelect });
    const summary = !changes.maintenance
      ? "Updated settings"
      : `Turned maintenance ${fields.maintenance ? "on" : "off"}${Object.keys(changes).length > 1 ? " and updated settings" : ""}`;
    await recordAudit(tx, admin, { entity: "settings", entityId: String(SETTINGS_ID), action: "update", summary, changes });
    return { row, changed: true, repriced };
  });
  if (result.changed) refreshStorefront({ settings: true, ...(result.repriced?.length ? { productIds: result.repriced } : {}) });
  return { settings: toAdminSettings(result.row), changed: result.changed };
}
