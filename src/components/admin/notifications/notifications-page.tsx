"use client";

import { useState } from "react";
import { AdminLink } from "@/components/admin/ui/admin-link";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { ListState } from "@/components/admin/ui/list-state";
import { LoadMore } from "@/components/admin/ui/load-more";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { NOTIFY_MSG as M } from "@/lib/notify/notify-messages";
import { toast } from "@/lib/toast";
import { NOTIFICATIONS_KEY, type NotificationJSON, type NotificationStatusJSON, fetchNotifications, retryNotification } from "@/lib/api/admin/notifications";
import { type CountTab, CountTabs } from "@/components/admin/ui/count-tabs";
import { ListToolbar } from "@/components/admin/ui/list-toolbar";
import { useDebounced } from "@/components/admin/ui/use-debounced";
import styles from "./notifications.module.css";

// /admin/notifications: the queued messages (WhatsApp order updates; mails and WhatsApp cart reminders
// and back-in-stock alerts since issue 45, each with its channel and kind), newest first, by status (failed first), with
// "Retry now" on the failed and pending ones. Each shows its text; a message only written to the
// local outbox (no WhatsApp keys) says so, never "Sent". The search finds an order's messages by its number.

/** The tabs; without keys nothing is sent, so the last tab is "Saved to outbox (not sent)". */
const tabsFor = (via: "cloud" | "outbox" | undefined): CountTab<"all" | NotificationStatusJSON>[] => [
  { key: "all", label: M.all },
  { key: "failed", label: M.statusLabel.failed! },
  { key: "pending", label: M.statusLabel.pending! },
  { key: "sent", label: via === "outbox" ? M.savedToOutbox : via === "cloud" ? M.statusLabel.sent! : M.sentOrSaved },
];

/** When, in Indian time, whatever the browser's zone. */
const WHEN = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const when = (iso: string) => <time dateTime={iso}>{WHEN.format(new Date(iso))}</time>;

const BADGE: Record<NotificationStatusJSON, string> = { sent: ui.active!, pending: ui.warning!, failed: styles.failed! };

function Item({ item, busy, onRetry }: { item: NotificationJSON; busy: boolean; onRetry: (item: NotificationJSON) => void }) {
  return (
    <li className={ui.card} data-testid="notification">
      <div className={styles.head}>
        <p className={styles.template}>
          <span className={ui.badge} data-testid="notification-channel">
            {M.channelLabel[item.channel]}
          </span>{" "}
          {item.kind}{" "}
          {/* The template's own name: what the owner looks for in WhatsApp Manager. */}
          <code className={styles.templateName}>{item.template}</code>
        </p>
        <span className={`${ui.badge} ${item.savedToOutbox ? ui.warning : BADGE[item.status]}`}>{item.savedToOutbox ? M.savedToOutbox : M.statusLabel[item.status]}</span>
      </div>
      <p className={styles.text} data-testid="notification-text">
        <span className="sr-only">{M.messageText}: </span>
        {item.text}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Order</dt>
          <dd>{item.orderId && item.orderNumber ? <AdminLink href={`/admin/orders/${encodeURIComponent(item.orderId)}`}>{item.orderNumber}</AdminLink> : "—"}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{item.to}</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{item.attempts}</dd>
        </div>
        <div>
          <dt>Queued</dt>
          <dd>{when(item.createdAt)}</dd>
        </div>
        {item.sentAt ? (
          <div>
            <dt>{item.savedToOutbox ? M.savedAt : M.sentAt}</dt>
            <dd>{when(item.sentAt)}</dd>
          </div>
        ) : item.status === "pending" ? (
          <div>
            <dt>Next try</dt>
            <dd>{when(item.nextAttemptAt)}</dd>
          </div>
        ) : null}
      </dl>
      {item.lastError && item.status !== "sent" ? <p className={styles.error}>Last error: {item.lastError}</p> : null}
      {item.status !== "sent" ? (
        <p>
          <button type="button" className={ui.button} disabled={busy} onClick={() => onRetry(item)}>
            {busy ? M.retrying : M.retry}
          </button>
        </p>
      ) : null}
    </li>
  );
}

export function NotificationsPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<NotificationStatusJSON | "">("");
  const [retrying, setRetrying] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const list = useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, { status, q }],
    queryFn: ({ pageParam, signal }) => fetchNotifications({ page: pageParam, status, q, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const first = list.data?.pages[0];

  async function retry(item: NotificationJSON) {
    setRetrying(item.id);
    try {
      const result = await retryNotification(item.id);
      if (result.sent) toast.success(result.msg || M.retried);
      else toast.error(result.msg);
    } catch (error) {
      toast.error(failureText(error, "Client side error."));
    } finally {
      setRetrying(null);
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    }
  }

  return (
    <>
      <PageHeader title={M.title} count={first ? `${first.counts.all} ${first.counts.all === 1 ? "message" : "messages"}` : undefined} />
      {first ? <p className={ui.muted}>{first.via === "cloud" ? M.viaCloud : M.viaOutbox}</p> : null}
      {first && first.counts.failed > 0 ? (
        <p className={styles.attention} role="status" data-testid="failed-attention">
          {M.attentionFailed(first.counts.failed)}
        </p>
      ) : null}
      <ListToolbar search={search} onSearch={setSearch} searchLabel={M.searchLabel} searchPlaceholder={M.searchPlaceholder} />
      <CountTabs label="Show messages" tabs={tabsFor(first?.via)} current={status || "all"} counts={first?.counts} onSelect={(key) => setStatus(key === "all" ? "" : key)} />
      <ListState
        query={list}
        loading="Loading the messages..."
        failedTitle="Could not load the messages"
        failedText={(error) => failureText(error, "Client side error.")}
        tryAgain="Try again"
        empty={items.length === 0 ? q ? <EmptyState title={M.noMatch(q)} text="" /> : <EmptyState title={M.empty} text={M.emptyText} /> : null}
      >
        <ol className={styles.list}>
          {items.map((item) => (
            <Item key={item.id} item={item} busy={retrying === item.id} onRetry={(chosen) => void retry(chosen)} />
          ))}
        </ol>
        <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label="Load more" busyLabel="Loading more..." onMore={() => void list.fetchNextPage()} />
      </ListState>
    </>
  );
}
