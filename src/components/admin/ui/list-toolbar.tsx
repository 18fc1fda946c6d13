"use client";

import { useId } from "react";
import styles from "./admin-ui.module.css";

export type SortOrder = "asc" | "desc";
export type ListView = "grid" | "table";

/**
 * The lists' toolbar: a labelled search box, a sort select, the ascending/descending toggle and the
 * Grid/Table switch. Each part shows only when its handler is given. Its ids are per instance: Next
 * keeps pages the admin has left in the document (hidden), so two lists' toolbars can coexist.
 */
export function ListToolbar<S extends string>({
  search,
  onSearch,
  searchLabel = "Search",
  searchPlaceholder,
  sort,
  sorts,
  onSort,
  order,
  onOrder,
  view,
  onView,
}: {
  search?: string;
  onSearch?: (value: string) => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  sort?: S;
  sorts?: readonly { value: S; label: string }[];
  onSort?: (value: S) => void;
  order?: SortOrder;
  onOrder?: (value: SortOrder) => void;
  view?: ListView;
  onView?: (value: ListView) => void;
}) {
  const id = useId();
  return (
    <div className={styles.toolbar}>
      {onSearch ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-search`}>
            {searchLabel}
          </label>
          <input id={`${id}-search`} type="search" className={styles.input} value={search ?? ""} placeholder={searchPlaceholder} onChange={(e) => onSearch(e.target.value)} />
        </div>
      ) : null}
      {onSort && sorts ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-sort`}>
            Sort by
          </label>
          <select id={`${id}-sort`} className={styles.select} value={sort} onChange={(e) => onSort(e.target.value as S)}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {onOrder ? (
        <div className={styles.toolbarGroup}>
          <button type="button" className={styles.button} onClick={() => onOrder(order === "asc" ? "desc" : "asc")} aria-label={`Order: ${order === "asc" ? "ascending" : "descending"}. Switch`}>
            {order === "asc" ? "↑ Asc" : "↓ Desc"}
          </button>
        </div>
      ) : null}
      {onView ? (
        <div className={styles.toolbarGroup} role="group" aria-label="View">
          <button type="button" className={view === "grid" ? styles.primary : styles.button} aria-pressed={view === "grid"} onClick={() => onView("grid")}>
            Grid
          </button>
          <button type="button" className={view === "table" ? styles.primary : styles.button} aria-pressed={view === "table"} onClick={() => onView("table")}>
            Table
          </button>
        </div>
      ) : null}
    </div>
  );
}
