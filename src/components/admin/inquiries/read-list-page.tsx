"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { ListState } from "@/components/admin/ui/list-state";
import { ListToolbar } from "@/components/admin/ui/list-toolbar";
import { LoadMore } from "@/components/admin/ui/load-more";
import { PageHeader } from "@/components/admin/ui/page-header";
import { RefreshButton } from "@/components/admin/ui/refresh-button";
import { useListSearch } from "@/components/admin/ui/use-list-search";
import { usePagedList } from "@/components/admin/ui/use-paged-list";
import { failureText } from "@/lib/admin/failure-text";
import type { ListPage, ReadCounts, ReadFilter, ReadListQuery, ReadSort } from "@/lib/api/admin/people";
import { toast } from "@/lib/toast";
import { ReadFilterTabs } from "./read-filter-tabs";
import { statusFailure } from "./status-failure";

/** The words of a read/unread list (INQUIRY_MSG, CONTACT_MESSAGE_MSG). */
export interface ReadListTexts {
  title: string;
  count: (n: number) => string;
  refresh: string;
  refreshed: string;
  searchLabel: string;
  searchPlaceholder: string;
  sortDate: string;
  sortName: string;
  filterLabel: string;
  filterAll: string;
  filterUnread: string;
  filterRead: string;
  loading: string;
  fetchFailed: string;
  clientError: string;
  statusFailed: string;
  tryAgain: string;
  emptyTitle: string;
  emptyText: string;
  noMatchText: (q: string) => string;
  markedRead: string;
  markedUnread: string;
  loadMore: string;
  loadingMore: string;
}

interface ReadListPageProps<Row extends { _id: string }> {
  texts: ReadListTexts;
  /** The root of the list's query keys: invalidated after a change and on Refresh. */
  rootKey: readonly unknown[];
  listKey: (query: ReadListQuery) => readonly unknown[];
  fetchPage: (query: ReadListQuery, page: number, signal?: AbortSignal) => Promise<ListPage<Row> & { counts: ReadCounts }>;
  isRead: (row: Row) => boolean;
  changeStatus: (id: string, read: boolean) => Promise<string>;
  renderList: (rows: Row[], busyId: string | null, onToggle: (row: Row) => void) => React.ReactNode;
}

/**
 * A list the owner reads and marks read or unread (inquiries, contact messages): searched,
 * filtered, sorted and paged by the server, with the read/unread toggle and Refresh.
 */
export function ReadListPage<Row extends { _id: string }>({ texts, rootKey, listKey, fetchPage, isRead, changeStatus, renderList }: ReadListPageProps<Row>) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ReadFilter>("all");
  // Names read A→Z first, dates newest first.
  const { q, sort, order, toolbar } = useListSearch<ReadSort>("date", "desc", (value) => (value === "name" ? "asc" : "desc"));
  const query = { q, filter, sort, order };

  const sorts = [
    { value: "date", label: texts.sortDate },
    { value: "name", label: texts.sortName },
  ] as const satisfies readonly { value: ReadSort; label: string }[];
  const filterNames = { all: texts.filterAll, unread: texts.filterUnread, read: texts.filterRead };

  const list = usePagedList(listKey(query), (page, signal) => fetchPage(query, page, signal));

  const invalidate = () => queryClient.invalidateQueries({ queryKey: rootKey });
  const status = useMutation({
    mutationFn: (row: Row) => changeStatus(row._id, !isRead(row)),
    onSuccess: (msg, row) => toast.success(msg || (isRead(row) ? texts.markedUnread : texts.markedRead)),
    onError: (error) => toast.error(statusFailure(error, texts)),
    onSettled: () => {
      void invalidate();
      // The dashboard's unread count follows.
      void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });

  const pages = list.data?.pages;
  const rows = pages?.flatMap((page) => page.rows) ?? [];
  const first = pages?.[0];

  return (
    <>
      <PageHeader title={texts.title} count={first ? texts.count(first.counts.all) : undefined}>
        <RefreshButton queryKey={rootKey} fetching={list.isFetching} label={texts.refresh} refreshed={texts.refreshed} />
      </PageHeader>
      <ListToolbar {...toolbar} searchLabel={texts.searchLabel} searchPlaceholder={texts.searchPlaceholder} sorts={sorts} />
      <ReadFilterTabs label={texts.filterLabel} filter={filter} counts={first?.counts} names={filterNames} onFilter={setFilter} />
      <ListState
        query={list}
        loading={texts.loading}
        failedTitle={texts.fetchFailed}
        failedText={(error) => failureText(error, texts.clientError)}
        tryAgain={texts.tryAgain}
        empty={rows.length === 0 ? <EmptyState title={texts.emptyTitle} text={q ? texts.noMatchText(q) : texts.emptyText} /> : null}
      >
        {renderList(rows, status.isPending ? (status.variables?._id ?? null) : null, (row) => status.mutate(row))}
        <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={texts.loadMore} busyLabel={texts.loadingMore} onMore={() => void list.fetchNextPage()} />
      </ListState>
    </>
  );
}
