// A listing page's URL query (sort, band, color, stock, page) read into one state, and that
// state written back out as page links and as the product API's query. Pure (server pages and
// unit tests); client code uses listing-options.ts and links.ts instead, so zod stays off the browser.
//
// Page URLs are typed by people and rewritten by crawlers, so reading them never fails: a value
// that is missing, malformed, unknown or repeated falls back to its default (a repeated one uses
// its first value). The API (src/lib/schemas/catalogue.ts) is strict instead and answers 400.
import { z } from "zod";
import { PRICE_BAND_KEYS, PRODUCT_SORTS, type PriceBand, type ProductFlag, type ProductSort } from "@/lib/constants";
import { listingQuery, type ListingParams } from "@/lib/links";
import { PRODUCT_LIST_MAX_PAGE, SIZE_LABEL } from "@/lib/schemas/catalogue";
import { SLUG } from "@/lib/schemas/query-values";

export { FLAG_LISTING_SORTS, PRODUCT_LIST_SORTS, SORT_LABELS } from "@/lib/listing-options";

/** A page's searchParams as Next gives them. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export interface ListingState {
  sort: ProductSort;
  band: PriceBand | null;
  /** A colour's slug; whether the shop offers it is checked against the colour list by the page. */
  color: string | null;
  inStock: boolean;
  /** A size's label (issue 42); whether any piece offers it is checked against the size list by the page. */
  size: string | null;
  page: number;
}

export const DEFAULT_LISTING_STATE: ListingState = { sort: "default", band: null, color: null, inStock: false, size: null, page: 1 };

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const PAGE_DIGITS = /^[0-9]{1,6}$/;

function schemaFor(sorts: readonly ProductSort[]) {
  return z.object({
    sort: z.preprocess(first, z.enum(sorts as [ProductSort, ...ProductSort[]])).catch("default"),
    band: z.preprocess(first, z.enum(PRICE_BAND_KEYS as [PriceBand, ...PriceBand[]]).nullable().default(null)).catch(null),
    color: z.preprocess(first, z.string().max(40).regex(SLUG).nullable().default(null)).catch(null),
    stock: z.preprocess(first, z.enum(["1", "true"]).optional()).catch(undefined),
    size: z.preprocess(first, z.string().trim().max(20).regex(SIZE_LABEL).nullable().default(null)).catch(null),
    page: z
      .preprocess(
        first,
        z
          .string()
          .regex(PAGE_DIGITS)
          .transform(Number)
          .pipe(z.number().int().min(1).max(PRODUCT_LIST_MAX_PAGE)),
      )
      .catch(1),
  });
}

const SCHEMAS = new Map<readonly ProductSort[], ReturnType<typeof schemaFor>>();

/** The listing state a URL asks for; `sorts` are the orders this listing offers (others → default). */
export function parseListingParams(raw: SearchParamsRecord, sorts: readonly ProductSort[] = PRODUCT_SORTS): ListingState {
  let schema = SCHEMAS.get(sorts);
  if (!schema) {
    schema = schemaFor(sorts);
    SCHEMAS.set(sorts, schema);
  }
  // Only the keys we read: an object with other keys, or none at all, parses the same.
  const parsed = schema.parse({ sort: raw.sort, band: raw.band, color: raw.color, stock: raw.stock, size: raw.size, page: raw.page });
  return {
    sort: parsed.sort,
    band: parsed.band,
    color: parsed.color,
    inStock: parsed.stock !== undefined,
    size: parsed.size,
    page: parsed.page,
  };
}

/** True when the shopper narrowed or reordered the list (a page number alone is no filter). */
export function isFiltered(state: ListingState): boolean {
  return state.sort !== "default" || state.band !== null || state.color !== null || state.inStock || state.size !== null;
}

/** The state as link params for href.*() and listingQuery(); `page` overrides the state's page. */
export function toLinkParams(state: ListingState, page: number = state.page): ListingParams {
  return {
    sort: state.sort,
    ...(state.band && { band: state.band }),
    ...(state.color && { color: state.color }),
    ...(state.inStock && { inStock: true }),
    ...(state.size && { size: state.size }),
    page,
  };
}

/** A listing page's URL: its path plus the state's query (defaults left out). */
export function listingPageHref(basePath: string, state: ListingState, page: number = state.page): string {
  return `${basePath}${listingQuery(toLinkParams(state, page))}`;
}

/**
 * Where search engines should index this view: each plain page at its own URL (/shop/product?page=2),
 * every filtered or reordered variant at the unfiltered listing (its first page).
 */
export function canonicalPath(basePath: string, state: ListingState): string {
  if (isFiltered(state)) return basePath;
  return `${basePath}${listingQuery({ page: state.page })}`;
}

/** What a listing lists, besides the shopper's filters. */
export interface ListingScope {
  categorySlug?: string;
  flag?: ProductFlag;
}

/**
 * GET /api/product's query for the pages after the first (the client appends `page`): the same
 * scope, filters and order as the server-rendered page, and the same page size, so page N of the
 * API is page N of the listing.
 */
export function listingApiQuery(scope: ListingScope, state: ListingState, limit: number): string {
  const query = new URLSearchParams();
  if (scope.categorySlug) query.set("category_slug", scope.categorySlug);
  if (scope.flag) query.set("flag", scope.flag);
  if (state.sort !== "default") query.set("sort", state.sort);
  if (state.band) query.set("price_band", state.band);
  if (state.color) query.set("color", state.color);
  if (state.inStock) query.set("in_stock", "1");
  if (state.size) query.set("size", state.size);
  query.set("limit", String(limit));
  return query.toString();
}
