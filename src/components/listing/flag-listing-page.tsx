import { ShopBanner } from "@/components/shop/shop-banner";
import { OTHER_LISTING_PAGE_SIZE } from "@/lib/constants";
import { FLAG_LISTING_SORTS } from "@/lib/listing-options";
import type { ListingScope, SearchParamsRecord } from "@/lib/listing-params";
import { href, type ListingKind } from "@/lib/links";
import { ListingResults } from "./listing-results";
import styles from "./listing.module.css";

/** The banner title of each listing under /shop (storefront §2.2: from the path's last segment). */
export const LISTING_TITLES: Record<ListingKind, string> = {
  "new-arrivals": "New Arrivals",
  "trending-products": "Trending Products",
  "best-sellers": "Best Sellers",
  "gift-cases": "Gift Cases",
};

// A row of 4 on desktops, two rows of 2 on phones.
const MORE_SKELETONS = 4;

/**
 * New Arrivals, Trending Products, Best Sellers (storefront §2.7) and Gift Cases: 12 products
 * rendered on the server, more as the shopper nears the bottom, then a closing message.
 */
export function FlagListingPage({ kind, scope, searchParams }: { kind: ListingKind; scope: ListingScope; searchParams: Promise<SearchParamsRecord> }) {
  const title = LISTING_TITLES[kind];
  const basePath = href.listing(kind);
  return (
    <>
      <ShopBanner
        title={title}
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Products", href: href.products() },
          { label: title, href: basePath },
        ]}
      />
      <div className={`container ${styles.page}`}>
          <ListingResults
            searchParams={searchParams}
            config={{
              basePath,
              scope,
              sorts: FLAG_LISTING_SORTS,
              pageSize: OTHER_LISTING_PAGE_SIZE,
              mode: "bottom",
              columns: "full",
              moreSkeletons: MORE_SKELETONS,
              showEnd: true,
            }}
          />
      </div>
    </>
  );
}
