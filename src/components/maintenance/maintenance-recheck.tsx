"use client";

import { useEffect } from "react";
import { isMaintenanceOn } from "@/lib/api/maintenance";
import { MAINTENANCE_RECHECK_MS } from "@/lib/constants";
import { startMaintenanceRecheck } from "./recheck";

/**
 * Mounted once in the shop layout; renders nothing and does no work at load. Every 10 minutes
 * (while the tab is visible) it asks the status API; when maintenance is on it reloads the page,
 * and the proxy answers with the notice.
 */
export function MaintenanceRecheck() {
  useEffect(
    () =>
      startMaintenanceRecheck({
        intervalMs: MAINTENANCE_RECHECK_MS,
        check: () => isMaintenanceOn(),
        onMaintenance: () => window.location.reload(),
        doc: document,
      }),
    [],
  );
  return null;
}
