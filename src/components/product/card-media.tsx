"use client";

import { useWishlistToggle } from "@/hooks/use-wishlist";
import { CARD_IMAGE_SIZES, CARD_WIDTHS, type CardImageLayout } from "./card-image";
import { ProductImage } from "./product-image";
import { QuickViewButton } from "./quick-view/quick-view-button";
import styles from "./product-card.module.css";

/** The wishlist heart (storefront §2.8): adds or removes at once; drawn by CSS, filled when saved. */
function WishlistHeart({ productId, productName }: { productId: string; productName: string }) {
  const { saved, toggle } = useWishlistToggle(productId);
  // A toggle keeps one name; aria-pressed tells whether it is on (WAI-ARIA button pattern).
  return <button type="button" className={`icon-btn ${styles.wish}`} aria-pressed={saved} aria-label={`Save ${productName} to wishlist`} onClick={toggle} />;
}

/**
 * The top of a product card: picture (a link to the product), badge, wishlist heart and Quick View.
 * Part of the card's client component (product-card.tsx says why the whole card is one).
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
        <ProductImage src={imageUrl} alt={name} sizes={CARD_IMAGE_SIZES[layout]} widths={CARD_WIDTHS} priority={priority} />
      </a>
      {badge ? <span className={badge.muted ? `${styles.badge} ${styles.badgeMuted}` : styles.badge}>{badge.text}</span> : null}
      <WishlistHeart productId={id} productName={name} />
      <QuickViewButton productId={id} productName={name} />
    </div>
  );
}
