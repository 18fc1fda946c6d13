"use client";

import { useEffect, useId, useState } from "react";
import { useCart } from "@/hooks/use-cart";
import { OFFER_MSG } from "@/lib/messages/offers";
import { CODE_PATTERN, normaliseCode } from "@/lib/offers/code";
import { cartStore } from "@/stores/cart-store";
import { type CartOffersView, couponShown } from "./cart-offers";
import styles from "./coupon-box.module.css";

/**
 * "Apply a coupon" (issue 44), in the cart and at checkout: a labelled field, Apply and Remove. The
 * code goes into the cart's store (sent with the quote and the orders); the server's answer says
 * whether it applies, and a refusal is shown under the field in its own words, the typed text kept.
 * No <form>: at checkout the summary sits beside the order form, and Enter applies.
 */
export function CouponBox({ offers }: { offers: CartOffersView }) {
  const id = useId();
  const coupon = useCart((state) => state.coupon);
  const message = useCart((state) => state.couponMessage);
  const [typed, setTyped] = useState<string | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const shown = couponShown(coupon, offers, local ?? message);
  const text = typed ?? coupon ?? "";

  // The server refused the code: it leaves the cart (no order is sent with it), its words and the typed text stay.
  const refusal = coupon !== null && offers.fresh && offers.coupon !== null && !offers.coupon.applied ? (offers.coupon.message ?? OFFER_MSG.unknown) : null;
  // The typed text stays (React's "adjust state while rendering": the store's code is about to go).
  if (refusal !== null && coupon !== null && typed === null) setTyped(coupon);
  useEffect(() => {
    if (refusal === null || coupon === null) return;
    cartStore.getState().setCoupon(null);
    cartStore.getState().setCouponMessage(refusal);
  }, [refusal, coupon]);

  function apply() {
    const code = normaliseCode(text);
    if (code === "") return setLocal(OFFER_MSG.couponRequired);
    if (code.length > 32) return setLocal(OFFER_MSG.couponTooLong);
    // A code that cannot exist is unknown: said here, no request.
    if (!CODE_PATTERN.test(code)) return setLocal(OFFER_MSG.unknown);
    setLocal(null);
    cartStore.getState().setCoupon(code);
  }

  function remove() {
    setLocal(null);
    setTyped("");
    cartStore.getState().setCoupon(null);
  }

  const refused = shown.kind === "refused";
  return (
    <div className={styles.box} data-testid="coupon-box">
      <label htmlFor={`${id}-code`} className={styles.label}>
        {OFFER_MSG.applyCoupon}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setTyped(event.target.value);
            setLocal(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${id}-result`}
        />
        {coupon !== null && normaliseCode(text) === coupon && shown.kind !== "pending" ? (
          <button type="button" className={`btn btn-outline ${styles.button}`} onClick={remove}>
            {OFFER_MSG.remove}
          </button>
        ) : (
          <button type="button" className={`btn btn-outline ${styles.button}`} onClick={apply}>
            {OFFER_MSG.apply}
          </button>
        )}
      </div>
      <p id={`${id}-result`} className={refused ? styles.refusal : styles.applied} aria-live="polite" data-testid="coupon-result">
        {shown.kind === "applied" || shown.kind === "refused" ? shown.text : null}
      </p>
    </div>
  );
}
