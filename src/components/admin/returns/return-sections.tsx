import { AdminLink } from "@/components/admin/ui/admin-link";
import ui from "@/components/admin/ui/admin-ui.module.css";
import orders from "@/components/admin/orders/orders.module.css";
import { statusLabel as orderStatusLabel } from "@/components/admin/orders/order-format";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import { RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import type { AdminReturnDetailJSON } from "@/lib/types/returns";
import { indianDateTime, paiseText, returnStatusLabel } from "./return-format";
import { creditNoteHref } from "@/lib/api/admin/returns";
import styles from "./returns-admin.module.css";

// The detail page's read-only sections, each a <section> with an h2 under the page's h1.

/** The pieces with what each cost and what was paid for them, and the most a refund may be. */
export function ReturnPieces({ request }: { request: AdminReturnDetailJSON }) {
  return (
    <section className={ui.section}>
      <h2>{RETURN_ADMIN_MSG.piecesHeading}</h2>
      <ul className={orders.lines}>
        {request.lines.map((line) => (
          <li key={line.orderLineId} className={orders.line}>
            <div className={orders.lineTop}>
              <span className={orders.lineName}>{line.productName}</span>
              <span className={orders.money}>{paiseText(line.paidPaise)}</span>
            </div>
            <span className={ui.muted}>
              {ORDER_ADMIN_MSG.colCode}: <span className={orders.number}>{line.productCode}</span>
              {line.colorName ? ` · ${line.colorName}` : ""}
              {line.sizeLabel && !line.exchangeSizeLabel ? ` · ${RETURN_SIZE_MSG.size(line.sizeLabel)}` : ""} · {ORDER_ADMIN_MSG.colQty} {line.quantity} × {paiseText(line.unitPricePaise)}
            </span>
            {line.exchangeSizeLabel ? (
              <span>
                {RETURN_SIZE_MSG.sizeChange(line.sizeLabel, line.exchangeSizeLabel)}
                {line.differencePaise ? ` · ${RETURN_SIZE_MSG.lineDifference(paiseText(Math.abs(line.differencePaise)), line.differencePaise > 0)}` : ""}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={orders.totalRow}>
        <span>{RETURN_ADMIN_MSG.maxRefund}</span>
        <span className={orders.money}>{paiseText(request.maxRefundPaise)}</span>
      </div>
      {/* Settled when the replacement is sent: from then on the history says how (today's prices may have moved since). */}
      {request.sizeDifference && request.status !== "exchanged" && request.status !== "refunded" && request.status !== "rejected" ? (
        <SizeDifference difference={request.sizeDifference} />
      ) : null}
    </section>
  );
}

/** An exchange for another size (issue 42): what the sizes' prices leave to settle, and how sending the replacement settles it. */
function SizeDifference({ difference }: { difference: NonNullable<AdminReturnDetailJSON["sizeDifference"]> }) {
  const { payMorePaise, refundLessPaise } = difference;
  return (
    <div role="group" aria-labelledby="size-difference-heading">
      <h3 id="size-difference-heading" className={ui.label}>
        {RETURN_SIZE_MSG.differenceHeading}
      </h3>
      {payMorePaise > 0 ? <p>{RETURN_SIZE_MSG.payMore(paiseText(payMorePaise))}</p> : null}
      {refundLessPaise > 0 ? <p>{RETURN_SIZE_MSG.refundLess(paiseText(refundLessPaise))}</p> : null}
      {payMorePaise === 0 && refundLessPaise === 0 ? <p className={ui.muted}>{RETURN_SIZE_MSG.noDifference}</p> : null}
    </div>
  );
}

/** Cash on delivery: where the shopper asked the refund to go, whole, for the one who refunds (erased once refunded). */
export function ReturnPayout({ payout }: { payout: NonNullable<AdminReturnDetailJSON["refundPayout"]> }) {
  return (
    <section className={ui.section}>
      <h2>{RETURN_ADMIN_MSG.payoutHeading}</h2>
      {payout.kind === "upi" ? (
        <p>
          {RETURN_ADMIN_MSG.payoutUpi}: <span className={orders.number}>{payout.upiId}</span>
        </p>
      ) : (
        <p>
          {RETURN_ADMIN_MSG.payoutIfsc}: <span className={orders.number}>{payout.ifsc}</span>
          <br />
          {RETURN_ADMIN_MSG.payoutAccount}: <span className={orders.number}>{payout.accountNumber}</span>
        </p>
      )}
      <p className={ui.muted}>{RETURN_ADMIN_MSG.payoutErased}</p>
    </section>
  );
}

/** Why: the reason, the shopper's words, the photos (thumbnails opening the full picture), and the owner's rejection. */
export function ReturnReasonSection({ request }: { request: AdminReturnDetailJSON }) {
  return (
    <section className={ui.section}>
      <h2>{RETURN_ADMIN_MSG.reasonHeading}</h2>
      <p>
        <strong>{RETURN_ADMIN_MSG.reasonLabels[request.reason]}</strong> · {RETURN_ADMIN_MSG.kindLabels[request.kind]}
      </p>
      <h3 className={ui.label}>{RETURN_ADMIN_MSG.detailsHeading}</h3>
      <p className={request.details ? orders.preline : `${orders.preline} ${ui.muted}`}>{request.details || RETURN_ADMIN_MSG.noDetails}</p>
      <h3 className={ui.label}>{RETURN_ADMIN_MSG.photosHeading}</h3>
      {request.photos.length === 0 ? (
        <p className={ui.muted}>{RETURN_ADMIN_MSG.noPhotos}</p>
      ) : (
        <ul className={styles.photos}>
          {request.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" aria-label={RETURN_ADMIN_MSG.openPhoto(index + 1)}>
                {/* The shop's own stored picture, shown small: a plain <img> like the other admin thumbnails. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={url} alt={RETURN_ADMIN_MSG.photoAlt(index + 1)} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {request.status === "rejected" && request.rejectionReason ? (
        <>
          <h3 className={ui.label}>{RETURN_ADMIN_MSG.rejectionReason}</h3>
          <p className={orders.preline}>{request.rejectionReason}</p>
        </>
      ) : null}
    </section>
  );
}

/** The order it comes from (a link to its page), who asked, and how it ended: the refund with its credit note, or the replacement order. */
export function ReturnOrder({ request }: { request: AdminReturnDetailJSON }) {
  return (
    <section className={ui.section}>
      <h2>{RETURN_ADMIN_MSG.orderHeading}</h2>
      <dl className={orders.facts}>
        <dt>{RETURN_ADMIN_MSG.orderHeading}</dt>
        <dd>
          <AdminLink className={orders.link} href={`/admin/orders/${encodeURIComponent(request.orderId)}`}>
            {request.orderNumber}
          </AdminLink>
        </dd>
        <dt>{RETURN_ADMIN_MSG.orderStatus}</dt>
        <dd>{orderStatusLabel(request.orderStatus)}</dd>
        <dt>{RETURN_ADMIN_MSG.paymentMethod}</dt>
        <dd>{request.paymentMethod ? (ORDER_ADMIN_MSG.methodLabels[request.paymentMethod as keyof typeof ORDER_ADMIN_MSG.methodLabels] ?? request.paymentMethod) : "–"}</dd>
        <dt>{ORDER_ADMIN_MSG.nameLabel}</dt>
        <dd>{request.customerName}</dd>
        <dt>{ORDER_ADMIN_MSG.emailLabel}</dt>
        <dd>
          <a href={`mailto:${request.customerEmail}`}>{request.customerEmail}</a>
        </dd>
        <dt>{ORDER_ADMIN_MSG.phoneLabel}</dt>
        <dd>
          <a href={`tel:${request.customerPhone}`}>{request.customerPhone}</a>
        </dd>
      </dl>
      {request.refundPaise !== null || request.creditNote ? (
        <>
          <h3 className={ui.label}>{RETURN_ADMIN_MSG.refundHeading}</h3>
          <dl className={orders.facts}>
            {request.refundPaise !== null ? (
              <>
                <dt>{RETURN_ADMIN_MSG.refundAmountLabel}</dt>
                <dd className={orders.money}>{paiseText(request.refundPaise)}</dd>
              </>
            ) : null}
            {request.refundMethod ? (
              <>
                <dt>{RETURN_ADMIN_MSG.refundMethodLabel}</dt>
                <dd>{RETURN_ADMIN_MSG.refundMethodLabels[request.refundMethod] ?? request.refundMethod}</dd>
              </>
            ) : null}
            {request.refundReference ? (
              <>
                <dt>{RETURN_ADMIN_MSG.refundReference}</dt>
                <dd className={orders.number}>{request.refundReference}</dd>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
      {request.creditNote ? (
        <p className={styles.document}>
          <a className={ui.button} href={creditNoteHref(request.id)} download>
            {RETURN_ADMIN_MSG.downloadCreditNote}
          </a>{" "}
          <span className={ui.muted}>
            {RETURN_ADMIN_MSG.creditNote(request.creditNote.number)} · {paiseText(request.creditNote.amountPaise)} · {indianDateTime(request.creditNote.issuedAt)}
          </span>
        </p>
      ) : null}
      {request.exchangeOrder ? (
        <p className={styles.document}>
          <AdminLink className={orders.link} href={`/admin/orders/${encodeURIComponent(request.exchangeOrder.id)}`}>
            {RETURN_ADMIN_MSG.exchangeOrder(request.exchangeOrder.orderNumber)}
          </AdminLink>
        </p>
      ) : null}
    </section>
  );
}

/** Each step of the request, oldest first, with who made it and their note. */
export function ReturnHistory({ history }: { history: AdminReturnDetailJSON["history"] }) {
  return (
    <section className={ui.section}>
      <h2>{RETURN_ADMIN_MSG.historyHeading}</h2>
      {history.length === 0 ? (
        <p className={ui.muted}>{RETURN_ADMIN_MSG.noHistory}</p>
      ) : (
        <ol className={orders.timeline}>
          {history.map((step, index) => (
            <li key={`${step.at}-${index}`} className={orders.event}>
              <span className={orders.eventTitle}>{returnStatusLabel(step.status)}</span>
              <span className={ui.muted}>
                {indianDateTime(step.at)} · {ORDER_ADMIN_MSG.by(step.actor)}
              </span>
              {step.note ? <span className={orders.preline}>{step.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
