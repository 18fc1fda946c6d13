import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SearchBox } from "@/components/header/search-box";
import { InfiniteProducts } from "@/components/listing/infinite-products";
import { ListingGrid } from "@/components/listing/listing-grid";
import { toCardData } from "@/components/product/card-data";
import { ShopBanner } from "@/components/shop/shop-banner";
import { PRODUCT_LIST_SKELETONS_MORE, SHOP } from "@/lib/constants";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import { SEARCH_DEFAULT_LIMIT, ZProductSearchQuery } from "@/lib/schemas/catalogue";
import { pageMeta } from "@/lib/seo/page-meta";
import { searchProducts } from "@/server/catalogue/search-products";
import styles from "./search.module.css";

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

// Results pages are endless variations of one page: kept out of search engines' indexes, while
// the product links on them are still followed.
export async function generateMetadata(): Promise<Metadata> {
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

/** Results are part of the first HTML (no streamed hole), so the page works without JavaScript. */
export const instant = false;

/**
 * Product search (/shop/search?q=&page=): name, code or category, typos tolerated, exact code
 * first. Pages like the listings: the page's results in the first HTML, the next ones loaded as
 * the shopper scrolls, and every page also a plain ?page=N link.
 */
export default function SearchPage({ searchParams }: Props) {
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
      <div className={`container ${styles.page}`}>
        <SearchResults searchParams={searchParams} />
      </div>
    </>
  );
}

async function SearchResults({ searchParams }: Props) {
  const raw = await searchParams;
  // No search yet (the header's search link on phones): the form alone, ready to type in.
  const given = typeof raw.q === "string" ? raw.q.trim() : "";
  if (!given && raw.page === undefined) {
    return (
      <>
        <SearchBox id="search-page-q" variant="page" autoFocus />
        <p className={styles.hint}>Search by product name, code (for example NK-1001) or category.</p>
      </>
    );
  }
  // The API's rules: q 1–100 characters, page a whole number. Anything else was not typed into
  // the form (it limits the length), so there is no page for it.
  const parsed = ZProductSearchQuery.safeParse({ q: raw.q, page: raw.page });
  if (!parsed.success) notFound();
  const { q, page } = parsed.data;
  const result = await searchProducts({ q, page, limit: SEARCH_DEFAULT_LIMIT });
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
          <ListingGrid cards={result.items.map(toCardData)} columns="full" priorityCount={page === 1 ? 4 : 0} label="Search results" />
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
