/** A persisted zustand store, as far as following other tabs needs it. */
type PersistedStore = { persist: { rehydrate: () => Promise<void>; getOptions: () => { name?: string } } };

/**
 * Keeps persisted stores in step with the shop's other tabs: the browser fires `storage` in every
 * other tab of the origin when one writes local storage, and the store re-reads (and re-validates)
 * its key. A null key means the whole storage was cleared. Rehydrating does not write back, so
 * tabs cannot echo each other. Returns the unsubscribe.
 */
export function syncAcrossTabs(
  stores: readonly PersistedStore[],
  target: Pick<EventTarget, "addEventListener" | "removeEventListener"> = window,
): () => void {
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    for (const store of stores) {
      if (key === null || key === store.persist.getOptions().name) void store.persist.rehydrate();
    }
  };
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
}
