"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import Link from "next/link";
import { toast } from "@/lib/toast";
import { getLenis } from "@/components/providers/smooth-scroll";
import { APP_TOAST_MS } from "@/lib/constants";
import { href } from "@/lib/links";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { ProductGallery } from "../product-gallery";
import { ProductPrice } from "../product-price";
import { PurchasePanel } from "../purchase-panel";
import { useChosenSize } from "../chosen-size";
import { sizePricesDiffer } from "../size-text";
import { type QuickViewProduct, fetchQuickViewProduct } from "./quick-view-data";
import styles from "./quick-view.module.css";

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; product: QuickViewProduct };

/**
 * Quick View (storefront §2.8): a modal <dialog> with the product's gallery, price, colour,
 * quantity and 'Add to Cart', and a link to the full page. Loaded only when a shopper opens it.
 * The native dialog gives the modal behaviour: focus moves in and stays in, the page behind is
 * inert, Escape closes. `onClose` runs however it closes; the opener then takes focus back.
 */
export function QuickViewDialog({ productId, productName, onClose }: { productId: string; productName: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    // Runs twice under StrictMode in development: open once. No close() on cleanup: that fires
    // `close` (and so onClose) for a dialog that is still wanted; unmounting removes it anyway.
    if (element && !element.open) element.showModal();
    // The page behind a modal stays put: no native scrolling, and smooth scrolling (which drives
    // the page from the wheel itself) paused.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const lenis = getLenis();
    lenis?.stop();
    return () => {
      root.style.overflow = overflow;
      lenis?.start();
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchQuickViewProduct(productId, controller.signal).then(
      (product) => setLoad({ state: "ready", product }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : CATALOGUE_MSG.clientErrorProducts;
        setLoad({ state: "error", message });
        toast.error(message, { duration: APP_TOAST_MS });
      },
    );
    return () => controller.abort();
  }, [productId, attempt]);

  const close = useCallback(() => dialog.current?.close(), []);

  const product = load.state === "ready" ? load.product : null;

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-busy={load.state === "loading"}
      data-lenis-prevent=""
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself (the content box fills it).
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.box}>
        <button type="button" className={`icon-btn ${styles.close}`} onClick={close} aria-label="Close">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>

        <div className={styles.body}>
          <div className={styles.media}>
            {product ? (
              <ProductGallery images={product.images} videoUrl={product.videoUrl} name={product.name} sizes="(min-width: 768px) 400px, calc(100vw - 64px)" />
            ) : (
              <div className={`skeleton ${styles.mediaSkeleton}`} aria-hidden="true" />
            )}
          </div>

          <div className={styles.info}>
            {product ? <p className={styles.code}>{product.code}</p> : null}
            <h2 id={titleId} className={styles.title}>
              {product?.name ?? productName}
            </h2>

            {load.state === "loading" ? (
              <div role="status" className={styles.loading}>
                <span className="sr-only">Loading product…</span>
                <span className={`skeleton ${styles.skLine}`} style={{ width: "40%", height: 28 }} aria-hidden="true" />
                <span className={`skeleton ${styles.skLine}`} style={{ width: "70%" }} aria-hidden="true" />
                <span className={`skeleton ${styles.skLine}`} style={{ width: "100%", height: 50 }} aria-hidden="true" />
              </div>
            ) : null}

            {load.state === "error" ? (
              <div className={styles.error}>
                <p role="alert">{load.message}</p>
                <button type="button" className="btn btn-outline" onClick={() => {
                    setLoad({ state: "loading" });
                    setAttempt((n) => n + 1);
                  }}>
                  Try again
                </button>
              </div>
            ) : null}

            {product ? (
              <>
                <QuickViewPrice product={product} />
                <PurchasePanel product={product} extras={{ guideHref: product.sizeKind ? href.sizeGuide(product.sizeKind) : null }} />
              </>
            ) : null}

            <Link href={href.product(productId)} className={styles.details} onClick={close}>
              {CATALOGUE_MSG.viewDetails}
              <span className="sr-only">: {product?.name ?? productName}</span>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
          </div>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

/** The price, following the chosen size when the sizes' prices differ ("From ₹…" before a choice). */
function QuickViewPrice({ product }: { product: QuickViewProduct }) {
  const sizeId = useChosenSize(product.id);
  const size = product.sizes.find((s) => s.id === sizeId);
  const differ = sizePricesDiffer(product.sizes);
  if (!size || !differ) {
    return <ProductPrice pricePaise={product.pricePaise} sellingPricePaise={product.sellingPricePaise} discountPercent={product.discountPercent} from={differ} />;
  }
  return <ProductPrice pricePaise={size.pricePaise} sellingPricePaise={size.sellingPricePaise} discountPercent={product.discountPercent} />;
}
