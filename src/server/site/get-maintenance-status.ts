import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { SHOP } from "@/lib/constants";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";

export interface MaintenanceStatus {
  isMaintain: boolean;
  message: string;
  contact: string;
}

/** The maintenance gate (SiteSettings row 1). No row yet means the shop is open. */
export async function getMaintenanceStatus(): Promise<MaintenanceStatus> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.settings);

  const settings = await db.siteSettings.findUnique({
    where: { id: 1 },
    select: { maintenance: true, maintenanceMessage: true, contactEmail: true, contactPhone: true },
  });
  const contact = [settings?.contactEmail, settings?.contactPhone].filter(Boolean).join(" / ");
  return {
    isMaintain: settings?.maintenance ?? false,
    message: settings?.maintenanceMessage ?? "",
    contact: contact || `${SHOP.email} / ${SHOP.phone}`,
  };
}
