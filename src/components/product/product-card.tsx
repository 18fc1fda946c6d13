"use client";

import { formatRupees, savingsPaise } from "@/lib/format";
import { href } from "@/lib/links";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { SIZE_MSG } from "@/lib/messages/sizes";
import { AddToCartButton } from "./add-to-cart-button";
import type { ProductCardData } from "./card-data";
import type { CardImageLayout } from "./card-image";
import { CardMedia } from "./card-media";
import { StarRating } from "./star-rating";
import styles from "./product-card.module.css";
import { offerLabel } from "./offer-label";

/**
 * A product in a listing (storefront §2.8). A client component, though the server renders it into
 * the page's HTML like any other: what the page's data (the RSC payload inlined in the HTML) then
 * carries for a card is its ProductCardData (~300 bytes) instead of the card's whole element tree
 * (~1.3 KB), so home's 48 cards make a 48 KB smaller page (322 → 274 KB). The browser parses that
 * payload during the load, in the document's tasks that Lighthouse counts as blocking after the first
 * paint (issue 41's A/B at 8× CPU, median of 5, interleaved: listing TBT 893 → 133 ms, a product
 * 448 → 308, home 504 → 439; the reverse, the card's picture and buttons as server HTML, made the
 * page 55 KB larger and every card page slower). The DOM React hydrates is the same either way. Its links are plain
 * <a>, made in-app by the shop layout's InAppLinks (three next/link per card cost home about a
 * third of its main-thread work during the load).
 *
 * `inWishlist`: the card is shown on the wishlist page, where the spec gives it 'Add to Cart'
 * instead of 'View Details'.
 */
export function ProductCard({
  product,
  layout = "grid",
  priority = false,
  inWishlist = false,
}: {
  product: ProductCardData;
  layout?: CardImageLayout;
  priority?: boolean;
  inWishlist?: boolean;
}) {
  const link = href.product(product.id);
  const discounted = product.discountPercent > 0;
  const saved = savingsPaise(product.pricePaise, product.sellingPricePaise);
  const badge = !product.inStock
    ? { text: CATALOGUE_MSG.outOfStockBadge, muted: true }
    : discounted
      ? { text: `-${Math.round(product.discountPercent)}%`, muted: false }
      : null;

  return (
    <article className={styles.card}>
      <CardMedia id={product.id} name={product.name} href={link} imageUrl={product.imageUrl} layout={layout} priority={priority} badge={badge} />

      <div className={styles.body}>
        <p className={styles.code}>{product.code}</p>
        <h3 className={styles.name}>
          <a href={link}>{product.name}</a>
        </h3>
        <StarRating reviewCount={product.reviewCount ?? 0} ratingSum={product.ratingSum ?? 0} />
        {product.sizes ? (
          <p className={styles.sizes} data-card-sizes="">
            {product.sizes}
          </p>
        ) : null}
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
        {discounted && saved > 0 ? <p className={styles.save}>{`${CATALOGUE_MSG.youSave} ${formatRupees(saved)}`}</p> : null}
        {product.offer ? (
          <p className={styles.offer} data-card-offer="">
            {offerLabel(product.offer)}
          </p>
        ) : null}
        {!product.inStock ? (
          <button type="button" className={`btn ${styles.cta}`} disabled>
            {CATALOGUE_MSG.outOfStock}
          </button>
        ) : inWishlist && product.sizes ? (
          // A piece sold by size goes to the cart from its page, where the size is chosen.
          <a href={link} className={`btn btn-dark ${styles.cta}`} aria-label={`${SIZE_MSG.chooseSize}: ${product.name}`}>
            {SIZE_MSG.chooseSize}
          </a>
        ) : inWishlist ? (
          <AddToCartButton productId={product.id} pricePaise={product.sellingPricePaise} inStock={product.inStock} productName={product.name} />
        ) : (
          <a href={link} className={`btn btn-outline ${styles.cta}`} aria-label={`${CATALOGUE_MSG.viewDetails}: ${product.name}`}>
            {CATALOGUE_MSG.viewDetails}
          </a>
        )}
      </div>
    </article>
  );
}
