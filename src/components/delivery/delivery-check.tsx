"use client";

import { useId, useRef, useState } from "react";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { isPincode } from "@/lib/delivery/pincode";
import { LazyDeliveryPromise } from "./lazy-delivery-promise";
import { compactPin } from "./fetch-delivery";
import { useDeliveryCheck } from "./use-delivery-check";
import card from "@/components/product/info-card.module.css";
import styles from "./delivery-check.module.css";

/**
 * "Check delivery" (issue 21): a PIN code, a Check button and the answer, read out politely. Loads
 * nothing until used; the session's last answer prefills it (sessionStorage).
 */
export function DeliveryCheck() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { checked, state, check } = useDeliveryCheck();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState("");
  const pin = typed ?? checked?.answer.pincode ?? "";
  // An answer is shown only for the PIN in the box and never under a new error: a previous PIN's
  // answer (or refusal) goes as soon as the box changes or a new error shows.
  const boxPin = compactPin(pin);
  const refusal = state.kind === "failed" && state.pincode === boxPin && !error ? state.message : null;
  const answer = checked && checked.answer.pincode === boxPin && !error && state.kind !== "failed" ? checked.answer : null;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pincode = compactPin(pin);
    if (!isPincode(pincode)) {
      setError(DELIVERY_MSG.badPincode);
      input.current?.focus();
      return;
    }
    setError("");
    void check(pincode);
  }

  return (
    <section className={card.card} aria-labelledby={`${id}-title`} data-testid="delivery-check">
      <h2 id={`${id}-title`} className={styles.title}>
        Check delivery
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-pin`} className={styles.label}>
          PIN code
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${id}-pin`}
            name="pincode"
            className={styles.input}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            placeholder="e.g. 560001"
            value={pin}
            onChange={(event) => {
              setTyped(event.target.value);
              if (error) setError("");
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className={`btn btn-outline ${styles.button}`} aria-disabled={state.kind === "checking"}>
            Check
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </form>
      <div className={styles.result} aria-live="polite" data-testid="delivery-result">
        {state.kind === "checking" ? (
          <p className={styles.muted}>{DELIVERY_MSG.checking}</p>
        ) : refusal ? (
          <p className={styles.refusal}>{refusal}</p>
        ) : answer ? (
          <LazyDeliveryPromise answer={answer} />
        ) : null}
      </div>
    </section>
  );
}
