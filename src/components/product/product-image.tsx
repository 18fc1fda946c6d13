"use client";

import { useState } from "react";
import Image from "next/image";
import { CATALOGUE_MSG } from "@/lib/catalogue-messages";
import { ImagePlaceholder } from "./image-placeholder";
import styles from "./product-card.module.css";

/**
 * The card image (storefront §2.8): first product image, else a placeholder; if the file fails to
 * load, an 'Image Not Found' placeholder takes its place. Fills its aspect-ratio box (no layout shift).
 */
export function ProductImage({ src, alt, sizes, priority = false }: { src: string | null; alt: string; sizes: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <ImagePlaceholder className={styles.placeholder} label={CATALOGUE_MSG.imageNotFound} text={CATALOGUE_MSG.imageNotFound} />;
  if (!src) return <ImagePlaceholder className={styles.placeholder} label={alt} />;
  // Above-the-fold cards load at once and first (the page's largest paint is often one of them).
  const eager = priority ? ({ loading: "eager", fetchPriority: "high" } as const) : {};
  return <Image src={src} alt={alt} fill sizes={sizes} className={styles.image} onError={() => setFailed(true)} {...eager} />;
}
