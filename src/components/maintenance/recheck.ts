// The storefront's maintenance re-check (back office §4: every 10 minutes; a failed check counts as
// not in maintenance). The server's gate shows the notice on the next page load, so a tab left open
// reloads when the switch is on. The schedule only: the status call is isMaintenanceOn
// (src/lib/api/maintenance.ts). A plain function, so it is tested without React.

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
