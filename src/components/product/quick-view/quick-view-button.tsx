"use client";

import { useCallback, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
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
        aria-label={`${CATALOGUE_MSG.quickView}: ${productName}`}
        data-quick-view={productId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {/* The eye icon is drawn by CSS (::before): dozens of cards to a page, each an element less. */}
        {CATALOGUE_MSG.quickView}
      </button>
      {open ? <QuickViewDialog productId={productId} productName={productName} onClose={onClose} /> : null}
    </>
  );
}
