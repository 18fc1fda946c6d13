"use client";

import { useState } from "react";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { ListState } from "@/components/admin/ui/list-state";
import { type ListView, ListToolbar } from "@/components/admin/ui/list-toolbar";
import { LoadMore } from "@/components/admin/ui/load-more";
import { PageHeader } from "@/components/admin/ui/page-header";
import { RefreshButton } from "@/components/admin/ui/refresh-button";
import { useListSearch } from "@/components/admin/ui/use-list-search";
import { usePagedList } from "@/components/admin/ui/use-paged-list";
import { failureText } from "@/lib/admin/failure-text";
import { CUSTOMERS_KEY, type CustomerSort, customerListKey, fetchCustomerPage } from "@/lib/api/admin/people";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
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
  // Names and e-mails read A→Z first, join dates newest first.
  const { q, sort, order, toolbar } = useListSearch<CustomerSort>("createdAt", "desc", (value) => (value === "createdAt" ? "desc" : "asc"));
  const [view, setView] = useState<ListView>("table");
  const query = { q, sort, order };
  const list = usePagedList(customerListKey(query), (page, signal) => fetchCustomerPage(query, page, signal));

  const pages = list.data?.pages;
  const customers = pages?.flatMap((page) => page.rows) ?? [];
  const first = pages?.[0];

  return (
    <>
      <PageHeader title={CUSTOMER_MSG.title} count={first ? CUSTOMER_MSG.count(first.total) : undefined}>
        <RefreshButton queryKey={CUSTOMERS_KEY} fetching={list.isFetching} label={CUSTOMER_MSG.refresh} refreshed={CUSTOMER_MSG.refreshed} />
      </PageHeader>
      <CustomerStatCards stats={first?.stats} />
      <ListToolbar {...toolbar} searchLabel={CUSTOMER_MSG.searchLabel} searchPlaceholder={CUSTOMER_MSG.searchPlaceholder} sorts={SORTS} view={view} onView={setView} />
      <ListState
        query={list}
        loading={<Spinner text={CUSTOMER_MSG.loading} />}
        failedTitle={CUSTOMER_MSG.fetchFailed}
        failedText={(error) => failureText(error, CUSTOMER_MSG.clientError)}
        tryAgain={CUSTOMER_MSG.tryAgain}
        empty={customers.length === 0 ? <EmptyState title={CUSTOMER_MSG.emptyTitle} text={q ? CUSTOMER_MSG.noMatchText(q) : CUSTOMER_MSG.emptyText} /> : null}
      >
        {view === "table" ? <CustomerTable customers={customers} /> : <CustomerCards customers={customers} />}
        <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={CUSTOMER_MSG.loadMore} busyLabel={CUSTOMER_MSG.loadingMore} onMore={() => void list.fetchNextPage()} />
      </ListState>
    </>
  );
}
