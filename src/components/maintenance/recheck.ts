// The storefront's maintenance re-check (back office §4: every 10 minutes; a failed check counts as
// not in maintenance, and is logged). The server's gate shows the notice on the next page load, so
// a tab left open reloads when the switch is on. Plain functions, so they are tested without React.

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

export interface RecheckOptions {
  intervalMs: number;
  check: () => Promise<boolean>;
  onMaintenance: () => void;
  /** The page's document: no check runs while it is hidden; a due one runs when it shows again. */
  doc: Pick<Document, "hidden" | "addEventListener" | "removeEventListener">;
  now?: () => number;
}

/** Checks every `intervalMs` (the first one after `intervalMs`, not at load); returns a stop function. */
export function startMaintenanceRecheck({ intervalMs, check, onMaintenance, doc, now = () => Date.now() }: RecheckOptions): () => void {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, last + intervalMs - now()));
  };

  async function tick() {
    // Hidden: wait for the tab to show again (onVisible) instead of checking in the background.
    if (stopped || running || doc.hidden) return;
    running = true;
    last = now();
    const on = await check().catch(() => false);
    running = false;
    if (stopped) return;
    if (on) onMaintenance();
    else schedule();
  }

  const onVisible = () => {
    if (!doc.hidden && now() - last >= intervalMs) void tick();
  };

  schedule();
  doc.addEventListener("visibilitychange", onVisible);
  return () => {
    stopped = true;
    clearTimeout(timer);
    doc.removeEventListener("visibilitychange", onVisible);
  };
}
