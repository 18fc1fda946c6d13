"use client";

import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { LoadMore } from "@/components/admin/ui/load-more";
import { useDebounced } from "@/components/admin/ui/use-debounced";
import { usePagedList } from "@/components/admin/ui/use-paged-list";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { DELIVERY_MSG as M, prefixCovers } from "@/lib/admin/delivery-messages";
import type { AdminDeliveryZone, AdminPinRule } from "@/lib/admin/delivery-json";
import { failureText } from "@/lib/admin/failure-text";
import { BLOCKED } from "@/lib/schemas/admin-delivery";
import { toast } from "@/lib/toast";
import { DELIVERY_KEY, PINS_KEY, deletePinRule, fetchPinRules } from "@/lib/api/admin/delivery";
import styles from "./delivery.module.css";

/** The PIN rules: searched by their first digits, filtered by zone or blocked, in PIN order, 50 at a time. */
export function PinRules({ zones }: { zones: AdminDeliveryZone[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [zone, setZone] = useState("");
  const [deleting, setDeleting] = useState<AdminPinRule | null>(null);
  const [busy, setBusy] = useState(false);
  // Only digits are a search (the server refuses anything else): letters typed are simply not sent.
  const q = useDebounced(search.replace(/\D/g, "").slice(0, 6));
  const query = usePagedList([...PINS_KEY, { q, zone }], (page, signal) => fetchPinRules({ q, zone, page }, signal));
  const pages = query.data?.pages ?? [];
  const rules = pages.flatMap((page) => page.pins);
  const first = pages[0];

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      toast.success(await deletePinRule(deleting.id));
      await queryClient.invalidateQueries({ queryKey: DELIVERY_KEY });
    } catch (failure) {
      toast.error(failureText(failure, M.clientError));
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  }

  return (
    <div className={styles.stack}>
      <div className={ui.toolbar}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-search`}>
            {M.searchLabel}
          </label>
          <input id={`${id}-search`} type="search" className={ui.input} value={search} placeholder={M.searchPlaceholder} inputMode="numeric" maxLength={6} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-zone`}>
            {M.filterLabel}
          </label>
          <select id={`${id}-zone`} className={ui.select} value={zone} onChange={(e) => setZone(e.target.value)}>
            <option value="">{M.filterAll}</option>
            {zones.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
            <option value={BLOCKED}>{M.filterBlocked}</option>
          </select>
        </div>
      </div>
      {first ? (
        <p className={ui.muted} data-testid="pin-rule-counts">
          {M.pinCounts(first.counts.all, first.counts.blocked)}
        </p>
      ) : null}
      {query.isPending ? (
        <p className={ui.loading} role="status">
          {M.loading}
        </p>
      ) : query.isError ? (
        <p className={ui.formError} role="alert">
          {failureText(query.error, M.clientError)}
        </p>
      ) : rules.length === 0 ? (
        <p className={ui.muted}>{M.pinsEmpty}</p>
      ) : (
        <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
          <table className={ui.table} aria-label={M.pinsHeading}>
            <thead>
              <tr>
                <th scope="col">{M.columnPrefix}</th>
                <th scope="col">{M.columnCovers}</th>
                <th scope="col">{M.columnRuleZone}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{M.columnActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id} data-testid="pin-rule-row">
                  <td data-label={M.columnPrefix} className={`${styles.strong} ${styles.pin}`}>
                    {rule.prefix}
                  </td>
                  <td data-label={M.columnCovers} className={styles.pin}>
                    {prefixCovers(rule.prefix)}
                  </td>
                  <td data-label={M.columnRuleZone}>{rule.zoneName ?? <span className={`${ui.badge} ${ui.inactive}`}>{M.blocked}</span>}</td>
                  <td data-label={M.columnActions}>
                    <button type="button" className={ui.ghost} onClick={() => setDeleting(rule)} aria-label={`${M.deletePin} ${rule.prefix}`}>
                      {M.deletePin}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasMore={Boolean(query.hasNextPage)} fetching={query.isFetchingNextPage} label={M.loadMore} busyLabel={M.loadingMore} onMore={() => void query.fetchNextPage()} />
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        title={M.deletePinTitle}
        message={
          deleting ? (
            <>
              <p>{M.deletePinConfirm(deleting.prefix)}</p>
              <p className={ui.hint}>{M.deletePinEffect}</p>
            </>
          ) : (
            ""
          )
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
