import { Suspense } from "react";
import { listProducts } from "@/server/catalogue/list-products";
import { HOME_SECTION_PRODUCT_CAP, HOME_SKELETONS, type ProductFlag } from "@/lib/constants";
import { MSG } from "@/lib/messages";
import { ProductGrid } from "@/components/product/product-grid";
import { ProductGridSkeleton } from "@/components/product/product-skeleton";
import styles from "./home.module.css";

async function SectionProducts({ flag }: { flag: ProductFlag }) {
  const page = await listProducts({ flag, limit: HOME_SECTION_PRODUCT_CAP });
  const products = page.items;
  if (products.length === 0) return <p className={styles.empty}>{MSG.noProductsHome}</p>;
  return <ProductGrid products={products} />;
}

/**
 * One of the three home product sections (storefront §2.4, item 4). The products come from the
 * catalogue cache, so the prerendered page holds them and the 8 skeletons only show when the cache
 * is cold. The Suspense boundary also lets React hydrate each section as its own short task
 * (selective hydration) instead of the whole page in one long one. A `deferred` section (below the
 * fold) is laid out only when it comes near the viewport (home.module.css, .deferredCards).
 */
export function ProductSection({
  flag,
  title,
  eyebrow,
  href,
  id,
  deferred = false,
}: {
  flag: ProductFlag;
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
        <Suspense fallback={<ProductGridSkeleton count={HOME_SKELETONS} />}>
          <SectionProducts flag={flag} />
        </Suspense>
      </div>
    </section>
  );
}
