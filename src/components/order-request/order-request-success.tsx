"use client";

import { useEffect, useRef } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { SubmittedOrder } from "@/lib/api/order-request";
import { ORDER_SUCCESS_REDIRECT_MS } from "@/lib/constants";
import { formatRupees, rupeesToPaise } from "@/lib/format";
import { href } from "@/lib/links";
import { CART_MSG } from "@/lib/messages/cart";
import { ORDER_REQUEST_MSG } from "@/lib/messages/order-request";
import styles from "./order-request.module.css";

/**
 * The success screen (back office §2: "a loading state is followed by a success screen; success
 * redirects to / after 3 seconds"): the order number to quote on the phone, the total and the
 * promise of a payment link within 24 hours (§9). Focused when it appears, so it is read out whole.
 */
export function OrderRequestSuccess({ order }: { order: SubmittedOrder }) {
  const router = useRouter();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.focus();
    const timer = window.setTimeout(() => router.push(href.home()), ORDER_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [router]);

  return (
    <div ref={panel} tabIndex={-1} className={styles.panel} aria-labelledby="order-request-sent" data-order-request="sent">
      <span className={styles.tick} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 id="order-request-sent" className={styles.panelTitle}>
        {ORDER_REQUEST_MSG.orderRequestReceivedTitle}
      </h2>
      <p>{ORDER_REQUEST_MSG.orderRequestSubmitted}</p>
      <dl className={styles.orderNumber}>
        <dt>{ORDER_REQUEST_MSG.orderRequestNumberLabel}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
      </dl>
      {order.totalAmount > 0 ? <p>Total: {formatRupees(rupeesToPaise(order.totalAmount))} · Shipping free</p> : null}
      <p>{ORDER_REQUEST_MSG.orderRequestPaymentLink}</p>
      <p className={styles.note} role="status">
        {ORDER_REQUEST_MSG.orderRequestRedirecting}
      </p>
      <div className={styles.panelActions}>
        <Link href={href.home()} className="btn btn-dark">
          {CART_MSG.continueShopping}
        </Link>
      </div>
    </div>
  );
}
