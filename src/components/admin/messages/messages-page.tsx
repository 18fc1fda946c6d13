"use client";

import { useState } from "react";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { ListToolbar } from "@/components/admin/ui/list-toolbar";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { CONTACT_MESSAGE_MSG } from "@/lib/admin/people-messages";
import { type AdminContactMessageJSON, MESSAGES_KEY, type ReadFilter, type ReadSort, type SortOrder, changeMessageStatus, fetchMessagePage, messageListKey } from "@/lib/admin/people-api";
import { toast } from "@/lib/toast";
import { LoadMore, ReadFilterTabs } from "@/components/admin/inquiries/read-filter-tabs";
import { statusFailure } from "@/components/admin/inquiries/status-failure";
import { useDebounced } from "@/components/admin/inquiries/use-debounced";
import { MessageList } from "./message-list";

const SORTS = [
  { value: "date", label: CONTACT_MESSAGE_MSG.sortDate },
  { value: "name", label: CONTACT_MESSAGE_MSG.sortName },
] as const satisfies readonly { value: ReadSort; label: string }[];

const FILTER_NAMES = { all: CONTACT_MESSAGE_MSG.filterAll, unread: CONTACT_MESSAGE_MSG.filterUnread, read: CONTACT_MESSAGE_MSG.filterRead } as const;

/** /admin/messages: the contact form's messages, searched, filtered, sorted and paged by the server. */
export function MessagesPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<ReadFilter>("all");
  const [sort, setSort] = useState<ReadSort>("date");
  const [order, setOrder] = useState<SortOrder>("desc");
  const q = useDebounced(search.trim());
  const query = { q, filter, sort, order };

  const list = useInfiniteQuery({
    queryKey: messageListKey(query),
    queryFn: ({ pageParam, signal }) => fetchMessagePage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

  const invalidate = () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
  const status = useMutation({
    mutationFn: (message: AdminContactMessageJSON) => changeMessageStatus(message._id, !message.read),
    onSuccess: (msg, message) => toast.success(msg || (message.read ? CONTACT_MESSAGE_MSG.markedUnread : CONTACT_MESSAGE_MSG.markedRead)),
    onError: (error) => toast.error(statusFailure(error, CONTACT_MESSAGE_MSG)),
    onSettled: () => {
      void invalidate();
      // The dashboard's unread count follows.
      void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });

  async function refresh() {
    await invalidate();
    toast.success(CONTACT_MESSAGE_MSG.refreshed);
  }

  const pages = list.data?.pages;
  const messages = pages?.flatMap((page) => page.rows) ?? [];
  const first = pages?.[0];

  return (
    <>
      <PageHeader title={CONTACT_MESSAGE_MSG.title} count={first ? CONTACT_MESSAGE_MSG.count(first.counts.all) : undefined}>
        <button type="button" className={ui.button} onClick={() => void refresh()} disabled={list.isFetching}>
          {CONTACT_MESSAGE_MSG.refresh}
        </button>
      </PageHeader>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={CONTACT_MESSAGE_MSG.searchLabel}
        searchPlaceholder={CONTACT_MESSAGE_MSG.searchPlaceholder}
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
      <ReadFilterTabs label={CONTACT_MESSAGE_MSG.filterLabel} filter={filter} counts={first?.counts} names={FILTER_NAMES} onFilter={setFilter} />
      {list.isPending ? (
        <Loading text={CONTACT_MESSAGE_MSG.loading} />
      ) : list.isError ? (
        <EmptyState title={CONTACT_MESSAGE_MSG.fetchFailed} text={failureText(list.error, CONTACT_MESSAGE_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void list.refetch()}>
            {CONTACT_MESSAGE_MSG.tryAgain}
          </button>
        </EmptyState>
      ) : messages.length === 0 ? (
        <EmptyState title={CONTACT_MESSAGE_MSG.emptyTitle} text={q ? CONTACT_MESSAGE_MSG.noMatchText(q) : CONTACT_MESSAGE_MSG.emptyText} />
      ) : (
        <>
          <MessageList messages={messages} busyId={status.isPending ? (status.variables?._id ?? null) : null} onToggle={(message) => status.mutate(message)} />
          <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={CONTACT_MESSAGE_MSG.loadMore} busyLabel={CONTACT_MESSAGE_MSG.loadingMore} onMore={() => void list.fetchNextPage()} />
        </>
      )}
    </>
  );
}
