"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type CartView, orderDraft } from "@/lib/api/cart";
import { CART_ORDER_DRAFT_KEY, RETURN_DAYS } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { CART_MSG } from "@/lib/messages/cart";
import { type CartOffersView, NO_OFFERS } from "./cart-offers";
import { CouponBox } from "./coupon-box";
import { OfferLines } from "./offer-lines";
import styles from "./cart.module.css";

// The PIN code check sits last in the summary, which only a cart with lines shows: its code loads
// then, not with every visit to /cart. Its place is kept while it loads, so nothing below moves.
const DeliveryCheck = dynamic(() => import("@/components/delivery/delivery-check").then((m) => m.DeliveryCheck), {
  ssr: false,
  loading: () => <div className={styles.deliverySlot} aria-hidden="true" />,
});

/**
 * The order summary (storefront §2.10): subtotal, shipping 'Free' and total from the server's
 * prices, announced when they change; 'Place Order Request' and 'Continue Shopping'. Visitors and
 * customers alike (back office §6) hand the lines (ids, quantities, colours, no prices: the server
 * prices the order) to /order-request/cart as the draft.
 */
export function CartSummary({ view, offers = NO_OFFERS }: { view: CartView; offers?: CartOffersView }) {
  const router = useRouter();
  // Issue 44: the server's offers off the subtotal ("…" while a changed cart is priced again).
  const total = view.priced && offers.fresh ? formatRupees(view.subtotalPaise - offers.discountPaise) : "…";
  const count = view.orderable.reduce((n, line) => n + line.qty, 0);
  const canOrder = view.priced && view.orderable.length > 0;

  function placeOrder() {
    if (!canOrder) return;
    try {
      window.localStorage.setItem(CART_ORDER_DRAFT_KEY, JSON.stringify(orderDraft(view)));
    } catch {
      // Storage blocked: the order page tells the shopper the draft is missing and sends them back.
    }
    router.push(href.orderRequestCart());
  }

  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.summaryTitle}>
        {CART_MSG.orderSummary}
      </h2>
      <div aria-live="polite" aria-atomic="true">
        <dl className={styles.totals}>
          <div>
            <dt>
              Subtotal <span className={styles.muted}>({count === 1 ? "1 item" : `${count} items`})</span>
            </dt>
            <dd data-testid="cart-subtotal">{view.priced ? formatRupees(view.subtotalPaise) : "…"}</dd>
          </div>
          <OfferLines offers={offers} priced={view.priced} />
          <div>
            <dt>Shipping</dt>
            <dd className={styles.free}>{CART_MSG.shippingFree}</dd>
          </div>
          <div className={styles.grand}>
            <dt>Total</dt>
            <dd data-testid="cart-total">{total}</dd>
          </div>
        </dl>
      </div>
      <CouponBox offers={offers} />
      <button type="button" className={`btn btn-dark ${styles.cta}`} onClick={placeOrder} aria-disabled={!canOrder}>
        {CART_MSG.placeOrderRequest}
      </button>
      {/* Card checkout prices the cart itself; not prefetched, so /cart loads none of its code. */}
      <Link href={href.checkout()} prefetch={false} className={`btn btn-dark ${styles.cta}`}>
        {CART_MSG.proceedToCheckout}
      </Link>
      <Link href={href.products()} className={`btn btn-outline ${styles.cta}`}>
        {CART_MSG.continueShopping}
      </Link>
      <p className={styles.assurance}>925 hallmarked silver · Free shipping across India · {RETURN_DAYS}-day returns</p>
      <DeliveryCheck />
    </section>
  );
}
