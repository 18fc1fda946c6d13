import Link from "next/link";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import styles from "./payment-success.module.css";

/** Our order numbers (SA-26-00042); anything else in ?order= is not shown, so the page cannot be made to say other things. */
const ORDER_NUMBER = /^SA-\d{2}-\d{5,}$/;

/** The order number the URL carries, if it looks like one (trimmed, upper-cased), else null. */
export function orderNumberFrom(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? "";
  return ORDER_NUMBER.test(text) ? text : null;
}

/**
 * The part of /payment-success that depends on ?order= (back office §2 'Payment success'): the
 * order number as the URL gives it (no lookup: the page reveals nothing the URL does not say) and
 * Track Order prefilled with it. Without a number, Track Order opens the empty tracking form.
 */
export function PaymentSuccessDetails({ orderNumber }: { orderNumber: string | null }) {
  return (
    <>
      {orderNumber ? (
        <p className={styles.orderLine}>
          {CHECKOUT_MSG.paymentSuccessOrder}: <strong data-testid="order-number">{orderNumber}</strong>
        </p>
      ) : null}
      <p className={styles.body}>{CHECKOUT_MSG.paymentSuccessBody}</p>
      <div className={styles.actions}>
        <Link href={href.home()} className="btn btn-dark">
          {MSG.continueShopping}
        </Link>
        <Link href={href.trackOrder(orderNumber ?? undefined)} className="btn btn-outline" prefetch={false}>
          {CHECKOUT_MSG.paymentSuccessTrackOrder}
        </Link>
      </div>
    </>
  );
}

export function PaymentSuccessCard({ children }: { children: React.ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="payment-success-title">
      <span className={styles.tick} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 id="payment-success-title" className={styles.title}>
        {CHECKOUT_MSG.paymentSuccessful}
      </h1>
      <p className={styles.thanks}>{CHECKOUT_MSG.paymentSuccessTitle}</p>
      {children}
    </section>
  );
}
