"use client";

import { useEffect, useRef } from "react";
import { HEADER_SOLID_AFTER_PX } from "@/lib/constants";

/**
 * Marks the enclosing header with `data-scrolled` once the page has scrolled past 50 px. The CSS
 * decides what that means (solid on the home page; the header is always solid elsewhere), so the
 * server-rendered header needs no pathname and stays in the static shell.
 */
export function HeaderScrollState() {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const header = ref.current?.closest("header");
    if (!header) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      header.toggleAttribute("data-scrolled", window.scrollY > HEADER_SOLID_AFTER_PX);
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
  }, []);

  return <span ref={ref} hidden />;
}
