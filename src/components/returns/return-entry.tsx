"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { RETURN_ENTRY_MSG } from "@/lib/returns/ui-entry-messages";
import styles from "./return-entry.module.css";

/** The panel and its form are their own chunk, fetched only when the shopper opens them. */
const ReturnPanel = dynamic(() => import("./return-panel").then((m) => m.ReturnPanel), {
  ssr: false,
  loading: () => (
    <p className={styles.muted} role="status">
      {RETURN_ENTRY_MSG.loading}
    </p>
  ),
});

/**
 * The way into returns and exchanges for a delivered order (issue 22). On the account's order list
 * it is a "Return or exchange" button that loads the panel with its form open. On the tracking page
 * (`showRequests`) the panel loads at once, so the shopper sees the state of their requests; its
 * form opens from its own button.
 */
export function ReturnEntry({ orderNumber, email, showRequests = false }: { orderNumber: string; email?: string; showRequests?: boolean }) {
  const [open, setOpen] = useState(showRequests);
  if (open) return <ReturnPanel orderNumber={orderNumber} email={email} formOpen={!showRequests} />;
  return (
    <button type="button" className={`btn btn-outline ${styles.entry}`} onClick={() => setOpen(true)} aria-label={RETURN_ENTRY_MSG.openLabel(orderNumber)}>
      {RETURN_ENTRY_MSG.open}
    </button>
  );
}
