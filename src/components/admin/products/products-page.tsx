"use client";

import { useAdminCan } from "@/components/admin/shell/admin-role";
import { AdminLink } from "@/components/admin/ui/admin-link";
import { useEffect, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { type ListView, ListToolbar } from "@/components/admin/ui/list-toolbar";
import { ListState } from "@/components/admin/ui/list-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import { RefreshButton } from "@/components/admin/ui/refresh-button";
import { useListSearch } from "@/components/admin/ui/use-list-search";
import { usePagedList } from "@/components/admin/ui/use-paged-list";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCTS_KEY, type ProductSort, changeProductStatus, deleteProduct, fetchProductPage, productListKey } from "@/lib/api/admin/products";
import { toast } from "@/lib/toast";
import { ProductGrid, ProductTable } from "./product-views";
import styles from "./products.module.css";

const SORTS = [
  { value: "createdAt", label: PRODUCT_MSG.sortNewest },
  { value: "name", label: PRODUCT_MSG.sortName },
  { value: "price", label: PRODUCT_MSG.sortPrice },
  { value: "category", label: PRODUCT_MSG.sortCategory },
] as const satisfies readonly { value: ProductSort; label: string }[];

/** The next page shows this long after the end of the list comes into view (spec §2 Products). */
const REVEAL_DELAY_MS = 400;

/** /admin/products (back office §2 Products): server-side search, sort and paging, 10 at a time. */
export function ProductsPage() {
  // Issue 43: a role that only reads the catalogue (orders) sees the list without add, edit or delete.
  const canEdit = useAdminCan("catalogue.write");
  const queryClient = useQueryClient();
  const { q, sort, order, toolbar } = useListSearch<ProductSort>("createdAt", "desc");
  const [view, setView] = useState<ListView>("grid");
  const [deleting, setDeleting] = useState<AdminProductJSON | null>(null);
  const query = { q, sort, order };
  const list = usePagedList(productListKey(query), (page, signal) => fetchProductPage(query, page, signal));

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

  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  const total = list.data?.pages[0]?.total;
  const actions = {
    busyId: status.isPending ? (status.variables?._id ?? null) : null,
    onToggle: (product: AdminProductJSON) => status.mutate(product),
    onDelete: setDeleting,
    canEdit,
  };

  return (
    <>
      <PageHeader title={PRODUCT_MSG.title} count={total !== undefined ? PRODUCT_MSG.count(total) : undefined}>
        {canEdit ? (
          <>
            <AdminLink className={ui.primary} href="/admin/products/add">
              {PRODUCT_MSG.addProduct}
            </AdminLink>
            <AdminLink className={ui.button} href="/admin/products/bulk-add">
              {PRODUCT_MSG.bulkUpload}
            </AdminLink>
          </>
        ) : null}
        <RefreshButton queryKey={PRODUCTS_KEY} fetching={list.isFetching} label={PRODUCT_MSG.refresh} refreshed={PRODUCT_MSG.refreshed} />
      </PageHeader>
      <ListToolbar {...toolbar} searchLabel={PRODUCT_MSG.searchLabel} searchPlaceholder={PRODUCT_MSG.searchPlaceholder} sorts={SORTS} view={view} onView={setView} />
      <ListState
        query={list}
        loading={PRODUCT_MSG.loading}
        failedTitle={PRODUCT_MSG.fetchFailed}
        failedText={(error) => failureText(error, PRODUCT_MSG.clientError)}
        tryAgain={PRODUCT_MSG.tryAgain}
        empty={
          products.length === 0 ? (
            <EmptyState title={PRODUCT_MSG.emptyTitle} text={PRODUCT_MSG.emptyText}>
              {canEdit ? (
                <AdminLink className={ui.primary} href="/admin/products/add">
                  {PRODUCT_MSG.addFirst}
                </AdminLink>
              ) : null}
            </EmptyState>
          ) : null
        }
      >
        {view === "grid" ? <ProductGrid products={products} actions={actions} /> : <ProductTable products={products} actions={actions} />}
        <MoreSentinel hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      </ListState>
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
