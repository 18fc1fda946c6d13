"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { APP_TOAST_MS, TOAST_POSITION } from "@/lib/constants";
import { registerToaster } from "@/lib/toast";

const UNDER_HEADER = { top: "calc(var(--header-h) + 8px)" };

/**
 * App-wide toasts: top-right, 1.5 s (storefront §8, §9). Renders nothing until the first
 * `toast.*()` from src/lib/toast.ts, which loads sonner (~9 KB) only then. They sit just under the
 * header (on phones sonner spans the width), so its menu, cart and wishlist stay in reach.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  const [mounted, setMounted] = useState<(() => void) | null>(null);

  useEffect(() => {
    registerToaster(
      () =>
        new Promise<void>((resolve) => {
          void import("sonner").then(({ Toaster: SonnerToaster }) => {
            setMounted(() => resolve);
            setSonner(() => SonnerToaster);
          });
        }),
    );
  }, []);

  // Resolve only after sonner's toaster has mounted and subscribed, so the first toast is not lost.
  useEffect(() => {
    if (Sonner && mounted) mounted();
  }, [Sonner, mounted]);

  if (!Sonner) return null;
  return <Sonner position={TOAST_POSITION} offset={UNDER_HEADER} mobileOffset={UNDER_HEADER} duration={APP_TOAST_MS} richColors closeButton />;
}
