import Link from "next/link";
import { notFound } from "next/navigation";
import { toCardData } from "@/components/product/card-data";
import { getLiveOffers } from "@/server/offers/get-live-offers";
import { cardOfferName } from "@/server/offers/piece-offer";
import { JsonLd } from "@/components/seo/json-ld";
import type { ProductSort } from "@/lib/constants";
import {
  isFiltered,
  listingApiQuery,
  listingPageHref,
  parseListingParams,
  toLinkParams,
  type ListingScope,
  type SearchParamsRecord,
} from "@/lib/listing-params";
import { MSG } from "@/lib/messages/shop";
import { listColors } from "@/server/catalogue/list-colors";
import { listProducts } from "@/server/catalogue/list-products";
import { listSizeFilters } from "@/server/catalogue/list-size-filters";
import { itemListJsonLd } from "@/server/seo/json-ld";
import { FilterForm } from "./filter-form";
import { InfiniteProducts, type InfiniteMode } from "./infinite-products";
import { ListingGrid, type ListingColumns } from "./listing-grid";
import styles from "./listing.module.css";

/** How one listing behaves; the product list and the flag listings differ only in these. */
export interface ListingConfig {
  /** The listing's own path, without a query (/shop/product/necklace). */
  basePath: string;
  scope: ListingScope;
  sorts: readonly ProductSort[];
  pageSize: number;
  mode: InfiniteMode;
  columns: ListingColumns;
  /** Skeleton cards while the next page loads. */
  moreSkeletons: number;
  /** A closing message once everything is shown (storefront §2.7). */
  showEnd: boolean;
}

// The first row's pictures load eagerly: two cards fill a phone's first row (the page's largest paint).
const PRIORITY_CARDS = 2;

/**
 * The part of a listing that depends on the URL's query: the toolbar (count, sort, filters), page N
 * of the products rendered on the server, the link to the previous page, and the infinite list that
 * continues from page N + 1 in the browser. Rendered at request time into the page's first HTML (the
 * listing pages are blocking routes), so every ?page=N works without JavaScript.
 */
export async function ListingResults({ config, searchParams }: { config: ListingConfig; searchParams: Promise<SearchParamsRecord> }) {
  const [colors, sizes] = await Promise.all([listColors(), listSizeFilters()]);
  let state = parseListingParams(await searchParams, config.sorts);
  // A colour the shop does not offer (or no longer offers) is ignored, like any other bad value; so is a size no piece comes in.
  if (state.color && !colors.some((c) => c.slug === state.color)) state = { ...state, color: null };
  if (state.size && !sizes.some((s) => s.label === state.size)) state = { ...state, size: null };

  const data = await listProducts({
    ...config.scope,
    sort: state.sort,
    priceBand: state.band ?? undefined,
    colorSlug: state.color ?? undefined,
    sizeLabel: state.size ?? undefined,
    inStockOnly: state.inStock,
    page: state.page,
    limit: config.pageSize,
  });
  // Past the last page: nothing lives at this URL.
  if (data.items.length === 0 && state.page > 1) notFound();

  const live = await getLiveOffers();
  const cards = data.items.map((product) => toCardData(product, cardOfferName(product, live)));
  const apiQuery = listingApiQuery(config.scope, state, config.pageSize);
  const linkParams = toLinkParams(state);
  const filtered = isFiltered(state);

  return (
    <div className={styles.region}>
      <div className={styles.toolbar}>
        <p className={styles.results} role="status">
          {MSG.resultsCount(data.total)}
        </p>
        <FilterForm
          // A new URL brings a fresh form (its fields are uncontrolled, with the URL's values as defaults).
          key={`${config.basePath}?${apiQuery}`}
          basePath={config.basePath}
          sorts={config.sorts}
          colors={colors.map((c) => ({ slug: c.slug, name: c.name }))}
          sizes={sizes.map((s) => ({ label: s.label, setName: s.setName }))}
          values={{ sort: state.sort, band: state.band, color: state.color, inStock: state.inStock, size: state.size }}
        />
      </div>

      <div className={styles.body}>
        {state.page > 1 ? (
          <div className={`${styles.pager} ${styles.prev}`}>
            <Link href={listingPageHref(config.basePath, state, state.page - 1)} rel="prev" className="btn btn-outline">
              Previous page
            </Link>
          </div>
        ) : null}

        {cards.length === 0 ? (
          <div className={styles.empty}>
            <p>{MSG.noProductsList}</p>
            {filtered ? (
              <Link href={config.basePath} scroll={false} className={`btn btn-outline ${styles.emptyReset}`}>
                Clear filters
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <ListingGrid cards={cards} columns={config.columns} priorityCount={state.page === 1 ? PRIORITY_CARDS : 0} label="Products" />
            <JsonLd data={itemListJsonLd(data.items.map((p) => ({ id: p.id, name: p.name })), (state.page - 1) * config.pageSize + 1)} />
            <InfiniteProducts
              key={`${apiQuery}&page=${state.page}`}
              source={{ kind: "listing", apiQuery, basePath: config.basePath, linkParams }}
              nextPage={state.page + 1}
              pages={data.pages}
              total={data.total}
              seenIds={cards.map((c) => c.id)}
              mode={config.mode}
              columns={config.columns}
              moreSkeletons={config.moreSkeletons}
              showEnd={config.showEnd && state.page === 1}
            />
          </>
        )}
      </div>
    </div>
  );
}
