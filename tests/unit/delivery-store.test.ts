import { describe, expect, it } from "vitest";
import { DELIVERY_STORAGE_KEY, FRESH_MS, createDeliveryStore, isFresh, parseCheckedPin } from "@/components/delivery/delivery-store";
import type { DeliveryAnswer } from "@/lib/delivery/types";
import { MemoryStorage } from "../support/memory-storage";

// The session's checked PIN (the "Check delivery" box's memory, sessionStorage in the browser): it
// survives a page change, junk in storage reads as nothing, and an answer from another day in India
// or older than a few hours is stale.

const answer: DeliveryAnswer = {
  pincode: "560001",
  serviceable: true,
  zone: "Metro cities",
  deliveryFrom: "2026-12-01",
  deliveryBy: "2026-12-03",
  cod: { available: true, feePaise: 4900, limitPaise: 2_000_000 },
};

describe("the checked PIN store", () => {
  it("remembers the answer across pages of the session", async () => {
    const storage = new MemoryStorage();
    const first = createDeliveryStore(() => storage);
    first.getState().remember(answer, new Date("2026-11-26T04:30:00Z"));

    const next = createDeliveryStore(() => storage);
    expect(next.getState().checked).toBeNull(); // nothing read until a box shows
    await next.persist.rehydrate();
    expect(next.getState()).toMatchObject({ hydrated: true, checked: { answer, checkedAt: Date.parse("2026-11-26T04:30:00Z") } });
  });

  it("reads junk as nothing", async () => {
    const storage = new MemoryStorage();
    for (const raw of ["{", JSON.stringify({ state: { checked: { answer: { ...answer, pincode: "56OO01" }, checkedAt: 1 } } }), JSON.stringify({ state: { checked: "x" } })]) {
      storage.setItem(DELIVERY_STORAGE_KEY, raw);
      const store = createDeliveryStore(() => storage);
      await store.persist.rehydrate();
      expect(store.getState().checked).toBeNull();
    }
    expect(parseCheckedPin({ answer: { ...answer, deliveryBy: "soon" }, checkedAt: 1 })).toBeNull();
    expect(parseCheckedPin({ answer, checkedAt: -1 })).toBeNull();
    expect(parseCheckedPin({ answer, checkedAt: 5 })).toEqual({ answer, checkedAt: 5 });
  });

  it("asks again after a few hours or on another day in India", () => {
    const at = Date.parse("2026-11-26T04:30:00Z"); // 10:00 IST
    const checked = { answer, checkedAt: at };
    expect(isFresh(checked, new Date(at + 60_000))).toBe(true);
    expect(isFresh(checked, new Date(at + FRESH_MS + 1))).toBe(false);
    const lateEvening = { answer, checkedAt: Date.parse("2026-11-26T18:00:00Z") }; // 23:30 IST
    expect(isFresh(lateEvening, new Date("2026-11-26T18:35:00Z"))).toBe(false); // 00:05 IST, the next day
    expect(isFresh(checked, new Date(at - 60_000))).toBe(false); // a clock that went back
  });
});
