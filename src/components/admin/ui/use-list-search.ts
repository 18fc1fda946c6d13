"use client";

import { useState } from "react";
import type { SortOrder } from "./list-toolbar";
import { useDebounced } from "./use-debounced";

/**
 * A list's search box, sort and order, as ListToolbar takes them (`toolbar`), and the search the
 * server is asked for (`q`: trimmed, once the typing stops). `orderFor`, when given, is the order
 * a newly chosen sort starts in (names A→Z, dates newest first).
 */
export function useListSearch<S extends string>(initialSort: S, initialOrder: SortOrder, orderFor?: (sort: S) => SortOrder) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<S>(initialSort);
  const [order, setOrder] = useState<SortOrder>(initialOrder);
  const q = useDebounced(search.trim());

  function onSort(value: S) {
    setSort(value);
    if (orderFor) setOrder(orderFor(value));
  }

  return { q, sort, order, toolbar: { search, onSearch: setSearch, sort, onSort, order, onOrder: setOrder } };
}
