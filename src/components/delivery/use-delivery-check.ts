"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { type CheckedPin, deliveryStore, isFresh } from "./delivery-store";
import { fetchDelivery } from "./fetch-delivery";

export type CheckState = { kind: "idle" } | { kind: "checking"; pincode: string } | { kind: "failed"; pincode: string; message: string };

/**
 * The session's checked PIN (read from sessionStorage when a box first shows: no request on mount)
 * and `check(pin)`, which asks the server unless a fresh answer for that PIN is already known. A
 * stored answer from an earlier day or older than a few hours is asked again as soon as it is shown.
 */
export function useDeliveryCheck(): { checked: CheckedPin | null; hydrated: boolean; state: CheckState; check: (pincode: string) => Promise<void> } {
  const checked = useStore(deliveryStore, (s) => s.checked);
  const hydrated = useStore(deliveryStore, (s) => s.hydrated);
  const [state, setState] = useState<CheckState>({ kind: "idle" });
  const running = useRef<AbortController | null>(null);

  const check = useCallback(async (pincode: string) => {
    running.current?.abort(); // a newer PIN wins over one still being asked
    const known = deliveryStore.getState().checked;
    if (known && known.answer.pincode === pincode && isFresh(known)) return setState({ kind: "idle" });
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: "checking", pincode });
    try {
      const result = await fetchDelivery(pincode, controller.signal);
      setState(result.ok ? { kind: "idle" } : { kind: "failed", pincode, message: result.message });
    } catch {
      // Aborted by a newer check: that one reports.
    }
  }, []);

  // When the box shows: read the session's answer (sessionStorage, no request), and ask again only if it is stale.
  useEffect(() => {
    const read = deliveryStore.getState().hydrated ? Promise.resolve() : deliveryStore.persist.rehydrate();
    void read.then(() => {
      const stored = deliveryStore.getState().checked;
      if (stored && !isFresh(stored)) void check(stored.answer.pincode);
    });
    return () => running.current?.abort();
  }, [check]);

  return { checked, hydrated, state, check };
}
