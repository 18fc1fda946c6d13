"use client";

import { useCallback, useState } from "react";
import { useWishlistToggle } from "@/hooks/use-wishlist";
import { CATALOGUE_MSG } from "@/lib/catalogue-messages";
import { CARD_IMAGE_SIZES, cardImageSources, type CardImageLayout } from "./card-image";
import { ImagePlaceholder } from "./image-placeholder";
import { QuickViewButton } from "./quick-view/quick-view-button";
import styles from "./product-card.module.css";

/**
 * The card's picture (storefront §2.8): the first product image, else a placeholder; a file that
 * fails to load becomes 'Image Not Found'. A plain <img> with a short srcset (card-image.ts).
 * An error before hydration is lost to React, so the ref looks for an image that already broke.
 */
function CardImage({ src, alt, layout, priority }: { src: string | null; alt: string; layout: CardImageLayout; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  const checkBroken = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <ImagePlaceholder className={styles.placeholder} label={CATALOGUE_MSG.imageNotFound} text={CATALOGUE_MSG.imageNotFound} />;
  if (!src) return <ImagePlaceholder className={styles.placeholder} label={alt} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image would write twelve widths per card; see card-image.ts
    <img
      ref={checkBroken}
      {...cardImageSources(src)}
      sizes={CARD_IMAGE_SIZES[layout]}
      alt={alt}
      className={styles.image}
      // Above the fold: decoded with the frame that lays it out; below, off the main thread.
      decoding={priority ? "sync" : "async"}
      // Above-the-fold cards load at once and first (the page's largest paint is often one of them).
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
    />
  );
}

/** The wishlist heart (storefront §2.8): adds or removes at once; drawn by CSS, filled when saved. */
function WishlistHeart({ productId, productName }: { productId: string; productName: string }) {
  const { saved, toggle } = useWishlistToggle(productId);
  // A toggle keeps one name; aria-pressed tells whether it is on (WAI-ARIA button pattern).
  return <button type="button" className={`icon-btn ${styles.wish}`} aria-pressed={saved} aria-label={`Save ${productName} to wishlist`} onClick={toggle} />;
}

/**
 * The top of a product card: picture (a link to the product), badge, wishlist heart and Quick View.
 * The card's one client island: the rest of the card is plain server-rendered HTML.
 */
export function CardMedia({
  id,
  name,
  href,
  imageUrl,
  layout,
  priority,
  badge,
}: {
  id: string;
  name: string;
  href: string;
  imageUrl: string | null;
  layout: CardImageLayout;
  priority: boolean;
  /** '-15%', or 'OUT OF STOCK' (muted), or none. */
  badge: { text: string; muted: boolean } | null;
}) {
  return (
    <div className={styles.media}>
      <a href={href} className={styles.mediaLink} tabIndex={-1} aria-hidden="true">
        <CardImage src={imageUrl} alt={name} layout={layout} priority={priority} />
      </a>
      {badge ? <span className={badge.muted ? `${styles.badge} ${styles.badgeMuted}` : styles.badge}>{badge.text}</span> : null}
      <WishlistHeart productId={id} productName={name} />
      <QuickViewButton productId={id} productName={name} />
    </div>
  );
}
