"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { ApiError } from "@/lib/api/client";
import { downloadInvoice, listMyOrders } from "@/lib/api/orders";
import { formatRupees, rupeesToPaise } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { TRACKING_MSG } from "@/lib/messages/tracking";
import { toast } from "@/lib/toast";
import type { CustomerOrderJSON } from "@/lib/types/order-json";
import { formatShortDate } from "@/components/track-order/format-date-time";
import { ReturnEntry } from "@/components/returns/return-entry";
import styles from "./account-orders.module.css";

type State =
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "ready"; orders: CustomerOrderJSON[]; page: number; pages: number };

/**
 * The signed-in customer's orders on /account (GET /api/order/mine, checked against the session by
 * the server): number, date, total and status, newest first, each with a link to its tracking page
 * (prefilled) and its invoice once paid; ten at a time with Load More.
 */
export function AccountOrders() {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const firstNew = useRef<string | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());

  useEffect(() => {
    const controller = new AbortController();
    listMyOrders(1, controller.signal).then(
      (result) => setState({ kind: "ready", ...result }),
      () => {
        if (!controller.signal.aborted) setState({ kind: "error" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  // After Load More, the focus goes to the first order that came in, so a keyboard user carries on from there.
  useEffect(() => {
    if (!firstNew.current) return;
    links.current.get(firstNew.current)?.focus();
    firstNew.current = null;
  });

  async function loadMore() {
    if (state.kind !== "ready" || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await listMyOrders(state.page + 1);
      const known = new Set(state.orders.map((order) => order._id));
      const fresh = next.orders.filter((order) => !known.has(order._id));
      firstNew.current = fresh[0]?._id ?? null;
      setState({ kind: "ready", orders: [...state.orders, ...fresh], page: next.page, pages: next.pages });
    } catch {
      toast.error(TRACKING_MSG.accountOrdersFailed);
    } finally {
      setLoadingMore(false);
    }
  }

  async function invoice(order: CustomerOrderJSON) {
    if (downloading) return;
    setDownloading(order._id);
    try {
      await downloadInvoice(order._id, order.orderNumber);
    } catch (error) {
      toast.error(error instanceof ApiError && error.msg && error.httpStatus !== 0 ? error.msg : TRACKING_MSG.trackOrderInvoiceFailed);
    } finally {
      setDownloading(null);
    }
  }

  if (state.kind === "loading") {
    return (
      <p className={styles.muted} role="status">
        {TRACKING_MSG.accountOrdersLoading}
      </p>
    );
  }

  if (state.kind === "error") {
    return (
      <div className={styles.empty}>
        <p className={styles.error} role="alert">
          {TRACKING_MSG.accountOrdersFailed}
        </p>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setState({ kind: "loading" });
            setAttempt((n) => n + 1);
          }}
        >
          {TRACKING_MSG.accountOrdersRetry}
        </button>
      </div>
    );
  }

  if (state.orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.muted}>{TRACKING_MSG.accountOrdersEmpty}</p>
        <Link href={href.products()} className="btn btn-primary">
          {MSG.accountBrowse}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {state.orders.map((order) => (
          <li key={order._id} className={styles.order}>
            <p className={styles.number}>{order.orderNumber}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{TRACKING_MSG.accountOrderDate}</dt>
                <dd>
                  <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time>
                </dd>
              </div>
              <div>
                <dt>{TRACKING_MSG.accountOrderTotal}</dt>
                <dd className={styles.amount}>{formatRupees(rupeesToPaise(order.totalAmount))}</dd>
              </div>
              <div>
                <dt>{TRACKING_MSG.accountOrderStatus}</dt>
                <dd>
                  <span className={`${styles.badge} ${order.status === "cancelled" ? styles.badgeCancelled : order.status === "delivered" ? styles.badgeDone : ""}`}>
                    {TRACKING_MSG.orderStatusLabel[order.status]}
                  </span>
                </dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <Link
                ref={(node) => {
                  if (node) links.current.set(order._id, node);
                  else links.current.delete(order._id);
                }}
                href={href.trackOrder(order.orderNumber)}
                className={`btn btn-outline ${styles.action}`}
                aria-label={TRACKING_MSG.accountOrderTrackLabel(order.orderNumber)}
                prefetch={false}
                data-no-prefetch
              >
                {TRACKING_MSG.accountOrderTrack}
              </Link>
              {order.invoice ? (
                <button
                  type="button"
                  className={`btn btn-light ${styles.action} ${styles.invoice}`}
                  onClick={() => void invoice(order)}
                  disabled={downloading !== null}
                  aria-busy={downloading === order._id}
                  aria-label={TRACKING_MSG.accountOrderInvoiceLabel(order.orderNumber)}
                >
                  {downloading === order._id ? TRACKING_MSG.trackOrderDownloading : TRACKING_MSG.accountOrderInvoice}
                </button>
              ) : null}
            </div>
            {order.status === "delivered" ? <ReturnEntry orderNumber={order.orderNumber} /> : null}
          </li>
        ))}
      </ul>
      {state.page < state.pages ? (
        <button type="button" className={`btn btn-outline ${styles.more}`} onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? TRACKING_MSG.accountOrdersLoadingMore : TRACKING_MSG.accountOrdersLoadMore}
        </button>
      ) : null}
    </div>
  );
}
