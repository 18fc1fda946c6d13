"use client";

import { useCallback, useRef } from "react";
import { useScrollPast } from "@/hooks/use-scroll-past";
import { HEADER_SOLID_AFTER_PX } from "@/lib/constants";

/**
 * Marks the enclosing header with `data-scrolled` once the page has scrolled past 50 px. The CSS
 * decides what that means (solid on the home page; the header is always solid elsewhere), so the
 * server-rendered header needs no pathname and stays in the static shell.
 */
export function HeaderScrollState() {
  const ref = useRef<HTMLSpanElement>(null);

  const markHeader = useCallback((past: boolean) => {
    ref.current?.closest("header")?.toggleAttribute("data-scrolled", past);
  }, []);
  useScrollPast(HEADER_SOLID_AFTER_PX, markHeader);

  return <span ref={ref} hidden />;
}
