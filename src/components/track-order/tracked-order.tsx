import { useId, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { downloadTrackedInvoice } from "@/lib/api/orders";
import { formatRupees, rupeesToPaise } from "@/lib/format";
import { CART_MSG } from "@/lib/messages/cart";
import { TRACKING_MSG } from "@/lib/messages/tracking";
import type { TrackInput } from "@/lib/schemas/track";
import type { TrackedOrderJSON } from "@/lib/types/order-json";
import { ReturnEntry } from "@/components/returns/return-entry";
import { OfferDiscountRows } from "@/components/orders/offer-discount-rows";
import { CodFeeFacts } from "./cod-fee-facts";
import { OrderTimeline } from "./order-timeline";
import { TrackingNumber } from "./tracking-number";
import { formatShortDate } from "./format-date-time";
import styles from "./track-order.module.css";

const isWebLink = (link: string | null): link is string => Boolean(link && /^https?:\/\//i.test(link));

/**
 * A found order: its number, date and status; the timeline; the pieces and the total; the courier
 * and tracking number once shipped; 'Pay now' while a payment link waits; and the invoice download
 * once paid (the same number and e-mail that found the order prove it is theirs).
 */
export function TrackedOrder({ order, proof }: { order: TrackedOrderJSON; proof: TrackInput }) {
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const [invoiceError, setInvoiceError] = useState("");
  const shipment = order.courierName || order.trackingNumber;

  async function download() {
    if (downloading) return;
    setDownloading(true);
    setInvoiceError("");
    try {
      await downloadTrackedInvoice(proof);
    } catch (error) {
      setInvoiceError(error instanceof ApiError && error.msg ? error.msg : TRACKING_MSG.trackOrderInvoiceFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article className={styles.result} aria-labelledby={`${id}-title`}>
      <header className={styles.resultHead}>
        <div>
          <h2 id={`${id}-title`} className={styles.resultTitle}>
            {TRACKING_MSG.trackOrderResultTitle(order.orderNumber)}
          </h2>
          <p className={styles.muted}>{TRACKING_MSG.trackOrderPlacedOn(formatShortDate(order.createdAt))}</p>
        </div>
        <p className={`${styles.badge} ${order.status === "cancelled" ? styles.badgeCancelled : order.status === "delivered" ? styles.badgeDone : ""}`}>
          <span className="sr-only">Status: </span>
          {TRACKING_MSG.orderStatusLabel[order.status]}
        </p>
      </header>

      {order.refund ? <p className={styles.notice}>{TRACKING_MSG.trackOrderRefund}</p> : null}

      {isWebLink(order.paymentLink) ? (
        <div className={styles.callout}>
          <p>{TRACKING_MSG.trackOrderPaymentDue}</p>
          <a href={order.paymentLink} className="btn btn-primary" rel="noopener noreferrer">
            {TRACKING_MSG.trackOrderPayNow}
          </a>
        </div>
      ) : null}

      <div className={styles.resultGrid}>
        <section aria-labelledby={`${id}-progress`}>
          <h3 id={`${id}-progress`} className={styles.sectionTitle}>
            {TRACKING_MSG.trackOrderProgress}
          </h3>
          <OrderTimeline status={order.status} paymentMethod={order.paymentMethod} timeline={order.timeline} labelledBy={`${id}-progress`} />
        </section>

        <div className={styles.side}>
          {shipment ? (
            <div className={styles.shipment}>
              <dl className={styles.facts}>
                {order.courierName ? (
                  <div>
                    <dt>{TRACKING_MSG.trackOrderCourier}</dt>
                    <dd>{order.courierName}</dd>
                  </div>
                ) : null}
                {order.trackingNumber ? (
                  <div className={styles.trackingFact}>
                    <dt>{TRACKING_MSG.trackOrderTrackingNumber}</dt>
                    <TrackingNumber value={order.trackingNumber} />
                  </div>
                ) : null}
              </dl>
            </div>
          ) : null}

          <section aria-labelledby={`${id}-items`}>
            <h3 id={`${id}-items`} className={styles.sectionTitle}>
              {TRACKING_MSG.trackOrderItems}
            </h3>
            <ul className={styles.lines}>
              {order.lines.map((line, i) => (
                <li key={`${line.code}-${i}`} className={styles.line}>
                  <span className={styles.lineName}>{line.name}</span>
                  <span className={styles.lineMeta}>
                    {[line.code, line.size ? CART_MSG.sizeLine(line.size) : null, line.color].filter(Boolean).join(" · ")} · {TRACKING_MSG.trackOrderQuantity(line.quantity)}
                  </span>
                  <span className={styles.linePrice}>{formatRupees(rupeesToPaise(line.totalPrice))}</span>
                </li>
              ))}
            </ul>
            <dl className={styles.totals}>
              <OfferDiscountRows offers={order.offers} />
              {order.paymentMethod === "cod" ? <CodFeeFacts feeRupees={order.codFee} /> : null}
              <div>
                <dt>{TRACKING_MSG.trackOrderShipping}</dt>
                <dd>{TRACKING_MSG.trackOrderShippingFree}</dd>
              </div>
              <div className={styles.total}>
                <dt>{TRACKING_MSG.trackOrderTotal}</dt>
                <dd>{formatRupees(rupeesToPaise(order.totalAmount))}</dd>
              </div>
            </dl>
          </section>

          {order.invoice ? (
            <div className={styles.invoice}>
              <button type="button" className="btn btn-outline" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
                <DownloadIcon />
                {downloading ? TRACKING_MSG.trackOrderDownloading : TRACKING_MSG.trackOrderDownloadInvoice}
              </button>
              {invoiceError ? (
                <p className="field-error" role="alert">
                  {invoiceError}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>

      {order.status === "delivered" ? <ReturnEntry orderNumber={order.orderNumber} email={proof.email} showRequests /> : null}
    </article>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
