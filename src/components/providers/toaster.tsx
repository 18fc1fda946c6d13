"use client";

import { Toaster as Sonner } from "sonner";
import { APP_TOAST_MS, TOAST_POSITION } from "@/lib/constants";

/** App-wide toasts: top-right, 1.5 s (storefront §8, §9). Call `toast()` from "sonner" anywhere. */
export function Toaster() {
  return <Sonner position={TOAST_POSITION} duration={APP_TOAST_MS} richColors closeButton />;
}
