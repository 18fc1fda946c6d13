"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { tabIndexForKey } from "@/lib/content/tab-keys";
import styles from "./tabs.module.css";

export interface TabItem {
  /** Stable and URL-safe; with the tabs' idPrefix it names the tab and its panel. */
  id: string;
  label: string;
  /** Rendered on the server; every panel is in the HTML, the island only picks the visible one. */
  content: ReactNode;
}

interface Props {
  items: readonly TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefixes the element ids (e.g. "about" → about-story-tab, about-story-panel). */
  idPrefix: string;
}

/**
 * Tabs (WAI-ARIA Authoring Practices, "Tabs" with automatic activation): a tablist of real
 * buttons with aria-selected and aria-controls; only the selected tab is in the Tab order, the
 * arrow keys move the selection (wrapping), Home and End go to the first and last. Without
 * JavaScript the list hides and every panel shows, one after another (tabs.module.css).
 */
export function Tabs({ items, label, idPrefix }: Props) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.current.findIndex((tab) => tab === event.target);
    if (current < 0) return;
    const next = tabIndexForKey(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${item.id}-tab`}
            aria-selected={i === selected}
            aria-controls={`${idPrefix}-${item.id}-panel`}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idPrefix}-${item.id}-panel`}
          aria-labelledby={`${idPrefix}-${item.id}-tab`}
          tabIndex={0}
          hidden={i !== selected}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
