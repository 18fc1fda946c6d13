import type { ProductFlag } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { Product } from "@/lib/types/catalogue";
import { ProductGrid } from "@/components/product/product-grid";
import styles from "./home.module.css";

/**
 * One of the three home product sections (storefront §2.4, item 4), with the products the page read
 * for it (page.tsx). No Suspense boundary: one would be sent hidden and revealed by script
 * (page.tsx says why that is wrong here). A `deferred` section (below the fold) is laid out only
 * when it comes near the viewport (home.module.css, .deferredCards).
 */
export function ProductSection({
  flag,
  products,
  title,
  eyebrow,
  href,
  id,
  deferred = false,
}: {
  flag: ProductFlag;
  products: Product[];
  title: string;
  eyebrow: string;
  href: string;
  id?: string;
  deferred?: boolean;
}) {
  const headingId = `home-${flag}`;
  return (
    <section id={id} className={deferred ? `${styles.section} ${styles.deferredCards}` : styles.section} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.sectionHead}>
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={headingId}>{title}</h2>
          </div>
          <a href={href} className={styles.viewAll}>
            {MSG.viewAll}
            <span className="sr-only"> {title}</span>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </div>
        {products.length === 0 ? <p className={styles.empty}>{MSG.noProductsHome}</p> : <ProductGrid products={products} />}
      </div>
    </section>
  );
}
