"use client";

import { useState } from "react";
import { scrollToTop } from "@/components/providers/smooth-scroll";
import { useScrollPast } from "@/hooks/use-scroll-past";
import { SCROLL_TO_TOP_AFTER_PX } from "@/lib/constants";
import styles from "./home.module.css";

/** Back-to-top button on the home page, shown after 200 px of scroll (storefront §2.3). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useScrollPast(SCROLL_TO_TOP_AFTER_PX, setVisible);

  return (
    <button
      type="button"
      className={styles.toTop}
      data-visible={visible || undefined}
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={scrollToTop}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
