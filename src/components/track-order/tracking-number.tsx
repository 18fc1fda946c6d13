"use client";

import { useState } from "react";
import { TRACKING_MSG } from "@/lib/messages/tracking";
import styles from "./track-order.module.css";

/**
 * The courier's tracking number, whole (it never breaks inside, a phone moves it under its label
 * instead), selected in one tap (user-select: all) and copied with one button, for the courier's site.
 */
export function TrackingNumber({ value }: { value: string }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }

  return (
    <dd className={styles.trackingNumber}>
      <span className={styles.trackingCode} data-tracking-number="">
        {value}
      </span>
      <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={TRACKING_MSG.trackOrderCopyTracking}>
        {copied === "yes" ? TRACKING_MSG.trackOrderCopied : TRACKING_MSG.trackOrderCopy}
      </button>
      <span role="status" className="sr-only">
        {copied === "yes" ? TRACKING_MSG.trackOrderCopied : copied === "no" ? TRACKING_MSG.trackOrderCopyFailed : ""}
      </span>
    </dd>
  );
}
