"use client";

import { useId, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { SelectField } from "@/components/admin/ui/fields";
import { ListState } from "@/components/admin/ui/list-state";
import { LoadMore } from "@/components/admin/ui/load-more";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { ROLE_LABELS } from "@/lib/admin/permissions";
import { AUDIT_KEY, type AuditEntryJSON, fetchAudit } from "@/lib/api/admin/audit";
import styles from "./audit.module.css";

// /admin/audit: who changed what in the back office (with their role then, issue 43), and when;
// newest first, 20 at a time.

const ENTITIES = [
  { value: "product", label: "Products" },
  { value: "category", label: "Categories" },
  { value: "color", label: "Colours" },
  { value: "size_set", label: "Sizes" },
  { value: "blog_post", label: "Blog posts" },
  { value: "settings", label: "Settings" },
  { value: "silver_rate", label: "Silver rate" },
  { value: "delivery", label: "Delivery" },
  { value: "order", label: "Orders" },
  { value: "return_request", label: "Returns" },
  { value: "review", label: "Reviews" },
  { value: "inquiry", label: "Inquiries" },
  { value: "contact_message", label: "Messages" },
  { value: "customer", label: "Customers" },
  { value: "admin", label: "Admins" },
  { value: "staff", label: "Staff" },
] as const;

const ENTITY_LABEL: Record<string, string> = Object.fromEntries(ENTITIES.map((entity) => [entity.value, entity.label]));

/** When, in Indian time, whatever the browser's zone. */
const WHEN = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** A before/after value as a short line: text as it is, nothing as "—", lists and numbers as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function Changes({ changes }: { changes: AuditEntryJSON["changes"] }) {
  if (!changes || Object.keys(changes).length === 0) return null;
  return (
    <dl className={styles.changes}>
      {Object.entries(changes).map(([field, [before, after]]) => (
        <div key={field} className={styles.change}>
          <dt>{field}</dt>
          <dd>
            <span className={styles.before}>{shown(before)}</span>
            <span aria-label="changed to"> → </span>
            <span>{shown(after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditPage() {
  const entityId = useId();
  const [entity, setEntity] = useState("");
  const list = useInfiniteQuery({
    queryKey: [...AUDIT_KEY, { entity }],
    queryFn: ({ pageParam, signal }) => fetchAudit({ page: pageParam, entity, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <>
      <PageHeader title="Audit log" count={total !== undefined ? `${total} ${total === 1 ? "entry" : "entries"}` : undefined} />
      <div className={styles.filters}>
        <SelectField id={entityId} label="Show" value={entity} onValue={setEntity} options={ENTITIES} placeholder="Everything" />
      </div>
      <ListState
        query={list}
        loading="Loading the log..."
        failedTitle="Could not load the log"
        failedText={(error) => failureText(error, "Client side error.")}
        tryAgain="Try again"
        empty={entries.length === 0 ? <EmptyState title="Nothing logged yet" text="Every change made in the back office appears here." /> : null}
      >
        <ol className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id} className={ui.card}>
              <p className={styles.summary}>{entry.summary}</p>
              <p className={ui.muted}>
                <time dateTime={entry.createdAt}>{WHEN.format(new Date(entry.createdAt))}</time> · {entry.actor}
                {entry.actorRole ? <span className={styles.role}> ({ROLE_LABELS[entry.actorRole]})</span> : null} · {ENTITY_LABEL[entry.entity] ?? entry.entity} · {entry.action}
              </p>
              <Changes changes={entry.changes} />
            </li>
          ))}
        </ol>
        <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label="Load more" busyLabel="Loading more..." onMore={() => void list.fetchNextPage()} />
      </ListState>
    </>
  );
}
