"use client";

import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { optimizedSources } from "@/lib/image-sources";
import { ImagePlaceholder } from "./image-placeholder";
import { useBrokenImage } from "./use-broken-image";
import styles from "./product-card.module.css";

/**
 * A product picture (storefront §2.8): the image, else a placeholder; a file that fails to load
 * becomes 'Image Not Found'. A plain <img> with a short srcset (src/lib/image-sources.ts) that fills
 * its aspect-ratio box.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  widths,
  priority = false,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  /** Widths of the optimizer's list (next.config.ts) that cover 1× to 3× of `sizes`. */
  widths: readonly number[];
  priority?: boolean;
}) {
  const { failed, checkBroken, onError } = useBrokenImage();
  if (failed) return <ImagePlaceholder className={styles.placeholder} label={CATALOGUE_MSG.imageNotFound} text={CATALOGUE_MSG.imageNotFound} />;
  if (!src) return <ImagePlaceholder className={styles.placeholder} label={alt} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a plain <img>: see src/lib/image-sources.ts
    <img
      ref={checkBroken}
      {...optimizedSources(src, widths)}
      sizes={sizes}
      alt={alt}
      className={`cover-fill ${styles.image}`}
      // Above the fold: decoded with the frame that lays it out; below, off the main thread.
      decoding={priority ? "sync" : "async"}
      // Above-the-fold pictures load at once and first (the page's largest paint is often one of them).
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      onError={onError}
    />
  );
}
