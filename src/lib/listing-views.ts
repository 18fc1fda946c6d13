// A listing view is one listing (all products, a category, a flag listing) in one state (sort,
// filters, page). The proxy rewrites each public listing URL to the internal static route
// /shop/v/{list}/{view}, so every view is rendered once, served from the cache like a static page,
// and refreshed when the catalogue's cache tags change. The public URLs stay as they are.
import type { ProductSort } from "@/lib/constants";
import { FLAG_LISTING_SORTS, PRODUCT_LIST_SORTS } from "@/lib/listing-options";
import { LISTING_KINDS, listingQuery, type ListingKind } from "@/lib/links";
import { isFiltered, parseListingParams, toLinkParams, type SearchParamsRecord } from "@/lib/listing-params";
import { SLUG } from "@/lib/schemas/query-values";

/** The internal route's prefix. */
export const VIEW_ROUTE = "/shop/v";
/** The view segment of the default state (no query). */
export const DEFAULT_VIEW = "index";
/**
 * Sorted or filtered views are cached for their first pages only: every plain page is (as many as
 * the catalogue has, like the product pages), but the combinations of sort, band, colour and stock
 * would multiply that by about 200. Deeper filtered pages render per request instead.
 */
export const MAX_CACHED_FILTERED_PAGE = 3;

export type ListingList = { kind: "all" } | { kind: "category"; slug: string } | { kind: "flag"; listing: ListingKind };

const CATEGORY_PREFIX = "c.";

export function sortsFor(list: ListingList): readonly ProductSort[] {
  return list.kind === "flag" ? FLAG_LISTING_SORTS : PRODUCT_LIST_SORTS;
}

/** The list of a public listing path, or null when the path is no listing. */
export function listFromPath(pathname: string): ListingList | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (path === "/shop/product") return { kind: "all" };
  const category = /^\/shop\/product\/([^/]+)$/.exec(path);
  if (category) return { kind: "category", slug: category[1]! };
  const flag = /^\/shop\/([^/]+)$/.exec(path)?.[1];
  if (flag && (LISTING_KINDS as readonly string[]).includes(flag)) return { kind: "flag", listing: flag as ListingKind };
  return null;
}

export function listSegment(list: ListingList): string {
  return list.kind === "all" ? "all" : list.kind === "category" ? `${CATEGORY_PREFIX}${list.slug}` : list.listing;
}

export function listFromSegment(segment: string): ListingList | null {
  if (segment === "all") return { kind: "all" };
  if (segment.startsWith(CATEGORY_PREFIX)) {
    const slug = segment.slice(CATEGORY_PREFIX.length);
    return SLUG.test(slug) ? { kind: "category", slug } : null;
  }
  return (LISTING_KINDS as readonly string[]).includes(segment) ? { kind: "flag", listing: segment as ListingKind } : null;
}

/**
 * The canonical view segment of a query: defaults dropped, unknown or malformed values ignored,
 * written "sort~price-low_page~2" (characters that need no escaping in a path: the values are
 * slugs and digits, which never contain "~" or "_").
 */
export function viewFromQuery(list: ListingList, query: URLSearchParams): string {
  const state = stateOf(list, query);
  const pairs = [...new URLSearchParams(listingQuery(toLinkParams(state)))].map(([key, value]) => `${key}~${value}`);
  return pairs.join("_") || DEFAULT_VIEW;
}

function stateOf(list: ListingList, query: URLSearchParams) {
  const record: SearchParamsRecord = {};
  for (const key of new Set(query.keys())) record[key] = query.getAll(key);
  return parseListingParams(record, sortsFor(list));
}

/** Whether this query's view is one the cache keeps (see MAX_CACHED_FILTERED_PAGE). */
export function isCachedView(list: ListingList, query: URLSearchParams): boolean {
  const state = stateOf(list, query);
  return !isFiltered(state) || state.page <= MAX_CACHED_FILTERED_PAGE;
}

/** The searchParams a view stands for. */
export function queryFromView(view: string): SearchParamsRecord {
  if (view === DEFAULT_VIEW) return {};
  return Object.fromEntries(view.split("_").map((pair) => pair.split("~", 2) as [string, string]));
}

/** The internal path the proxy rewrites a listing URL to. */
export function viewPath(list: ListingList, view: string): string {
  return `${VIEW_ROUTE}/${listSegment(list)}/${view}`;
}
