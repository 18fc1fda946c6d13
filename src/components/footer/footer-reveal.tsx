"use client";

import { useEffect, useRef } from "react";
import { FOOTER_FADE_THRESHOLD } from "@/lib/constants";

/**
 * Fades the footer columns in once 15 % of the footer is visible (storefront §2.5). Marks the
 * element with data-visible; the CSS does the rest (and skips motion for reduced-motion users).
 */
export function FooterReveal({ className, children }: { className?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      element.dataset.visible = "true";
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          element.dataset.visible = "true";
          observer.disconnect();
        }
      },
      { threshold: FOOTER_FADE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={className} data-reveal>
      {children}
    </div>
  );
}
