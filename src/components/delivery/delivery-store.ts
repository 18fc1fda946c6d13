import { createStore } from "zustand/vanilla";
import { persist } from "zustand/middleware";
import { indiaDate } from "@/lib/delivery/estimate";
import { isPincode } from "@/lib/delivery/pincode";
import type { DeliveryAnswer } from "@/lib/delivery/types";
import { type StorageLike, isRecord, safeJSONStorage } from "@/stores/safe-storage";

/**
 * The last PIN the shopper checked and its answer, for this browser session (sessionStorage): the
 * product page's, the cart's and checkout's boxes are prefilled from it. An answer from an earlier
 * day in India or older than FRESH_MS is asked again when shown (the dates move with the clock).
 */
export interface CheckedPin {
  answer: DeliveryAnswer;
  /** When it was answered (ms since the epoch). */
  checkedAt: number;
}

export const DELIVERY_STORAGE_KEY = "deliveryCheck";
export const FRESH_MS = 3 * 60 * 60 * 1000;

type State = { checked: CheckedPin | null; hydrated: boolean; remember: (answer: DeliveryAnswer, now?: Date) => void };
type Persisted = Pick<State, "checked">;

const date = (value: unknown): value is string | null => value === null || (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value));
const count = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** A stored answer, or null for anything else (plain guards, as the other stores: see safe-storage.ts). */
export function parseCheckedPin(value: unknown): CheckedPin | null {
  if (!isRecord(value) || !isRecord(value.answer) || !count(value.checkedAt)) return null;
  const { pincode, serviceable, zone, deliveryFrom, deliveryBy, cod } = value.answer;
  if (typeof pincode !== "string" || !isPincode(pincode) || typeof serviceable !== "boolean") return null;
  if (!(zone === null || (typeof zone === "string" && zone.length <= 120)) || !date(deliveryFrom) || !date(deliveryBy)) return null;
  if (!isRecord(cod) || typeof cod.available !== "boolean" || !count(cod.feePaise) || !count(cod.limitPaise)) return null;
  return {
    answer: { pincode, serviceable, zone, deliveryFrom, deliveryBy, cod: { available: cod.available, feePaise: cod.feePaise, limitPaise: cod.limitPaise } },
    checkedAt: value.checkedAt,
  };
}

/** Whether a stored answer still holds: the same day in India and younger than FRESH_MS. */
export function isFresh(checked: CheckedPin, now: Date = new Date()): boolean {
  const age = now.getTime() - checked.checkedAt;
  return age >= 0 && age < FRESH_MS && indiaDate(new Date(checked.checkedAt)) === indiaDate(now);
}

function browserSessionStorage(): StorageLike | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function createDeliveryStore(getStorage: () => StorageLike | undefined = browserSessionStorage) {
  return createStore<State>()(
    persist(
      (set) => ({
        checked: null,
        hydrated: false,
        remember: (answer, now = new Date()) => set({ checked: { answer, checkedAt: now.getTime() } }),
      }),
      {
        name: DELIVERY_STORAGE_KEY,
        version: 1,
        storage: safeJSONStorage<Persisted>((stored) => ({ checked: isRecord(stored) ? parseCheckedPin(stored.checked) : null }), getStorage),
        partialize: (state): Persisted => ({ checked: state.checked }),
        // Read when a box first shows (useDeliveryCheck), never at import: the server render and the first browser render agree.
        skipHydration: true,
        migrate: (stored) => stored as Persisted,
        merge: (stored, current) => ({ ...current, checked: (stored as Persisted | undefined)?.checked ?? null, hydrated: true }),
      },
    ),
  );
}

export const deliveryStore = createDeliveryStore();
