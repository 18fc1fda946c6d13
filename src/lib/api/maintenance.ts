// The storefront's maintenance status call from the browser (back office §4): the re-check every
// 10 minutes asks it (src/components/maintenance/recheck.ts). A failed check counts as not in
// maintenance, and is logged.

export const MAINTENANCE_STATUS_API = "/api/maintain/getMaintainStatus";

/** Whether the status API says maintenance is on; any failure counts as off. */
export async function isMaintenanceOn(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(MAINTENANCE_STATUS_API, { cache: "no-store", signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { result?: Array<{ isMaintain?: unknown }> } | null;
    return body?.result?.[0]?.isMaintain === true;
  } catch (error) {
    console.warn("Maintenance check failed; carrying on.", error);
    return false;
  }
}
