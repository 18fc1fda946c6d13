"use client";

import { useCallback, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { MSG } from "@/lib/messages";
import styles from "./quick-view.module.css";

const loadDialog = () => import("./quick-view-dialog");

// The dialog (gallery, purchase panel, fetching) is code a listing does not need until a shopper
// asks for it: it loads on the first open, or a moment earlier when the pointer or focus reaches the button.
const QuickViewDialog = dynamic(() => loadDialog().then((m) => m.QuickViewDialog), { ssr: false });

/**
 * The card's 'Quick View' (storefront §2.8): shown on hover or focus where there is a mouse,
 * always on touch screens (CSS). Opens a modal with the product; focus comes back here on close.
 */
export function QuickViewButton({ productId, productName }: { productId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = useCallback(() => void loadDialog(), []);
  const onClose = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${MSG.quickView}: ${productName}`}
        data-quick-view={productId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span>{MSG.quickView}</span>
      </button>
      {open ? <QuickViewDialog productId={productId} productName={productName} onClose={onClose} /> : null}
    </>
  );
}
