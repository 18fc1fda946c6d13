"use client";

import ui from "@/components/admin/ui/admin-ui.module.css";
import type { ReadCounts, ReadFilter } from "@/lib/admin/people-api";
import styles from "./read-list.module.css";

/**
 * The all / unread / read filter of the inquiry and message lists, each with its count (for the
 * current search). Toggle buttons: the pressed one is the filter shown.
 */
export function ReadFilterTabs({
  label,
  filter,
  counts,
  names,
  onFilter,
}: {
  label: string;
  filter: ReadFilter;
  counts: ReadCounts | undefined;
  names: Record<ReadFilter, string>;
  onFilter: (filter: ReadFilter) => void;
}) {
  const filters: ReadFilter[] = ["all", "unread", "read"];
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {filters.map((value) => (
        <button key={value} type="button" className={filter === value ? ui.primary : ui.button} aria-pressed={filter === value} onClick={() => onFilter(value)}>
          {names[value]}{" "}
          <span className={styles.tabCount} data-testid={`count-${value}`}>
            {counts ? counts[value] : "–"}
          </span>
        </button>
      ))}
    </div>
  );
}
