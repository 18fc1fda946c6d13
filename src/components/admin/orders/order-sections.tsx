import { RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { AdminOrderDetailJSON, AdminOrderEventJSON } from "@/lib/schemas/admin-order";
import { indianDateTime, rupees, statusLabel } from "./order-format";
import styles from "./orders.module.css";
import { CodFeeRow } from "./cod-order-parts";
import { OfferDiscountRows } from "@/components/orders/offer-discount-rows";

// The detail page's read-only sections. Each is a <section> with an h2 under the page's h1.

/** The lines as ordered (their snapshots: name, code, colour, price then), and the total. */
export function OrderItems({ order }: { order: AdminOrderDetailJSON }) {
  return (
    <section className={ui.section}>
      <h2>{ORDER_ADMIN_MSG.itemsHeading}</h2>
      <ul className={styles.lines}>
        {order.products.map((line, index) => (
          <li key={`${line.code}-${index}`} className={styles.line}>
            <div className={styles.lineTop}>
              <span className={styles.lineName}>{line.name}</span>
              <span className={styles.money}>{rupees(line.totalPrice)}</span>
            </div>
            <span className={ui.muted}>
              {ORDER_ADMIN_MSG.colCode}: <span className={styles.number}>{line.code}</span>
              {line.color ? ` · ${line.color}` : ""}
              {line.size ? ` · ${RETURN_SIZE_MSG.size(line.size)}${line.sizeSku ? ` (${line.sizeSku})` : ""}` : ""} · {ORDER_ADMIN_MSG.colQty} {line.quantity} × {rupees(line.unitPrice)}
            </span>
          </li>
        ))}
      </ul>
      <OfferDiscountRows offers={order.offers} as="row" rowClassName={styles.breakupRow} moneyClassName={styles.money} />
      {order.payment.method === "cod" ? <CodFeeRow feeRupees={order.payment.codFee} /> : null}
      <div className={styles.totalRow}>
        <span>{ORDER_ADMIN_MSG.totalLabel}</span>
        <span className={styles.money}>{rupees(order.totalAmount)}</span>
      </div>
    </section>
  );
}

/** Who ordered, where it goes, what they wrote, and the courier once shipped. */
export function OrderCustomer({ order }: { order: AdminOrderDetailJSON }) {
  const { customer } = order;
  const address = customer.shippingAddress;
  return (
    <section className={ui.section}>
      <h2>{ORDER_ADMIN_MSG.customerHeading}</h2>
      <dl className={styles.facts}>
        <dt>{ORDER_ADMIN_MSG.nameLabel}</dt>
        <dd>{customer.fullname}</dd>
        <dt>{ORDER_ADMIN_MSG.emailLabel}</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>{ORDER_ADMIN_MSG.phoneLabel}</dt>
        <dd>
          <a href={`tel:${customer.phoneNumber}`}>{customer.phoneNumber}</a>
        </dd>
      </dl>
      <h3 className={ui.label}>{ORDER_ADMIN_MSG.addressHeading}</h3>
      <address className={styles.address}>
        {address.street}
        <br />
        {address.line2 ? (
          <>
            {address.line2}
            <br />
          </>
        ) : null}
        {address.city}, {address.state} {address.pincode}
        <br />
        {address.country}
      </address>
      <h3 className={ui.label}>{ORDER_ADMIN_MSG.customerNotesHeading}</h3>
      <p className={order.customerNotes ? styles.preline : `${styles.preline} ${ui.muted}`}>{order.customerNotes || ORDER_ADMIN_MSG.noCustomerNotes}</p>
      {order.courierName || order.trackingNumber ? (
        <>
          <h3 className={ui.label}>{ORDER_ADMIN_MSG.shippingHeading}</h3>
          <dl className={styles.facts}>
            {order.courierName ? (
              <>
                <dt>{ORDER_ADMIN_MSG.courierLabel}</dt>
                <dd>{order.courierName}</dd>
              </>
            ) : null}
            {order.trackingNumber ? (
              <>
                <dt>{ORDER_ADMIN_MSG.trackingLabel}</dt>
                <dd className={styles.number}>{order.trackingNumber}</dd>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
    </section>
  );
}

/** Every payment attempt with the gateway's ids (what the owner quotes to the gateway's support). */
export function OrderPayments({ order }: { order: AdminOrderDetailJSON }) {
  return (
    <section className={ui.section}>
      <h2>{ORDER_ADMIN_MSG.paymentsHeading}</h2>
      {order.payments.length === 0 ? (
        <p className={ui.muted}>{ORDER_ADMIN_MSG.noPayments}</p>
      ) : (
        <ul className={styles.payments}>
          {order.payments.map((payment) => (
            <li key={payment._id} className={styles.payment}>
              <div className={styles.lineTop}>
                <span className={styles.lineName}>
                  {ORDER_ADMIN_MSG.paymentKind[payment.kind] ?? payment.kind}: {ORDER_ADMIN_MSG.paymentStatus[payment.status] ?? payment.status}
                </span>
                <span className={styles.money}>{rupees(payment.amount)}</span>
              </div>
              <dl className={styles.facts}>
                <dt>{ORDER_ADMIN_MSG.paymentCreated}</dt>
                <dd>{indianDateTime(payment.createdAt)}</dd>
                {gatewayIds(payment).map(([label, value]) => (
                  <GatewayId key={label} label={label} value={value} />
                ))}
                {payment.refundedAt ? (
                  <>
                    <dt>{ORDER_ADMIN_MSG.paymentRefunded}</dt>
                    <dd>{indianDateTime(payment.refundedAt)}</dd>
                  </>
                ) : null}
                {payment.failureReason ? (
                  <>
                    <dt>{ORDER_ADMIN_MSG.paymentReason}</dt>
                    <dd>{payment.failureReason}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function gatewayIds(payment: AdminOrderDetailJSON["payments"][number]): [string, string][] {
  const ids: [string, string | null][] = [
    [ORDER_ADMIN_MSG.paymentLinkId, payment.paymentLinkId],
    [ORDER_ADMIN_MSG.gatewayOrderId, payment.razorpayOrderId],
    [ORDER_ADMIN_MSG.gatewayPaymentId, payment.razorpayPaymentId],
    [ORDER_ADMIN_MSG.refundId, payment.refundId],
  ];
  return ids.filter((entry): entry is [string, string] => entry[1] !== null);
}

function GatewayId({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={styles.number}>{value}</dd>
    </>
  );
}

const EVENT_CLASS: Record<AdminOrderEventJSON["kind"], string> = {
  status: `${styles.event}`,
  return: `${styles.event} ${styles.eventReturn}`,
  audit: `${styles.event} ${styles.eventAudit}`,
};

function eventTitle(event: AdminOrderEventJSON, method: string | null): string {
  if (event.kind === "status" && event.status) return statusLabel(event.status, method);
  return event.kind === "return" ? ORDER_ADMIN_MSG.returnEvent : ORDER_ADMIN_MSG.auditEvent;
}

/** The invoice and the credit notes of its refunds, as PDF downloads. */
export function OrderDocuments({ order }: { order: AdminOrderDetailJSON }) {
  return (
    <section className={ui.section}>
      <h2>{ORDER_ADMIN_MSG.documentsHeading}</h2>
      {order.invoice ? (
        <ul className={styles.documents}>
          <li>
            <a href={order.invoice.url} download>
              {ORDER_ADMIN_MSG.invoiceLink(order.invoice.number)}
            </a>{" "}
            <span className={ui.muted}>{indianDateTime(order.invoice.issuedAt)}</span>
          </li>
          {order.creditNotes.map((note) => (
            <li key={note.number}>
              <a href={note.url} download>
                {ORDER_ADMIN_MSG.creditNoteLink(note.number)}
              </a>{" "}
              <span className={ui.muted}>
                {rupees(note.amount)} · {indianDateTime(note.issuedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>{ORDER_ADMIN_MSG.noInvoice}</p>
      )}
    </section>
  );
}

/** The order's history, oldest first: status steps, its return requests' steps and the shop's other audited changes. */
export function OrderTimeline({ events, method = null }: { events: AdminOrderEventJSON[]; /** The order's payment method (a COD order's draft step awaits confirmation). */ method?: string | null }) {
  return (
    <section className={ui.section}>
      <h2>{ORDER_ADMIN_MSG.timelineHeading}</h2>
      {events.length === 0 ? (
        <p className={ui.muted}>{ORDER_ADMIN_MSG.noEvents}</p>
      ) : (
        <ol className={styles.timeline}>
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className={EVENT_CLASS[event.kind]}>
              <span className={styles.eventTitle}>{eventTitle(event, method)}</span>
              <span className={ui.muted}>
                {indianDateTime(event.at)} · {ORDER_ADMIN_MSG.by(event.actor)}
              </span>
              {event.note ? <span className={styles.preline}>{event.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
