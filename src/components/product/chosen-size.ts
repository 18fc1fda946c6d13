"use client";

import { useSyncExternalStore } from "react";

// The size a shopper has chosen for a piece on this page (issue 42), shared by the purchase panel
// that sets it and the price and breakup that follow it (src/components/product/size-variants.tsx).
// A module-level map rather than a context: the price sits outside the panel, in server markup.

const chosen = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Chooses a size of a piece (its Size id), or clears the choice with null. */
export function chooseSize(productId: string, sizeId: string | null): void {
  if ((chosen.get(productId) ?? null) === sizeId) return;
  if (sizeId === null) chosen.delete(productId);
  else chosen.set(productId, sizeId);
  for (const listener of listeners) listener();
}

/** The chosen size's id, or null; null on the server and in the first render (the HTML shows no choice). */
export function useChosenSize(productId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen.get(productId) ?? null,
    () => null,
  );
}
