"use client";

import { useState } from "react";
import { keepPreviousData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { LoadMore } from "@/components/admin/inquiries/read-filter-tabs";
import { useDebounced } from "@/components/admin/inquiries/use-debounced";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { type ListView, ListToolbar, type SortOrder } from "@/components/admin/ui/list-toolbar";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { CUSTOMERS_KEY, type CustomerSort, customerListKey, fetchCustomerPage } from "@/lib/admin/people-api";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { toast } from "@/lib/toast";
import { Spinner } from "./spinner";
import { CustomerStatCards } from "./customer-stat-cards";
import { CustomerCards, CustomerTable } from "./customer-views";

const SORTS = [
  { value: "name", label: CUSTOMER_MSG.sortName },
  { value: "email", label: CUSTOMER_MSG.sortEmail },
  { value: "createdAt", label: CUSTOMER_MSG.sortJoined },
] as const satisfies readonly { value: CustomerSort; label: string }[];

/** /admin/users (back office §2 Customers): stat cards, and the list searched, sorted and paged by the server. */
export function CustomersPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<CustomerSort>("createdAt");
  const [order, setOrder] = useState<SortOrder>("desc");
  const [view, setView] = useState<ListView>("table");
  const q = useDebounced(search.trim());
  const query = { q, sort, order };

  const list = useInfiniteQuery({
    queryKey: customerListKey(query),
    queryFn: ({ pageParam, signal }) => fetchCustomerPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    toast.success(CUSTOMER_MSG.refreshed);
  }

  const pages = list.data?.pages;
  const customers = pages?.flatMap((page) => page.rows) ?? [];
  const first = pages?.[0];

  return (
    <>
      <PageHeader title={CUSTOMER_MSG.title} count={first ? CUSTOMER_MSG.count(first.total) : undefined}>
        <button type="button" className={ui.button} onClick={() => void refresh()} disabled={list.isFetching}>
          {CUSTOMER_MSG.refresh}
        </button>
      </PageHeader>
      <CustomerStatCards stats={first?.stats} />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={CUSTOMER_MSG.searchLabel}
        searchPlaceholder={CUSTOMER_MSG.searchPlaceholder}
        sort={sort}
        sorts={SORTS}
        onSort={(value) => {
          setSort(value);
          // Names and e-mails read A→Z first, join dates newest first.
          setOrder(value === "createdAt" ? "desc" : "asc");
        }}
        order={order}
        onOrder={setOrder}
        view={view}
        onView={setView}
      />
      {list.isPending ? (
        <Spinner text={CUSTOMER_MSG.loading} />
      ) : list.isError ? (
        <EmptyState title={CUSTOMER_MSG.fetchFailed} text={failureText(list.error, CUSTOMER_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void list.refetch()}>
            {CUSTOMER_MSG.tryAgain}
          </button>
        </EmptyState>
      ) : customers.length === 0 ? (
        <EmptyState title={CUSTOMER_MSG.emptyTitle} text={q ? CUSTOMER_MSG.noMatchText(q) : CUSTOMER_MSG.emptyText} />
      ) : (
        <>
          {view === "table" ? <CustomerTable customers={customers} /> : <CustomerCards customers={customers} />}
          <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={CUSTOMER_MSG.loadMore} busyLabel={CUSTOMER_MSG.loadingMore} onMore={() => void list.fetchNextPage()} />
        </>
      )}
    </>
  );
}
