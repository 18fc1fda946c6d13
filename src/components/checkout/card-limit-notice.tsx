"use client";

import { useRouter } from "next/navigation";
import { type CartView, orderDraft } from "@/lib/api/cart";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import { CART_ORDER_DRAFT_KEY } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { CARD_PAYMENT_MAX_PAISE } from "@/lib/money-limits";
import styles from "./checkout.module.css";

/** Whether the online payment of this total is above Razorpay's per-order limit (src/lib/money-limits.ts). */
export const aboveCardLimit = (totalPaise: number) => totalPaise > CARD_PAYMENT_MAX_PAISE;

/**
 * Above Pay when the order is above Razorpay's per-order limit: says so in words and offers the
 * order request, which the cart hands over as it does from /cart (the cart itself is kept).
 */
export function CardLimitNotice({ view }: { view: CartView }) {
  const router = useRouter();
  function sendAsRequest() {
    try {
      window.localStorage.setItem(CART_ORDER_DRAFT_KEY, JSON.stringify(orderDraft(view)));
    } catch {
      // Storage blocked: the order request page says the draft is missing and sends the shopper back.
    }
    router.push(href.orderRequestCart());
  }
  return (
    <div className={styles.problem} role="alert" data-testid="card-limit">
      <p>{CHECKOUT_MSG.checkoutAboveCardLimit(formatRupees(view.subtotalPaise), formatRupees(CARD_PAYMENT_MAX_PAISE))}</p>
      <button type="button" className={styles.linkButton} onClick={sendAsRequest}>
        {CHECKOUT_MSG.checkoutSendOrderRequest}
      </button>
    </div>
  );
}
