import Link from "next/link";
import { ProductImage } from "@/components/product/product-image";
import { ProductPrice } from "@/components/product/product-price";
import { THUMB_WIDTHS } from "@/lib/image-sources";
import { href } from "@/lib/links";
import type { Product } from "@/lib/types/catalogue";
import styles from "./order-request.module.css";

/** The picture: 96 px on phones, 112 px on wide screens. */
const PICTURE_SIZES = "(min-width: 960px) 112px, 96px";

/** The product being ordered, rendered on the server: picture, code, name (a link back to it) and price. */
export function ProductOrderSummary({ product }: { product: Product }) {
  return (
    <div className={styles.product}>
      <div className={styles.picture}>
        <ProductImage src={product.images[0] ?? null} alt={product.name} sizes={PICTURE_SIZES} widths={THUMB_WIDTHS} priority />
      </div>
      <div className={styles.productText}>
        <p className={styles.code}>{product.code}</p>
        <p className={styles.name}>
          <Link href={href.product(product.id)}>{product.name}</Link>
        </p>
        <ProductPrice pricePaise={product.pricePaise} sellingPricePaise={product.sellingPricePaise} discountPercent={product.discountPercent} />
      </div>
    </div>
  );
}
