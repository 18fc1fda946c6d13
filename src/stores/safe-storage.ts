// Plain type guards, not zod: the stores load on every page (root layout), and even zod's mini build added
// ~10 KB gzipped to each. They check only the few shapes stored here; it is not a validation library.
import type { PersistStorage, StorageValue } from "zustand/middleware";

/** The part of the Web Storage API the stores use; `window.localStorage` in the browser, an in-memory one in tests. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * `window.localStorage`, or undefined where there is none: on the server, and in browsers whose
 * privacy settings make the very access throw (a SecurityError). The stores then work in memory.
 */
export function browserLocalStorage(): StorageLike | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A non-null, non-array object, whose fields are still to be checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Product and colour ids are cuids; the bound only keeps junk out. */
export function isStoredId(value: unknown): value is string {
  return typeof value === "string" && value.length >= 1 && value.length <= 120;
}

/**
 * zustand persist's envelope: an object with an optional finite `version`. `state` is checked by
 * the store's own parser, not here (a missing one reads as an empty store).
 */
function readEnvelope(value: unknown): { state: unknown; version: number | undefined } | null {
  if (!isRecord(value)) return null;
  const { state, version } = value;
  if (version !== undefined && !(typeof version === "number" && Number.isFinite(version))) return null;
  return { state, version };
}

/**
 * A zustand `PersistStorage` that never throws and only ever hands the store a state that passed
 * `parseState`. zustand's `createJSONStorage` is not enough on its own: its getItem throws on bad
 * JSON (the hydration then fails and keeps whatever state was there), its setItem lets a full or
 * blocked storage throw out of the store's actions, and it binds to the storage once, at import.
 * Here bad JSON or a wrong envelope reads as "nothing stored", and a failed write keeps the state
 * in memory only.
 */
export function safeJSONStorage<S>(
  parseState: (stored: unknown) => S,
  getStorage: () => StorageLike | undefined = browserLocalStorage,
): PersistStorage<S> {
  return {
    getItem(name): StorageValue<S> | null {
      try {
        const raw = getStorage()?.getItem(name);
        if (raw == null) return null;
        const envelope = readEnvelope(JSON.parse(raw));
        if (envelope === null) return null;
        return { state: parseState(envelope.state), version: envelope.version };
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        getStorage()?.setItem(name, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage blocked: the state lives on in memory for this page.
      }
    },
    removeItem(name) {
      try {
        getStorage()?.removeItem(name);
      } catch {
        // As above.
      }
    },
  };
}

/**
 * Reads a stored list item by item: anything but an array is an empty list, items that fail
 * `parseItem` are dropped, the first of two with the same key (`keyOf`, the `pId` unless given) wins,
 * and reading stops at `max` (a bloated entry costs its JSON.parse, never a validation of every item).
 */
export function readList<T extends { pId: string }>(
  stored: unknown,
  parseItem: (item: unknown) => T | null,
  max: number,
  keyOf: (item: T) => string = (item) => item.pId,
): T[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const items: T[] = [];
  for (const raw of stored) {
    if (items.length >= max) break;
    const item = parseItem(raw);
    if (item === null) continue;
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}
