import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AdminSettings } from "@/lib/schemas/admin-settings";
import type { DbClient } from "@/server/orders/db-client";

// The one settings row (SiteSettings id 1) as the back office reads it. No row yet means the
// schema's defaults: the shop is open and its details are empty.

export const SETTINGS_ID = 1;

export const adminSettingsSelect = {
  maintenance: true,
  maintenanceMessage: true,
  contactEmail: true,
  contactPhone: true,
  legalName: true,
  address: true,
  state: true,
  gstin: true,
  businessHours: true,
  grievanceOfficerName: true,
  grievanceOfficerContact: true,
  lowStockThreshold: true,
  roundByWeightPrices: true,
  gstRateBps: true,
  updatedAt: true,
} satisfies Prisma.SiteSettingsSelect;

type SettingsRow = Prisma.SiteSettingsGetPayload<{ select: typeof adminSettingsSelect }>;

/** What a missing row means (the defaults in prisma/schema.prisma). */
export const DEFAULT_SETTINGS: AdminSettings = {
  maintenance: false,
  maintenanceMessage: "",
  contactEmail: "",
  contactPhone: "",
  legalName: "",
  address: "",
  state: "",
  gstin: "",
  businessHours: "",
  grievanceOfficerName: "",
  grievanceOfficerContact: "",
  lowStockThreshold: 3,
  roundByWeightPrices: true,
  gstRateBps: 300,
  updatedAt: null,
};

export function toAdminSettings(row: SettingsRow | null): AdminSettings {
  if (!row) return DEFAULT_SETTINGS;
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function readAdminSettings(client: DbClient): Promise<AdminSettings> {
  return toAdminSettings(await client.siteSettings.findUnique({ where: { id: SETTINGS_ID }, select: adminSettingsSelect }));
}
