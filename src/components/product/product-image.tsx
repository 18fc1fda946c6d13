"use client";

import { useState } from "react";
import Image from "next/image";
import { MSG } from "@/lib/messages";
import styles from "./product-card.module.css";

function Placeholder({ label, text }: { label: string; text?: string }) {
  return (
    <div className={styles.placeholder} role="img" aria-label={label}>
      <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="24" cy="28" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M18 10l6-5 6 5-6 6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {text ? <span>{text}</span> : null}
    </div>
  );
}

/**
 * The card image (storefront §2.8): first product image, else a placeholder; if the file fails to
 * load, an 'Image Not Found' placeholder takes its place. Fills its aspect-ratio box (no layout shift).
 */
export function ProductImage({ src, alt, sizes, priority = false }: { src: string | null; alt: string; sizes: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder label={MSG.imageNotFound} text={MSG.imageNotFound} />;
  if (!src) return <Placeholder label={alt} />;
  // Above-the-fold cards load at once and first (the page's largest paint is often one of them).
  const eager = priority ? ({ loading: "eager", fetchPriority: "high" } as const) : {};
  return <Image src={src} alt={alt} fill sizes={sizes} className={styles.image} onError={() => setFailed(true)} {...eager} />;
}
