"use client";

import type { ReactNode } from "react";
import ui from "./admin-ui.module.css";
import styles from "./count-tabs.module.css";

export interface CountTab<K extends string> {
  key: K;
  label: string;
}

/**
 * The back office's list filters with counts (inquiries and messages by read state, returns,
 * reviews and WhatsApp messages by status): toggle buttons, the pressed one being the filter shown,
 * each with its count for the current search ("–" while loading). `children` go at the row's end.
 */
export function CountTabs<K extends string>({
  label,
  tabs,
  current,
  counts,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly CountTab<K>[];
  current: K;
  counts: Partial<Record<K, number>> | undefined;
  onSelect: (key: K) => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" className={current === tab.key ? ui.primary : ui.button} aria-pressed={current === tab.key} onClick={() => onSelect(tab.key)}>
          {tab.label}{" "}
          <span className={styles.tabCount} data-testid={`count-${tab.key}`}>
            {counts?.[tab.key] ?? "–"}
          </span>
        </button>
      ))}
      {children}
    </div>
  );
}
