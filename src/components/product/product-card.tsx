"use client";

import Link from "next/link";
import { formatRupees } from "@/lib/format";
import { MSG } from "@/lib/messages";
import type { ProductCardData } from "./card-data";
import { ProductImage } from "./product-image";
import { StarRating } from "./star-rating";
import { WishlistToggle } from "./wishlist-toggle";
import styles from "./product-card.module.css";

/** The DTO carries rupees; formatting works in integer paise (₹2,499 or ₹809.10). */
const rupees = (value: number) => formatRupees(Math.round(value * 100));

/** Image sizes for the standard grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export const PRODUCT_GRID_SIZES = "(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw";

/**
 * A product in a listing (storefront §2.8). A client component fed compact props (card-data.ts):
 * it is server-rendered all the same, and its RSC payload is a few fields instead of a tree.
 */
export function ProductCard({ product, sizes = PRODUCT_GRID_SIZES }: { product: ProductCardData; sizes?: string }) {
  const href = `/prod-detail/${product._id}`;
  const src = product.imageUrl;
  const discounted = product.discount > 0;
  const savedPaise = Math.round(product.price * 100) - Math.round(product.total_price * 100);

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Link href={href} className={styles.mediaLink} tabIndex={-1} aria-hidden="true">
          <ProductImage src={src} alt={product.name} sizes={sizes} />
        </Link>
        {!product.inStock ? (
          <span className={`${styles.badge} ${styles.badgeMuted}`}>{MSG.outOfStockBadge}</span>
        ) : discounted ? (
          <span className={styles.badge}>-{product.discount}%</span>
        ) : null}
        <WishlistToggle productId={product._id} />
      </div>

      <div className={styles.body}>
        <p className={styles.code}>{product.code}</p>
        <h3 className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </h3>
        <StarRating />
        <p className={styles.price}>
          <span className="sr-only">Price </span>
          <span className={styles.total}>{rupees(product.total_price)}</span>
          {discounted ? (
            <>
              <span className="sr-only">, was </span>
              <s className={styles.original}>{rupees(product.price)}</s>
            </>
          ) : null}
        </p>
        {discounted && savedPaise > 0 ? (
          <p className={styles.save}>
            {MSG.youSave} {formatRupees(savedPaise)}
          </p>
        ) : null}
        <div className={styles.actions}>
          {product.inStock ? (
            <Link href={href} className={`btn btn-outline ${styles.cta}`}>
              {MSG.viewDetails}
              <span className="sr-only">: {product.name}</span>
            </Link>
          ) : (
            <button type="button" className={`btn ${styles.cta}`} disabled>
              {MSG.outOfStock}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
