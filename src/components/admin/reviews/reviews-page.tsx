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
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import type { ReviewAction } from "@/lib/reviews/schemas";
import type { AdminReviewJSON } from "@/lib/reviews/types";
import { toast } from "@/lib/toast";
import { CountTabs } from "@/components/admin/ui/count-tabs";
import { ReviewCard } from "./review-card";
import { REVIEWS_KEY, type ReviewTab, fetchReviewPage, moderate, reviewListKey } from "@/lib/api/admin/reviews";
import styles from "./reviews.module.css";

const TABS: ReviewTab[] = ["pending", "published", "hidden", "all"];

/**
 * /admin/reviews (issue 22): reviews by status (pending first), with each tab's count, a search and
 * one product's filter, 20 at a time; publish, hide and the public reply on each.
 */
export function ReviewsPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReviewTab>("pending");
  const [product, setProduct] = useState<{ id: string; name: string } | null>(null);
  const { q, toolbar } = useListSearch<"createdAt">("createdAt", "desc");
  const query = { status, q, productId: product?.id ?? "" };
  const list = usePagedList(reviewListKey(query), (page, signal) => fetchReviewPage(query, page, signal));

  const change = useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReviewAction }) => moderate(id, action),
    onSuccess: (msg) => toast.success(msg),
    onError: (error) => toast.error(failureText(error, REVIEW_MSG.adminFetchError)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });

  const pages = list.data?.pages;
  const reviews = pages?.flatMap((page) => page.reviews) ?? [];
  const first = pages?.[0];

  return (
    <>
      <PageHeader title={REVIEW_MSG.adminTitle} count={first ? REVIEW_MSG.adminCount(first.counts.all) : undefined}>
        <RefreshButton queryKey={REVIEWS_KEY} fetching={list.isFetching} label={REVIEW_MSG.adminRefresh} refreshed={REVIEW_MSG.adminRefreshed} />
      </PageHeader>
      <ListToolbar search={toolbar.search} onSearch={toolbar.onSearch} searchLabel={REVIEW_MSG.adminSearchLabel} searchPlaceholder={REVIEW_MSG.adminSearchPlaceholder} />
      <CountTabs label={REVIEW_MSG.adminTabsLabel} tabs={TABS.map((tab) => ({ key: tab, label: REVIEW_MSG.adminTab[tab] }))} current={status} counts={first?.counts} onSelect={setStatus}>
        {product ? (
          <button type="button" className={ui.ghost} onClick={() => setProduct(null)}>
            {REVIEW_MSG.adminProductFilter(product.name)} · {REVIEW_MSG.adminClearProduct}
          </button>
        ) : null}
      </CountTabs>
      <ListState
        query={list}
        loading={REVIEW_MSG.adminLoading}
        failedTitle={REVIEW_MSG.adminFetchFailed}
        failedText={(error) => failureText(error, REVIEW_MSG.adminFetchError)}
        tryAgain={REVIEW_MSG.adminTryAgain}
        empty={reviews.length === 0 ? <EmptyState title={REVIEW_MSG.adminEmptyTitle} text={REVIEW_MSG.adminEmptyText} /> : null}
      >
        <ul className={styles.list} aria-label={REVIEW_MSG.adminTitle}>
          {reviews.map((review: AdminReviewJSON) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                busy={change.isPending && change.variables?.id === review.id}
                onAction={(action) => change.mutateAsync({ id: review.id, action }).then(() => true, () => false)}
                onOnlyProduct={product ? undefined : () => setProduct({ id: review.product.id, name: review.product.name })}
              />
            </li>
          ))}
        </ul>
        <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={REVIEW_MSG.adminLoadMore} busyLabel={REVIEW_MSG.adminLoadingMore} onMore={() => void list.fetchNextPage()} />
      </ListState>
    </>
  );
}
