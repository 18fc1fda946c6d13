"use client";

import { useEffect } from "react";
import type Lenis from "lenis";
import "lenis/dist/lenis.css";
import { SMOOTH_SCROLL_SECONDS, SMOOTH_SCROLL_TOUCH_MULTIPLIER } from "@/lib/constants";

let current: Lenis | null = null;

/** The running Lenis instance, or null (reduced motion, not started yet, or unmounted). */
export function getLenis(): Lenis | null {
  return current;
}

/** Scrolls the window to the top: smooth through Lenis when it runs, native otherwise. */
export function scrollToTop(): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (current) current.scrollTo(0, { immediate: reduce });
  else window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

/**
 * Smooth vertical scrolling for the whole app (storefront §1): 1.2 s, touch multiplier 2, no
 * infinite scroll. Never started for users who prefer reduced motion, and stopped if they switch
 * the preference on. Lenis (~5 KB) loads at the visitor's first wheel, key or pointer press, not
 * with the page: touch scrolling stays native anyway, and a page nobody scrolls never pays for it.
 */
export function SmoothScroll() {
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    let cancelled = false;

    const stop = () => {
      current?.destroy();
      current = null;
    };
    const start = async () => {
      if (query.matches || current) return;
      const { default: LenisClass } = await import("lenis");
      if (cancelled || query.matches || current) return;
      current = new LenisClass({
        duration: SMOOTH_SCROLL_SECONDS,
        touchMultiplier: SMOOTH_SCROLL_TOUCH_MULTIPLIER,
        infinite: false,
        autoRaf: true,
        anchors: true,
      });
    };
    const onChange = () => (query.matches ? stop() : void start());

    const firstInput = ["wheel", "keydown", "pointerdown"] as const;
    const onFirstInput = () => {
      for (const type of firstInput) window.removeEventListener(type, onFirstInput);
      void start();
    };
    for (const type of firstInput) window.addEventListener(type, onFirstInput, { passive: true });
    query.addEventListener("change", onChange);
    return () => {
      cancelled = true;
      for (const type of firstInput) window.removeEventListener(type, onFirstInput);
      query.removeEventListener("change", onChange);
      stop();
    };
  }, []);

  return null;
}
