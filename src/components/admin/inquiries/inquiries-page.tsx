"use client";

import { useState } from "react";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { ListToolbar } from "@/components/admin/ui/list-toolbar";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { INQUIRY_MSG } from "@/lib/admin/people-messages";
import { type AdminInquiryJSON, INQUIRIES_KEY, type ReadFilter, type ReadSort, type SortOrder, changeInquiryStatus, fetchInquiryPage, inquiryListKey } from "@/lib/admin/people-api";
import { toast } from "@/lib/toast";
import { InquiryList } from "./inquiry-list";
import { LoadMore, ReadFilterTabs } from "./read-filter-tabs";
import { statusFailure } from "./status-failure";
import { useDebounced } from "./use-debounced";

const SORTS = [
  { value: "date", label: INQUIRY_MSG.sortDate },
  { value: "name", label: INQUIRY_MSG.sortName },
] as const satisfies readonly { value: ReadSort; label: string }[];

const FILTER_NAMES = { all: INQUIRY_MSG.filterAll, unread: INQUIRY_MSG.filterUnread, read: INQUIRY_MSG.filterRead } as const;

/** /admin/adm-inquiry (back office §2 Admin inquiries): searched, filtered, sorted and paged by the server. */
export function InquiriesPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<ReadFilter>("all");
  const [sort, setSort] = useState<ReadSort>("date");
  const [order, setOrder] = useState<SortOrder>("desc");
  const q = useDebounced(search.trim());
  const query = { q, filter, sort, order };

  const list = useInfiniteQuery({
    queryKey: inquiryListKey(query),
    queryFn: ({ pageParam, signal }) => fetchInquiryPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

  const invalidate = () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY });
  const status = useMutation({
    mutationFn: (inquiry: AdminInquiryJSON) => changeInquiryStatus(inquiry._id, !inquiry.status),
    onSuccess: (msg, inquiry) => toast.success(msg || (inquiry.status ? INQUIRY_MSG.markedUnread : INQUIRY_MSG.markedRead)),
    onError: (error) => toast.error(statusFailure(error, INQUIRY_MSG)),
    onSettled: () => {
      void invalidate();
      // The dashboard's unread count follows.
      void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });

  async function refresh() {
    await invalidate();
    toast.success(INQUIRY_MSG.refreshed);
  }

  const pages = list.data?.pages;
  const inquiries = pages?.flatMap((page) => page.rows) ?? [];
  const first = pages?.[0];

  return (
    <>
      <PageHeader title={INQUIRY_MSG.title} count={first ? INQUIRY_MSG.count(first.counts.all) : undefined}>
        <button type="button" className={ui.button} onClick={() => void refresh()} disabled={list.isFetching}>
          {INQUIRY_MSG.refresh}
        </button>
      </PageHeader>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={INQUIRY_MSG.searchLabel}
        searchPlaceholder={INQUIRY_MSG.searchPlaceholder}
        sort={sort}
        sorts={SORTS}
        onSort={(value) => {
          setSort(value);
          // Names read A→Z first, dates newest first.
          setOrder(value === "name" ? "asc" : "desc");
        }}
        order={order}
        onOrder={setOrder}
      />
      <ReadFilterTabs label={INQUIRY_MSG.filterLabel} filter={filter} counts={first?.counts} names={FILTER_NAMES} onFilter={setFilter} />
      {list.isPending ? (
        <Loading text={INQUIRY_MSG.loading} />
      ) : list.isError ? (
        <EmptyState title={INQUIRY_MSG.fetchFailed} text={failureText(list.error, INQUIRY_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void list.refetch()}>
            {INQUIRY_MSG.tryAgain}
          </button>
        </EmptyState>
      ) : inquiries.length === 0 ? (
        <EmptyState title={INQUIRY_MSG.emptyTitle} text={q ? INQUIRY_MSG.noMatchText(q) : INQUIRY_MSG.emptyText} />
      ) : (
        <>
          <InquiryList inquiries={inquiries} busyId={status.isPending ? (status.variables?._id ?? null) : null} onToggle={(inquiry) => status.mutate(inquiry)} />
          <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={INQUIRY_MSG.loadMore} busyLabel={INQUIRY_MSG.loadingMore} onMore={() => void list.fetchNextPage()} />
        </>
      )}
    </>
  );
}
