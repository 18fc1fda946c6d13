"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { type ListView, ListToolbar, type SortOrder } from "@/components/admin/ui/list-toolbar";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCTS_KEY, type ProductSort, changeProductStatus, deleteProduct, fetchProductPage, productListKey } from "@/lib/admin/products-api";
import { toast } from "@/lib/toast";
import { ProductGrid, ProductTable } from "./product-views";
import styles from "./products.module.css";

const SORTS = [
  { value: "createdAt", label: PRODUCT_MSG.sortNewest },
  { value: "name", label: PRODUCT_MSG.sortName },
  { value: "price", label: PRODUCT_MSG.sortPrice },
  { value: "category", label: PRODUCT_MSG.sortCategory },
] as const satisfies readonly { value: ProductSort; label: string }[];

/** How long the search box waits for the typing to stop before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;
/** The next page shows this long after the end of the list comes into view (spec §2 Products). */
const REVEAL_DELAY_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** /admin/products (back office §2 Products): server-side search, sort and paging, 10 at a time. */
export function ProductsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ProductSort>("createdAt");
  const [order, setOrder] = useState<SortOrder>("desc");
  const [view, setView] = useState<ListView>("grid");
  const [deleting, setDeleting] = useState<AdminProductJSON | null>(null);
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  const list = useInfiniteQuery({
    queryKey: productListKey({ q, sort, order }),
    queryFn: ({ pageParam, signal }) => fetchProductPage({ q, sort, order }, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    // A new search or sort keeps the current list on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

  const invalidate = () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });

  const status = useMutation({
    mutationFn: (product: AdminProductJSON) => changeProductStatus(product._id, !product.status),
    onSuccess: (msg) => toast.success(msg || PRODUCT_MSG.statusUpdated),
    onError: (error) => toast.error(failureText(error, error instanceof Error && error.message ? error.message : PRODUCT_MSG.clientError)),
    onSettled: invalidate,
  });
  const removal = useMutation({
    mutationFn: (product: AdminProductJSON) => deleteProduct(product._id),
    onSuccess: (msg) => toast.success(msg || PRODUCT_MSG.deleted),
    // A product with orders answers 409 with the reason: shown as it is.
    onError: (error) => toast.error(failureText(error, PRODUCT_MSG.clientError)),
    onSettled: () => {
      setDeleting(null);
      void invalidate();
    },
  });

  async function refresh() {
    await invalidate();
    toast.success(PRODUCT_MSG.refreshed);
  }

  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  const total = list.data?.pages[0]?.total;
  const actions = {
    busyId: status.isPending ? (status.variables?._id ?? null) : null,
    onToggle: (product: AdminProductJSON) => status.mutate(product),
    onDelete: setDeleting,
  };

  return (
    <>
      <PageHeader title={PRODUCT_MSG.title} count={total !== undefined ? PRODUCT_MSG.count(total) : undefined}>
        <Link className={ui.primary} href="/admin/products/add">
          {PRODUCT_MSG.addProduct}
        </Link>
        <Link className={ui.button} href="/admin/products/bulk-add">
          {PRODUCT_MSG.bulkUpload}
        </Link>
        <button type="button" className={ui.button} onClick={() => void refresh()} disabled={list.isFetching}>
          {PRODUCT_MSG.refresh}
        </button>
      </PageHeader>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={PRODUCT_MSG.searchLabel}
        searchPlaceholder={PRODUCT_MSG.searchPlaceholder}
        sort={sort}
        sorts={SORTS}
        onSort={setSort}
        order={order}
        onOrder={setOrder}
        view={view}
        onView={setView}
      />
      {list.isPending ? (
        <Loading text={PRODUCT_MSG.loading} />
      ) : list.isError ? (
        <EmptyState title={PRODUCT_MSG.fetchFailed} text={failureText(list.error, PRODUCT_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void list.refetch()}>
            {PRODUCT_MSG.tryAgain}
          </button>
        </EmptyState>
      ) : products.length === 0 ? (
        <EmptyState title={PRODUCT_MSG.emptyTitle} text={PRODUCT_MSG.emptyText}>
          <Link className={ui.primary} href="/admin/products/add">
            {PRODUCT_MSG.addFirst}
          </Link>
        </EmptyState>
      ) : (
        <>
          {view === "grid" ? <ProductGrid products={products} actions={actions} /> : <ProductTable products={products} actions={actions} />}
          <MoreSentinel hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={PRODUCT_MSG.deleteTitle}
        message={deleting ? PRODUCT_MSG.deleteConfirm(deleting.name) : ""}
        busy={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/**
 * The end of the list: when it scrolls into view and more pages exist, the next page is asked for
 * after a short pause, with 'Loading more products...' meanwhile.
 */
function MoreSentinel({ hasMore, fetching, onMore }: { hasMore: boolean; fetching: boolean; onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(false);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || fetching) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || timer) return;
      setWaiting(true);
      timer = setTimeout(() => {
        setWaiting(false);
        onMoreRef.current();
      }, REVEAL_DELAY_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
      setWaiting(false);
    };
  }, [hasMore, fetching]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className={styles.sentinel}>
      {waiting || fetching ? <Loading text={PRODUCT_MSG.loadingMore} /> : null}
    </div>
  );
}
