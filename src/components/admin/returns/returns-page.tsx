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
import orders from "@/components/admin/orders/orders.module.css";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import { RETURN_KINDS, RETURN_STATUSES, type ReturnKind, type ReturnStatus } from "@/lib/types/returns";
import { ReturnStatusTabs } from "./return-status-tabs";
import { ReturnTable } from "./return-table";
import { RETURNS_KEY, fetchReturnPage, returnFailureText, returnListKey } from "@/lib/api/admin/returns";

const KIND_OPTIONS = [{ value: "", label: RETURN_ADMIN_MSG.allKinds }, ...RETURN_KINDS.map((kind) => ({ value: kind, label: RETURN_ADMIN_MSG.kindLabels[kind] }))];

function statusFromUrl(value: string | null): ReturnStatus | "" {
  return RETURN_STATUSES.find((status) => status === value) ?? "";
}

/**
 * /admin/returns (issue 22): the requests, newest first, with a tab per status showing its count,
 * a kind filter and a search box; each row opens its request. The ?status= of the link that opened
 * it is the first tab. Render inside <Suspense>.
 */
export function ReturnsPage() {
  const initial = statusFromUrl(useSearchParams().get("status"));
  return <ReturnsList key={initial} initialStatus={initial} />;
}

function ReturnsList({ initialStatus }: { initialStatus: ReturnStatus | "" }) {
  const kindId = useId();
  const [status, setStatus] = useState<ReturnStatus | "">(initialStatus);
  const [kind, setKind] = useState<ReturnKind | "">("");
  const { q, toolbar } = useListSearch<"createdAt">("createdAt", "desc");
  const query = { q, status, kind };
  const list = usePagedList(returnListKey(query), (page, signal) => fetchReturnPage(query, page, signal));

  const rows = list.data?.pages.flatMap((page) => page.returns) ?? [];
  const first = list.data?.pages[0];

  return (
    <>
      <PageHeader title={RETURN_ADMIN_MSG.title} count={first ? RETURN_ADMIN_MSG.count(first.total) : undefined}>
        <RefreshButton queryKey={RETURNS_KEY} fetching={list.isFetching} label={RETURN_ADMIN_MSG.refresh} refreshed={RETURN_ADMIN_MSG.refreshed} />
      </PageHeader>
      <ReturnStatusTabs status={status} counts={first?.counts} onStatus={setStatus} />
      <ListToolbar search={toolbar.search} onSearch={toolbar.onSearch} searchLabel={RETURN_ADMIN_MSG.searchLabel} searchPlaceholder={RETURN_ADMIN_MSG.searchPlaceholder} />
      <div className={orders.filters}>
        <SelectField id={kindId} label={RETURN_ADMIN_MSG.kindFilter} value={kind} onValue={(value) => setKind(RETURN_KINDS.find((k) => k === value) ?? "")} options={KIND_OPTIONS} />
      </div>
      <ListState
        query={list}
        loading={RETURN_ADMIN_MSG.loading}
        failedTitle={RETURN_ADMIN_MSG.fetchFailed}
        failedText={(error) => returnFailureText(error, RETURN_ADMIN_MSG.fetchFailed, RETURN_ADMIN_MSG.fetchError)}
        tryAgain={RETURN_ADMIN_MSG.tryAgain}
        empty={rows.length === 0 ? <EmptyState title={RETURN_ADMIN_MSG.emptyTitle} text={RETURN_ADMIN_MSG.emptyText} /> : null}
      >
        <ReturnTable rows={rows} />
        <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={RETURN_ADMIN_MSG.loadMore} busyLabel={RETURN_ADMIN_MSG.loadingMore} onMore={() => void list.fetchNextPage()} />
      </ListState>
    </>
  );
}
