"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { CAROUSEL_LEFT_DISABLED_AT_PX, CAROUSEL_STEP_PX } from "@/lib/constants";
import { useReducedMotion } from "./use-reduced-motion";
import styles from "./category-carousel.module.css";

/**
 * A horizontal scroller with previous/next arrows that move it by 300 px (storefront §2.4). The
 * left arrow is disabled while scrolled 10 px or less, the right one at the end. The items are
 * server-rendered children; touch and trackpad scrolling work natively.
 */
export function CarouselScroller({ label, children }: { label: string; children: React.ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= CAROUSEL_LEFT_DISABLED_AT_PX);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - CAROUSEL_LEFT_DISABLED_AT_PX);
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    update();
    el.addEventListener("scroll", update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, [update]);

  const scrollBy = (dx: number) => viewport.current?.scrollBy({ left: dx, behavior: reducedMotion ? "auto" : "smooth" });

  return (
    <div className={styles.scroller} data-overflow={!(atStart && atEnd) || undefined}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={`Scroll ${label} left`}
        disabled={atStart}
        onClick={() => scrollBy(-CAROUSEL_STEP_PX)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div ref={viewport} className={styles.viewport}>
        {children}
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={`Scroll ${label} right`}
        disabled={atEnd}
        onClick={() => scrollBy(CAROUSEL_STEP_PX)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
