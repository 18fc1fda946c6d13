import "server-only";
import { MAINTENANCE_CACHE_MS } from "@/lib/constants";
import { onTagsExpired } from "@/server/cache/tag-signals";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import { createShortCache, type ShortCache } from "@/server/maintenance/short-cache";
import { OPEN, toMaintenanceStatus, type MaintenanceStatus } from "@/server/maintenance/status";

export type { MaintenanceStatus } from "@/server/maintenance/status";

/** The maintenance switch as it is in the database now (SiteSettings row 1). */
export async function readMaintenanceStatus(): Promise<MaintenanceStatus> {
  const settings = await db.siteSettings.findUnique({
    where: { id: 1 },
    select: { maintenance: true, maintenanceMessage: true, contactEmail: true, contactPhone: true },
  });
  return toMaintenanceStatus(settings);
}

// Not a "use cache" entry: `npm run maintenance` changes the row from another process, which
// cannot revalidate a tag in the running server. This in-process copy is at most
// MAINTENANCE_CACHE_MS old, and the proxy asks the database once per interval, not once per request.
// Next bundles the proxy apart from the routes, so each would get its own copy of this module: the
// copy lives on globalThis, so the gate (src/server/maintenance/gate.ts) and the status API share it.
const globalForMaintenance = globalThis as unknown as { maintenanceStatus?: ShortCache<MaintenanceStatus> };
const cache = (globalForMaintenance.maintenanceStatus ??= createShortCache<MaintenanceStatus>({
  name: "maintenance status",
  load: readMaintenanceStatus,
  maxAgeMs: MAINTENANCE_CACHE_MS,
  fallback: OPEN,
  retryMs: 2_000,
  timeoutMs: 2_000,
}));

// A change of the settings on any instance (the back office's switch; `npm run maintenance` with
// REDIS_URL) reaches this copy at once through the "settings" tag (src/server/cache/tag-signals.ts).
onTagsExpired("maintenance-status", [TAG.settings], cache.clear);

/** The maintenance switch, at most MAINTENANCE_CACHE_MS old; open while the database fails. */
export const getMaintenanceStatus = cache.get;

/** For a switch made in this process (the back office): the next request reads the database. */
export const forgetMaintenanceStatus = cache.clear;
