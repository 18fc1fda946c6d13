"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { keepPreviousData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { SelectField } from "@/components/admin/ui/fields";
import { ListToolbar, type SortOrder } from "@/components/admin/ui/list-toolbar";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { ORDERS_KEY, type OrderSort, fetchOrderPage, orderFailureText, orderListKey } from "@/lib/admin/orders-api";
import { ADMIN_ORDER_STATUSES, type AdminOrderStatsJSON, type AdminOrderStatus } from "@/lib/schemas/admin-order";
import { toast } from "@/lib/toast";
import { rupees, statusLabel } from "./order-format";
import { OrderTable } from "./order-table";
import styles from "./orders.module.css";

const SORTS = [
  { value: "createdAt", label: ORDER_ADMIN_MSG.sortNewest },
  { value: "totalAmount", label: ORDER_ADMIN_MSG.sortTotal },
] as const satisfies readonly { value: OrderSort; label: string }[];

const STATUS_OPTIONS = [{ value: "", label: ORDER_ADMIN_MSG.allStatuses }, ...ADMIN_ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))];

/** How long the search box waits for the typing to stop before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function statusFromUrl(value: string | null): AdminOrderStatus | "" {
  return ADMIN_ORDER_STATUSES.find((status) => status === value) ?? "";
}

/**
 * /admin/orders (back office §2 Admin orders). The ?status= of the link that opened it (the
 * dashboard's "pending" links) is the first filter; a new ?status= starts the list afresh (the key),
 * since Next may keep this page mounted while the admin is elsewhere. Render inside <Suspense>.
 */
export function OrdersPage() {
  const initial = statusFromUrl(useSearchParams().get("status"));
  return <OrdersList key={initial} initialStatus={initial} />;
}

function OrdersList({ initialStatus }: { initialStatus: AdminOrderStatus | "" }) {
  const queryClient = useQueryClient();
  const statusId = useId();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<AdminOrderStatus | "">(initialStatus);
  const [sort, setSort] = useState<OrderSort>("createdAt");
  const [order, setOrder] = useState<SortOrder>("desc");
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = { q, status, sort, order };

  const list = useInfiniteQuery({
    queryKey: orderListKey(query),
    queryFn: ({ pageParam, signal }) => fetchOrderPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    // A new search, filter or sort keeps the current list on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    toast.success(ORDER_ADMIN_MSG.refreshed);
  }

  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  const first = list.data?.pages[0];

  return (
    <>
      <PageHeader title={ORDER_ADMIN_MSG.title} count={first ? ORDER_ADMIN_MSG.count(first.total) : undefined}>
        <button type="button" className={ui.button} onClick={() => void refresh()} disabled={list.isFetching}>
          {ORDER_ADMIN_MSG.refresh}
        </button>
      </PageHeader>
      {first ? <OrderStats stats={first.stats} /> : null}
      <ListToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={ORDER_ADMIN_MSG.searchLabel}
        searchPlaceholder={ORDER_ADMIN_MSG.searchPlaceholder}
        sort={sort}
        sorts={SORTS}
        onSort={setSort}
        order={order}
        onOrder={setOrder}
      />
      <div className={styles.filters}>
        <SelectField id={statusId} label={ORDER_ADMIN_MSG.statusFilter} value={status} onValue={(value) => setStatus(statusFromUrl(value))} options={STATUS_OPTIONS} />
      </div>
      {list.isPending ? (
        <Loading text={ORDER_ADMIN_MSG.loading} />
      ) : list.isError ? (
        <EmptyState title={ORDER_ADMIN_MSG.fetchFailed} text={orderFailureText(list.error, ORDER_ADMIN_MSG.fetchFailed, ORDER_ADMIN_MSG.fetchError)}>
          <button type="button" className={ui.button} onClick={() => void list.refetch()}>
            {ORDER_ADMIN_MSG.tryAgain}
          </button>
        </EmptyState>
      ) : orders.length === 0 ? (
        <EmptyState title={ORDER_ADMIN_MSG.emptyTitle} text={ORDER_ADMIN_MSG.emptyText} />
      ) : (
        <>
          <OrderTable orders={orders} />
          {list.hasNextPage ? (
            <div className={styles.more}>
              <button type="button" className={ui.button} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? ORDER_ADMIN_MSG.loadingMore : ORDER_ADMIN_MSG.loadMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}

/** The four numbers of back office §2: all orders, delivered revenue, pending, completed. */
function OrderStats({ stats }: { stats: AdminOrderStatsJSON }) {
  const cards = [
    { label: ORDER_ADMIN_MSG.statTotal, value: String(stats.total) },
    { label: ORDER_ADMIN_MSG.statRevenue, value: rupees(stats.revenue) },
    { label: ORDER_ADMIN_MSG.statPending, value: String(stats.pending) },
    { label: ORDER_ADMIN_MSG.statCompleted, value: String(stats.completed) },
  ];
  return (
    <ul className={styles.stats} aria-label={ORDER_ADMIN_MSG.statsLabel}>
      {cards.map((card) => (
        <li key={card.label} className={styles.stat}>
          <span className={styles.statLabel}>{card.label}</span>
          <span className={styles.statValue}>{card.value}</span>
        </li>
      ))}
    </ul>
  );
}
