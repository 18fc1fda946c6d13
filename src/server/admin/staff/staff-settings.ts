import "server-only";
import { forgetTwoFactorPolicy } from "@/server/admin/two-factor/policy";
import type { StaffSettingsRequest } from "@/lib/schemas/admin-staff";
import { changedFields, recordAudit } from "@/server/admin/audit";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import type { DbClient } from "@/server/orders/db-client";

// The owner's choices on /admin/staff: who must give a second factor, and the largest refund a
// manager may give (rupees in the form and the JSON, paise in SiteSettings).

const SETTINGS_ID = 1;

export interface StaffSettings {
  twoFactorPolicy: "everyone" | "owners_managers";
  /** Whole rupees. */
  managerRefundLimit: number;
}

export async function readStaffSettings(client: DbClient = db): Promise<StaffSettings> {
  const row = await client.siteSettings.findUnique({ where: { id: SETTINGS_ID }, select: { twoFactorPolicy: true, managerRefundLimitPaise: true } });
  // Without a settings row yet, the schema's defaults.
  const policy = row?.twoFactorPolicy ?? "owners_managers";
  const paise = row?.managerRefundLimitPaise ?? 1_000_000;
  return { twoFactorPolicy: policy, managerRefundLimit: Math.floor(Number(paise) / 100) };
}

/** Saves both choices under the settings row's lock, with an audit entry of what changed. */
export async function updateStaffSettings({ admin, input }: { admin: Pick<SessionAdmin, "id" | "email" | "role">; input: StaffSettingsRequest }): Promise<{ settings: StaffSettings; changed: boolean }> {
  const result = await db.$transaction(async (tx) => {
    await tx.siteSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID }, update: {}, select: { id: true } });
    await tx.$queryRaw`SELECT "id" FROM "SiteSettings" WHERE "id" = ${SETTINGS_ID} FOR UPDATE`;
    const before = await readStaffSettings(tx);
    const changes = changedFields(before, input, ["twoFactorPolicy", "managerRefundLimit"]);
    if (Object.keys(changes).length === 0) return { settings: before, changed: false };
    await tx.siteSettings.update({ where: { id: SETTINGS_ID }, data: { twoFactorPolicy: input.twoFactorPolicy, managerRefundLimitPaise: input.managerRefundLimit * 100 } });
    const parts = [
      ...(changes.twoFactorPolicy ? [`second factor required for ${input.twoFactorPolicy === "everyone" ? "everyone" : "owners and managers"}`] : []),
      ...(changes.managerRefundLimit ? [`manager's refund limit ₹${input.managerRefundLimit.toLocaleString("en-IN")}`] : []),
    ];
    await recordAudit(tx, admin, { entity: "staff", entityId: "settings", action: "update", summary: `Staff settings: ${parts.join("; ")}`, changes });
    return { settings: { twoFactorPolicy: input.twoFactorPolicy, managerRefundLimit: input.managerRefundLimit }, changed: true };
  });
  // This instance applies the new policy at once; the others within the policy's few seconds of cache.
  if (result.changed) forgetTwoFactorPolicy();
  return result;
}
