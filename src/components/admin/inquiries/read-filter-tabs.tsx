"use client";

import { CountTabs } from "@/components/admin/ui/count-tabs";
import type { ReadCounts, ReadFilter } from "@/lib/api/admin/people";

const FILTERS: ReadFilter[] = ["all", "unread", "read"];

/** The all / unread / read filter of the inquiry and message lists, each with its count (for the current search). */
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
  return <CountTabs label={label} tabs={FILTERS.map((key) => ({ key, label: names[key] }))} current={filter} counts={counts} onSelect={onFilter} />;
}
