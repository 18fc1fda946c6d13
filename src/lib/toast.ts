"use client";

import type { ExternalToast } from "sonner";

// Toasts without shipping sonner with every page: the first toast loads sonner and mounts its
// <Toaster> (src/components/providers/toaster.tsx), then shows; later toasts show at once. Call
// `toast.success(...)` / `toast.error(...)` from here, never from "sonner" directly.

type Sonner = typeof import("sonner");
type Show = (sonner: Sonner) => void;

let mountToaster: (() => Promise<void>) | null = null;
let ready: Promise<Sonner> | null = null;

/** Called once by <Toaster> on mount with a function that loads and mounts sonner's toaster. */
export function registerToaster(mount: () => Promise<void>): void {
  mountToaster = mount;
}

function show(fn: Show): void {
  ready ??= (async () => {
    const sonner = await import("sonner");
    await mountToaster?.();
    return sonner;
  })();
  ready.then(fn).catch(() => {
    ready = null; // a failed chunk load: try again with the next toast
  });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show((s) => s.toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => show((s) => s.toast.error(message, options)),
  message: (message: string, options?: ExternalToast) => show((s) => s.toast(message, options)),
};
