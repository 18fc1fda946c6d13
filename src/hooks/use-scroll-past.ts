"use client";

import { useEffect } from "react";

/**
 * Calls `onChange(true|false)` whenever the page is scrolled past `px` or back, at most once per
 * animation frame (scroll events fire far more often than the screen repaints).
 * `onChange` must be stable (a state setter, or wrapped in useCallback).
 */
export function useScrollPast(px: number, onChange: (past: boolean) => void): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      onChange(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [px, onChange]);
}
