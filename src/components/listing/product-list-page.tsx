import { ShopBanner } from "@/components/shop/shop-banner";
import { PRODUCT_LIST_PAGE_SIZE, PRODUCT_LIST_SKELETONS_MORE } from "@/lib/constants";
import { PRODUCT_LIST_SORTS } from "@/lib/listing-options";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { href } from "@/lib/links";
import type { Category } from "@/lib/types/catalogue";
import { CategorySidebar } from "./category-sidebar";
import { CollectionIntro } from "./collection-intro";
import { ListingResults } from "./listing-results";
import { NewCollectionPromo } from "./new-collection-promo";
import styles from "./listing.module.css";

export const ALL_PRODUCTS_TITLE = "Products";
const ALL_PRODUCTS_NAME = "All Jewellery";

/**
 * The product list (storefront §2.6): /shop/product (category null) and /shop/product/{slug}.
 * Banner, sidebar, intro and promo depend on the path only and are prerendered; the results
 * depend on the query and stream in behind 6 skeleton cards.
 */
export function ProductListPage({
  category,
  categories,
  searchParams,
}: {
  category: Category | null;
  categories: Category[];
  searchParams: Promise<SearchParamsRecord>;
}) {
  const basePath = category ? href.category(category.slug) : href.products();
  const crumbs = [
    { label: "Home", href: href.home() },
    { label: ALL_PRODUCTS_TITLE, href: href.products() },
    ...(category ? [{ label: category.name, href: basePath }] : []),
  ];
  return (
    <>
      <ShopBanner title={category ? category.name : ALL_PRODUCTS_TITLE} crumbs={crumbs} />
      <div className={`container ${styles.page}`}>
        <div className={styles.layout}>
          <CategorySidebar categories={categories} currentSlug={category?.slug ?? null} />
          <div className={styles.main}>
            <CollectionIntro name={category?.name ?? ALL_PRODUCTS_NAME} description={category?.description ?? ""} />
              <ListingResults
                searchParams={searchParams}
                config={{
                  basePath,
                  scope: category ? { categorySlug: category.slug } : {},
                  sorts: PRODUCT_LIST_SORTS,
                  pageSize: PRODUCT_LIST_PAGE_SIZE,
                  mode: "sentinel",
                  columns: "sidebar",
                  moreSkeletons: PRODUCT_LIST_SKELETONS_MORE,
                  showEnd: false,
                }}
              />
          </div>
          <div className={styles.promoSlot}>
            <NewCollectionPromo />
          </div>
        </div>
      </div>
    </>
  );
}
