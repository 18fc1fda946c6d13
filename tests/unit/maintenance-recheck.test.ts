import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startMaintenanceRecheck } from "@/components/maintenance/recheck";
import { MAINTENANCE_STATUS_API, isMaintenanceOn } from "@/lib/api/maintenance";
import { MAINTENANCE_RECHECK_MS } from "@/lib/constants";

// The storefront's re-check of the maintenance switch (back office §4, §9): every 10 minutes, the
// first one 10 minutes after load, none while the tab is hidden, a failure counts as "not in
// maintenance".

class FakeDocument {
  hidden = false;
  private listeners = new Set<() => void>();
  addEventListener(_type: string, listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: string, listener: () => void) {
    this.listeners.delete(listener);
  }
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.listeners.forEach((listener) => listener());
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

const MIN = 60_000;

describe("startMaintenanceRecheck", () => {
  let doc: FakeDocument;
  let check: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  let onMaintenance: ReturnType<typeof vi.fn<() => void>>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    doc = new FakeDocument();
    check = vi.fn(async () => false);
    onMaintenance = vi.fn();
    stop = startMaintenanceRecheck({
      intervalMs: MAINTENANCE_RECHECK_MS,
      check,
      onMaintenance,
      doc: doc as unknown as Document,
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("uses the spec's 10 minutes", () => {
    expect(MAINTENANCE_RECHECK_MS).toBe(10 * MIN);
  });

  it("does nothing at load and checks every 10 minutes after", async () => {
    await vi.advanceTimersByTimeAsync(10 * MIN - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it("calls onMaintenance (the reload) when the switch is on, and stops checking", async () => {
    check.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("skips checks while the tab is hidden and makes the due one when it shows again", async () => {
    doc.setHidden(true);
    await vi.advanceTimersByTimeAsync(45 * MIN);
    expect(check).not.toHaveBeenCalled();
    doc.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    // The next one is 10 minutes after that check.
    await vi.advanceTimersByTimeAsync(10 * MIN - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("does not check early when a tab shows again before 10 minutes", async () => {
    await vi.advanceTimersByTimeAsync(3 * MIN);
    doc.setHidden(true);
    doc.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(7 * MIN);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("counts a check that throws as not in maintenance and keeps going", async () => {
    check.mockRejectedValueOnce(new Error("offline"));
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it("stops cleanly", async () => {
    stop();
    expect(doc.listenerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(check).not.toHaveBeenCalled();
  });
});

describe("isMaintenanceOn", () => {
  const reply = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("reads result[0].isMaintain from the status API, uncached", async () => {
    const fetcher = reply({ status: 1, msg: "ok", result: [{ isMaintain: true, message: "", contact: "" }] });
    expect(await isMaintenanceOn(fetcher)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith(MAINTENANCE_STATUS_API, expect.objectContaining({ cache: "no-store" }));
    expect(await isMaintenanceOn(reply({ status: 1, msg: "ok", result: [{ isMaintain: false }] }))).toBe(false);
  });

  it("counts every failure as not in maintenance, and logs it", async () => {
    expect(await isMaintenanceOn(reply({ status: 0, msg: "down" }, 500))).toBe(false);
    expect(await isMaintenanceOn(reply({ result: [] }))).toBe(false);
    expect(await isMaintenanceOn(reply({ result: [{ isMaintain: "yes" }] }))).toBe(false);
    expect(await isMaintenanceOn(vi.fn(async () => new Response("<html>", { status: 200 })) as unknown as typeof fetch)).toBe(false);
    expect(await isMaintenanceOn(vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch)).toBe(false);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });
});
