"use client";

import { useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { AdminLink } from "@/components/admin/ui/admin-link";
import { type CountTab, CountTabs } from "@/components/admin/ui/count-tabs";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { ListState } from "@/components/admin/ui/list-state";
import { LoadMore } from "@/components/admin/ui/load-more";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { STOCK_ALERTS_KEY, type StockAlertStatusJSON, fetchStockAlerts, stockAlertsCsvHref } from "@/lib/api/admin/stock-alerts";
import { STOCK_ALERT_ADMIN_MSG as M } from "@/lib/stock-alerts/messages";

// /admin/stock-alerts (issue 45): the pieces and sizes shoppers wait for (most waited-for first,
// with the stock now), then every alert newest first, by status, with the CSV of what is shown.

const TABS: CountTab<"all" | StockAlertStatusJSON>[] = [
  { key: "all", label: M.all },
  { key: "waiting", label: M.statusLabel.waiting! },
  { key: "notified", label: M.statusLabel.notified! },
  { key: "cancelled", label: M.statusLabel.cancelled! },
];

const WHEN = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const when = (iso: string) => <time dateTime={iso}>{WHEN.format(new Date(iso))}</time>;
const pieceName = (name: string, size: string | null) => (size ? `${name} — size ${size}` : name);
const productLink = (id: string, text: string) => <AdminLink href={`/admin/products/edit/${encodeURIComponent(id)}`}>{text}</AdminLink>;

export function StockAlertsPage() {
  const [status, setStatus] = useState<StockAlertStatusJSON | "">("waiting");
  const list = useInfiniteQuery({
    queryKey: [...STOCK_ALERTS_KEY, { status }],
    queryFn: ({ pageParam, signal }) => fetchStockAlerts({ page: pageParam, status, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
  const first = list.data?.pages[0];
  const alerts = list.data?.pages.flatMap((page) => page.alerts) ?? [];

  return (
    <>
      <PageHeader title={M.title} count={first ? `${first.counts.waiting} waiting` : undefined}>
        <a className={ui.button} href={stockAlertsCsvHref(status)} download>
          {M.export}
        </a>
      </PageHeader>
      <p className={ui.muted}>{M.intro}</p>

      {first && first.pieces.length > 0 ? (
        <section aria-labelledby="waiting-pieces">
          <h2 id="waiting-pieces">{M.pieces}</h2>
          <div className={ui.tableWrap}>
            <table className={ui.table} data-testid="waiting-pieces">
              <thead>
                <tr>
                  <th scope="col">Piece</th>
                  <th scope="col">Code</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Stock now</th>
                </tr>
              </thead>
              <tbody>
                {first.pieces.map((piece) => (
                  <tr key={`${piece.productId}:${piece.sizeLabel ?? ""}`}>
                    <td>{productLink(piece.productId, pieceName(piece.productName, piece.sizeLabel))}</td>
                    <td>{piece.productCode}</td>
                    <td>{piece.waiting}</td>
                    <td>{piece.stockNow === null ? "Size not offered" : piece.active ? piece.stockNow : `${piece.stockNow} (inactive)`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="alert-list">
        <h2 id="alert-list">{M.addresses}</h2>
        <CountTabs label="Show alerts" tabs={TABS} current={status || "all"} counts={first?.counts} onSelect={(key) => setStatus(key === "all" ? "" : key)} />
        <ListState
          query={list}
          loading="Loading the alerts..."
          failedTitle="Could not load the alerts"
          failedText={(error) => failureText(error, "Client side error.")}
          tryAgain="Try again"
          empty={alerts.length === 0 ? <EmptyState title={M.empty} text={M.emptyText} /> : null}
        >
          <div className={ui.tableWrap}>
            <table className={ui.table} data-testid="stock-alerts">
              <thead>
                <tr>
                  <th scope="col">Piece</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">WhatsApp</th>
                  <th scope="col">Status</th>
                  <th scope="col">Asked</th>
                  <th scope="col">Notified</th>
                </tr>
              </thead>
              <tbody>
                {alerts.map((alert) => (
                  <tr key={alert.id}>
                    <td>{productLink(alert.productId, pieceName(alert.productName, alert.sizeLabel))}</td>
                    <td>{alert.email}</td>
                    <td>{alert.whatsapp ? "Yes" : "No"}</td>
                    <td>{M.statusLabel[alert.status]}</td>
                    <td>{when(alert.createdAt)}</td>
                    <td>{alert.notifiedAt ? when(alert.notifiedAt) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label="Load more" busyLabel="Loading more..." onMore={() => void list.fetchNextPage()} />
        </ListState>
      </section>
    </>
  );
}
