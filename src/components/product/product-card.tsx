import Link from "next/link";
import { formatRupees, savingsPaise } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import { AddToCartButton } from "./add-to-cart-button";
import type { ProductCardData } from "./card-data";
import { ProductImage } from "./product-image";
import { QuickViewButton } from "./quick-view/quick-view-button";
import { StarRating } from "./star-rating";
import { WishlistToggle } from "./wishlist-toggle";
import styles from "./product-card.module.css";

/** Image sizes for the standard grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export const PRODUCT_GRID_SIZES = "(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw";

/**
 * A product in a listing (storefront §2.8). No "use client": rendered on the server in listings
 * (only the heart, the cart button, quick view and the picture's error fallback hydrate), and on
 * the client inside the infinite-scroll lists, which render further pages themselves.
 *
 * `inWishlist`: the card is shown on the wishlist page, where the spec gives it 'Add to Cart'
 * instead of 'View Details'.
 */
export function ProductCard({
  product,
  sizes = PRODUCT_GRID_SIZES,
  priority = false,
  inWishlist = false,
}: {
  product: ProductCardData;
  sizes?: string;
  priority?: boolean;
  inWishlist?: boolean;
}) {
  const link = href.product(product.id);
  const discounted = product.discountPercent > 0;
  const saved = savingsPaise(product.pricePaise, product.sellingPricePaise);

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Link href={link} className={styles.mediaLink} tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.imageUrl} alt={product.name} sizes={sizes} priority={priority} />
        </Link>
        {!product.inStock ? (
          <span className={`${styles.badge} ${styles.badgeMuted}`}>{MSG.outOfStockBadge}</span>
        ) : discounted ? (
          <span className={styles.badge}>-{Math.round(product.discountPercent)}%</span>
        ) : null}
        <WishlistToggle productId={product.id} productName={product.name} />
        <QuickViewButton productId={product.id} productName={product.name} />
      </div>

      <div className={styles.body}>
        <p className={styles.code}>{product.code}</p>
        <h3 className={styles.name}>
          <Link href={link}>{product.name}</Link>
        </h3>
        <StarRating />
        <p className={styles.price}>
          <span className="sr-only">Price </span>
          <span className={styles.total}>{formatRupees(product.sellingPricePaise)}</span>
          {discounted ? (
            <>
              <span className="sr-only">, was </span>
              <s className={styles.original}>{formatRupees(product.pricePaise)}</s>
            </>
          ) : null}
        </p>
        {discounted && saved > 0 ? (
          <p className={styles.save}>
            {MSG.youSave} {formatRupees(saved)}
          </p>
        ) : null}
        <div className={styles.actions}>
          {!product.inStock ? (
            <button type="button" className={`btn ${styles.cta}`} disabled>
              {MSG.outOfStock}
            </button>
          ) : inWishlist ? (
            <AddToCartButton productId={product.id} pricePaise={product.sellingPricePaise} inStock={product.inStock} productName={product.name} />
          ) : (
            <Link href={link} className={`btn btn-outline ${styles.cta}`}>
              {MSG.viewDetails}
              <span className="sr-only">: {product.name}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
