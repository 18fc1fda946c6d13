import { RELATED_PRODUCTS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { Product } from "@/lib/types/catalogue";
import { ProductGrid } from "@/components/product/product-grid";
import { ProductGridSkeleton } from "@/components/product/product-skeleton";
import { AppError } from "@/server/errors";
import { listProducts } from "@/server/catalogue/list-products";
import styles from "./product-detail.module.css";

const HEADING_ID = "related-products";

function RelatedSection({ children }: { children: React.ReactNode }) {
  return (
    <section className={styles.related} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={styles.relatedTitle}>
        {MSG.relatedProducts}
      </h2>
      {children}
    </section>
  );
}

/** Up to 4 other active products of the same category (storefront §2.9); nothing when there are none. */
export async function RelatedProducts({ product }: { product: Pick<Product, "id" | "category"> }) {
  let items: Product[];
  try {
    ({ items } = await listProducts({ categorySlug: product.category.slug, excludeId: product.id, limit: RELATED_PRODUCTS }));
  } catch (error) {
    // The product's category switched off: the page still shows the product, just no neighbours.
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
  if (items.length === 0) return null;
  return (
    <RelatedSection>
      <ProductGrid products={items} />
    </RelatedSection>
  );
}

export function RelatedProductsSkeleton() {
  return (
    <RelatedSection>
      <ProductGridSkeleton count={RELATED_PRODUCTS} />
    </RelatedSection>
  );
}
