"use client";

import { useSearchParams } from "next/navigation";
import { useId, useState } from "react";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { SelectField } from "@/components/admin/ui/fields";
import { ListState } from "@/components/admin/ui/list-state";
import { ListToolbar } from "@/components/admin/ui/list-toolbar";
import { LoadMore } from "@/components/admin/ui/load-more";
import { PageHeader } from "@/components/admin/ui/page-header";
import { RefreshButton } from "@/components/admin/ui/refresh-button";
import { useListSearch } from "@/components/admin/ui/use-list-search";
import { usePagedList } from "@/components/admin/ui/use-paged-list";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { ORDERS_KEY, type OrderSort, fetchOrderPage, orderFailureText, orderListKey } from "@/lib/api/admin/orders";
import { ADMIN_ORDER_STATUS_FILTERS, type AdminOrderStatsJSON, type AdminOrderStatusFilter } from "@/lib/schemas/admin-order";
import { rupees, statusLabel } from "./order-format";
import { OrderTable } from "./order-table";
import cardsUi from "@/components/admin/ui/cards.module.css";
import styles from "./orders.module.css";
import { COD_MSG } from "@/lib/messages/cod";

const SORTS = [
  { value: "createdAt", label: ORDER_ADMIN_MSG.sortNewest },
  { value: "totalAmount", label: ORDER_ADMIN_MSG.sortTotal },
] as const satisfies readonly { value: OrderSort; label: string }[];

const STATUS_OPTIONS = [{ value: "", label: ORDER_ADMIN_MSG.allStatuses }, ...ADMIN_ORDER_STATUS_FILTERS.map((status) => ({ value: status, label: statusLabel(status) }))];

const METHOD_OPTIONS = [
  { value: "", label: COD_MSG.filterAll },
  { value: "cod", label: COD_MSG.filterCod },
];

function statusFromUrl(value: string | null): AdminOrderStatusFilter | "" {
  return ADMIN_ORDER_STATUS_FILTERS.find((status) => status === value) ?? "";
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

function OrdersList({ initialStatus }: { initialStatus: AdminOrderStatusFilter | "" }) {
  const statusId = useId();
  const [status, setStatus] = useState<AdminOrderStatusFilter | "">(initialStatus);
  const methodId = useId();
  const [method, setMethod] = useState<"cod" | "">("");
  const { q, sort, order, toolbar } = useListSearch<OrderSort>("createdAt", "desc");
  const query = { q, status, method, sort, order };
  const list = usePagedList(orderListKey(query), (page, signal) => fetchOrderPage(query, page, signal));

  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  const first = list.data?.pages[0];

  return (
    <>
      <PageHeader title={ORDER_ADMIN_MSG.title} count={first ? ORDER_ADMIN_MSG.count(first.total) : undefined}>
        <RefreshButton queryKey={ORDERS_KEY} fetching={list.isFetching} label={ORDER_ADMIN_MSG.refresh} refreshed={ORDER_ADMIN_MSG.refreshed} />
      </PageHeader>
      {first ? <OrderStats stats={first.stats} /> : null}
      <ListToolbar {...toolbar} searchLabel={ORDER_ADMIN_MSG.searchLabel} searchPlaceholder={ORDER_ADMIN_MSG.searchPlaceholder} sorts={SORTS} />
      <div className={styles.filters}>
        <SelectField id={statusId} label={ORDER_ADMIN_MSG.statusFilter} value={status} onValue={(value) => setStatus(statusFromUrl(value))} options={STATUS_OPTIONS} />
        <SelectField id={methodId} label={COD_MSG.filterLabel} value={method} onValue={(value) => setMethod(value === "cod" ? "cod" : "")} options={METHOD_OPTIONS} />
      </div>
      <ListState
        query={list}
        loading={ORDER_ADMIN_MSG.loading}
        failedTitle={ORDER_ADMIN_MSG.fetchFailed}
        failedText={(error) => orderFailureText(error, ORDER_ADMIN_MSG.fetchFailed, ORDER_ADMIN_MSG.fetchError)}
        tryAgain={ORDER_ADMIN_MSG.tryAgain}
        empty={orders.length === 0 ? <EmptyState title={ORDER_ADMIN_MSG.emptyTitle} text={ORDER_ADMIN_MSG.emptyText} /> : null}
      >
        <OrderTable orders={orders} />
        <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={ORDER_ADMIN_MSG.loadMore} busyLabel={ORDER_ADMIN_MSG.loadingMore} onMore={() => void list.fetchNextPage()} />
      </ListState>
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
        <li key={card.label} className={`${cardsUi.box} ${styles.stat}`}>
          <span className={styles.statLabel}>{card.label}</span>
          <span className={styles.statValue}>{card.value}</span>
        </li>
      ))}
    </ul>
  );
}
