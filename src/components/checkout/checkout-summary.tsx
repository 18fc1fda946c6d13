import Link from "next/link";
import type { CartView } from "@/lib/api/cart";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { COD_CHECKOUT_MSG } from "@/lib/messages/cod-checkout";
import { CART_MSG } from "@/lib/messages/cart";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import { type CartOffersView, NO_OFFERS } from "@/components/cart/cart-offers";
import { CouponBox } from "@/components/cart/coupon-box";
import { OfferLines } from "@/components/cart/offer-lines";
import styles from "./checkout.module.css";

export interface CheckoutSummaryProps {
  view: CartView;
  /** The browser's cart has been read (until then its lines are a skeleton). */
  ready: boolean;
  /** The cart has no lines at all. */
  empty: boolean;
  /** Prices could not be loaded. */
  failed: boolean;
  retry: () => void;
  processing: boolean;
  /** The form the Pay button submits. */
  formId: string;
  /** The form's message or the payment's outcome, shown above Pay. */
  notice?: React.ReactNode;
  /** Cash on delivery chosen: its fee, added to the total (and Pay becomes Place order). */
  codFeePaise?: number | null;
  /** Pay cannot be used (the total is above Razorpay's per-order limit; the notice says why). */
  payBlocked?: boolean;
  /** The server's offers for these lines and the cart's coupon (issue 44). */
  offers?: CartOffersView;
}

/**
 * The order summary (back office §2 Checkout): item names, quantities and line totals at the
 * server's prices, subtotal, shipping 'Free' and total, then Pay. Pay reads 'Processing...' and is
 * disabled while a payment is in progress, and with nothing to pay for.
 */
export function CheckoutSummary({ view, ready, empty, failed, retry, processing, formId, notice, codFeePaise = null, payBlocked = false, offers = NO_OFFERS }: CheckoutSummaryProps) {
  const canPay = ready && !empty && view.priced && offers.fresh && view.orderable.length > 0 && !processing && !payBlocked;
  const subtotal = view.priced ? formatRupees(view.subtotalPaise) : "…";
  const total = view.priced && offers.fresh ? formatRupees(view.subtotalPaise - offers.discountPaise + (codFeePaise ?? 0)) : "…";
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.summaryTitle}>
        {CART_MSG.orderSummary}
      </h2>
      {!ready ? (
        <div className={styles.linesLoading} role="status">
          <span className="sr-only">{CART_MSG.cartLoading}</span>
          <span className={`skeleton ${styles.lineSkeleton}`} aria-hidden="true" />
          <span className={`skeleton ${styles.lineSkeleton}`} aria-hidden="true" />
        </div>
      ) : empty ? (
        <div className={styles.emptyCart}>
          <p className={styles.emptyTitle}>{CART_MSG.cartEmpty}</p>
          <Link href={href.products()}>{CART_MSG.browseProducts}</Link>
        </div>
      ) : (
        <ul role="list" className={styles.items} aria-busy={!view.priced}>
          {view.lines.map((line) => (
            <li key={`${line.pId}|${line.size ?? ""}`} className={styles.item} data-checkout-line={line.pId} data-sold-out={line.soldOut || undefined}>
              <span className={styles.itemName}>
                {line.product?.name ?? CHECKOUT_MSG.checkoutPricing}
                {line.sizeLabel ? <span className={styles.itemMeta}> · {CART_MSG.sizeLine(line.sizeLabel)}</span> : null}
                {line.product && line.color ? (
                  <span className={styles.itemMeta}> · {line.product.colors.find((c) => c._id === line.color)?.name}</span>
                ) : null}
              </span>
              <span className={styles.itemQty}>Qty {line.qty}</span>
              <span className={styles.itemTotal}>{line.product === null ? "…" : line.soldOut ? "–" : formatRupees(line.lineTotalPaise)}</span>
              {line.soldOut ? <span className={styles.itemNote}>{CHECKOUT_MSG.checkoutSoldOutLine}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {failed ? (
        <p role="alert" className={styles.pricesFailed}>
          {CART_MSG.cartPricesUnavailable}{" "}
          <button type="button" className={styles.linkButton} onClick={retry}>
            Try again
          </button>
        </p>
      ) : null}
      <div aria-live="polite" aria-atomic="true">
        <dl className={styles.totals}>
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="checkout-subtotal">{empty ? formatRupees(0) : subtotal}</dd>
          </div>
          {empty ? null : <OfferLines offers={offers} priced={view.priced} />}
          <div>
            <dt>Shipping</dt>
            <dd className={styles.free}>{CART_MSG.shippingFree}</dd>
          </div>
          {codFeePaise !== null ? (
            <div data-testid="checkout-cod-fee">
              <dt>{COD_CHECKOUT_MSG.codFee}</dt>
              <dd>{formatRupees(codFeePaise)}</dd>
            </div>
          ) : null}
          <div className={styles.grand}>
            <dt>Total</dt>
            <dd data-testid="checkout-total">{empty ? formatRupees(0) : total}</dd>
          </div>
        </dl>
      </div>
      {empty ? null : <CouponBox offers={offers} />}
      {notice}
      <button type="submit" form={formId} className={`btn btn-dark ${styles.pay}`} disabled={!canPay}>
        {processing ? CHECKOUT_MSG.processing : codFeePaise !== null ? COD_CHECKOUT_MSG.placeOrder : ready && view.priced && !empty ? CHECKOUT_MSG.checkoutPay(total) : "Pay"}
      </button>
      <p className={styles.secure}>{CHECKOUT_MSG.checkoutSecure}</p>
    </section>
  );
}
