"use client";

import { useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { payLocalLink } from "@/lib/api/local-payments";
import { SELL_MSG } from "@/lib/messages/selling";
import styles from "./pay-link.module.css";

/** Pay ₹X / Fail payment on the local payment-link page; a success goes where Razorpay would send the shopper. */
export function PayLinkActions({ linkId, amount }: { linkId: string; amount: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  async function pay(outcome: "success" | "failure") {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await payLocalLink(linkId, outcome);
      if (answer.outcome === "success") {
        window.location.assign(answer.redirectUrl);
        return;
      }
      setMessage({ text: `${answer.description} ${SELL_MSG.localPayLinkFailed}`, error: true });
    } catch (error) {
      setMessage({ text: error instanceof ApiError && error.msg ? error.msg : SELL_MSG.paymentFailed, error: true });
    }
    setBusy(false);
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  return (
    <div className={styles.actions}>
      <p ref={messageRef} tabIndex={-1} className={message?.error ? styles.error : styles.status} role="status" aria-live="polite">
        {busy ? SELL_MSG.processing : (message?.text ?? "")}
      </p>
      <button type="button" className="btn btn-dark" disabled={busy} onClick={() => pay("success")}>
        {SELL_MSG.checkoutPay(amount)}
      </button>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => pay("failure")}>
        {SELL_MSG.localPaymentFail}
      </button>
    </div>
  );
}
