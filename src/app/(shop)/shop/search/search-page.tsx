import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SearchBox } from "@/components/header/search-box";
import { InfiniteProducts } from "@/components/listing/infinite-products";
import { ListingGrid } from "@/components/listing/listing-grid";
import { toCardData } from "@/components/product/card-data";
import { getLiveOffers } from "@/server/offers/get-live-offers";
import { cardOfferName } from "@/server/offers/piece-offer";
import { ShopBanner } from "@/components/shop/shop-banner";
import { PRODUCT_LIST_SKELETONS_MORE, SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { SEARCH_DEFAULT_LIMIT } from "@/lib/schemas/catalogue";
import { pageMeta } from "@/lib/seo/page-meta";
import { searchProducts } from "@/server/catalogue/search-products";
import type { SearchView } from "@/server/catalogue/search-views";
import styles from "./search.module.css";

// The search page (/shop/search?q=&page=), shared by its two routes: /shop/search itself, rendered
// per request, and the cached copies the proxy serves in its place (/shop/v/search/…,
// src/server/catalogue/search-views.ts). Both render the same HTML for the same query.

// Results pages are endless variations of one page: kept out of search engines' indexes, while
// the product links on them are still followed.
export function searchMetadata(): Metadata {
  const meta = pageMeta("search");
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    robots: { index: false, follow: true },
    alternates: { canonical: href.searchForm() },
    openGraph: { type: "website", siteName: SHOP.name, locale: "en_IN", title: meta.title, description: meta.description },
  };
}

/** The banner and the page's frame around the form or the results. */
export function SearchPage({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ShopBanner
        title="Search"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Products", href: href.products() },
          { label: "Search", href: href.searchForm() },
        ]}
      />
      <div className={`container ${styles.page}`}>{children}</div>
    </>
  );
}

/** No search yet (the header's search link on phones): the form alone, ready to type in. */
export function SearchForm() {
  return (
    <>
      <SearchBox id="search-page-q" variant="page" autoFocus />
      <p className={styles.hint}>Search by product name, code (for example NK-1001) or category.</p>
    </>
  );
}

/**
 * One page of results: name, code or category, typos tolerated, exact code first. Pages like the
 * listings: the page's results in the first HTML, the next ones loaded as the shopper scrolls,
 * and every page also a plain ?page=N link. A page past the end is a 404.
 */
export async function SearchResults({ view: { q, page } }: { view: SearchView }) {
  const [result, live] = await Promise.all([searchProducts({ q, page, limit: SEARCH_DEFAULT_LIMIT }), getLiveOffers()]);
  if (page > 1 && result.items.length === 0) notFound();

  return (
    <>
      <SearchBox id="search-page-q" variant="page" defaultValue={q} />
      <div className={styles.summary}>
        <h2 className={styles.heading}>Results for “{q}”</h2>
        <p className={styles.count}>
          {result.total === 1 ? "1 product" : `${result.total.toLocaleString("en-IN")} products`}
        </p>
      </div>
      {result.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{MSG.noProductsList}</p>
          <Link href={href.products()} className="btn btn-outline">
            Browse all products
          </Link>
        </div>
      ) : (
        <>
          {page > 1 ? (
            <div className={styles.prev}>
              <Link href={href.search(q, page - 1)} rel="prev" className="btn btn-outline">
                Previous page
              </Link>
            </div>
          ) : null}
          <ListingGrid cards={result.items.map((product) => toCardData(product, cardOfferName(product, live)))} columns="full" priorityCount={page === 1 ? 4 : 0} label="Search results" />
          <InfiniteProducts
            key={`${q}&page=${page}`}
            source={{ kind: "search", q, limit: SEARCH_DEFAULT_LIMIT }}
            nextPage={page + 1}
            pages={result.pages}
            total={result.total}
            seenIds={result.items.map((p) => p.id)}
            mode="sentinel"
            columns="full"
            moreSkeletons={PRODUCT_LIST_SKELETONS_MORE}
            showEnd={false}
          />
        </>
      )}
    </>
  );
}
