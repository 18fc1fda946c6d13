import { NextResponse, type NextRequest } from "next/server";
import { href } from "@/lib/links";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { ZProductSearchQuery } from "@/lib/schemas/catalogue";
import { viewBudget } from "@/server/cache/view-budget";

// The search page served like the listing views (src/lib/listing-views.ts): src/proxy.ts rewrites
// /shop/search?q=…&page=N to the internal static route /shop/v/search/{q}/{page}, which renders on
// its first visit and is then served from the cache until the catalogue's tags change. A page
// rendered per request costs about twenty times a cached one. The URL the shopper sees stays.
//
// Searches are open-ended, so what may fill the cache is bounded: the first pages only, queries
// whose segment stays short (it becomes a file name in the build folder), and at most
// MAX_CACHED_VIEWS distinct views per server process. Anything else (and every invalid query, a
// 404) renders per request on /shop/search itself, exactly as before.

/** The internal routes (under the listings' /shop/v, which the proxy keeps unreachable from outside). */
export const SEARCH_VIEW_ROUTE = "/shop/v/search";
/** The empty search page (no query yet): one static page. */
export const SEARCH_FORM_VIEW = `${SEARCH_VIEW_ROUTE}/form`;
/** Deeper pages are rare (the next pages load from the API as the shopper scrolls). */
export const MAX_CACHED_SEARCH_PAGE = 3;
/** base64url characters: 150 bytes of query, a file name well under the usual 255-byte limit. */
const MAX_SEGMENT = 200;
/** Distinct cached views one process may create (each a few hundred KB on disk at most). */
export const MAX_CACHED_VIEWS = 2000;

/** What the search page reads from its URL: the query (trimmed) and the page. */
export interface SearchView {
  q: string;
  page: number;
}

export type SearchRequest = { kind: "form" } | { kind: "search"; view: SearchView } | { kind: "invalid" };

/**
 * The search page's reading of its query string. No query (or blanks) and no page: the form
 * alone. Otherwise the API's rules (ZProductSearchQuery: q 1–100 characters, page a whole
 * number, each given once); anything else was not typed into the form, so it has no page.
 */
export function readSearchRequest(raw: SearchParamsRecord): SearchRequest {
  const given = typeof raw.q === "string" ? raw.q.trim() : "";
  if (!given && raw.page === undefined) return { kind: "form" };
  const parsed = ZProductSearchQuery.safeParse({ q: raw.q, page: raw.page });
  return parsed.success ? { kind: "search", view: { q: parsed.data.q, page: parsed.data.page } } : { kind: "invalid" };
}

/** The query's segment: its UTF-8 bytes in base64url, so any text is one safe path segment. */
export function searchSegment(q: string): string {
  return Buffer.from(q, "utf8").toString("base64url");
}

/** The view a cached route's segments stand for, or null for segments no rewrite produces. */
export function searchViewFromSegments(segment: string, pageSegment: string): SearchView | null {
  if (!/^[1-9][0-9]*$/.test(pageSegment) || !/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const q = Buffer.from(segment, "base64url").toString("utf8");
  if (searchSegment(q) !== segment) return null; // not the canonical spelling of any text
  const request = readSearchRequest({ q, page: pageSegment });
  if (request.kind !== "search" || request.view.q !== q || request.view.page > MAX_CACHED_SEARCH_PAGE) return null;
  return request.view;
}

/** The views this process has rewritten to (see MAX_CACHED_VIEWS). */
const budget = viewBudget("search pages", MAX_CACHED_VIEWS);

/** Where the proxy may rewrite a search URL to serve it from the cache, or null to render it per request. */
export function searchViewPath(query: URLSearchParams): string | null {
  const raw: SearchParamsRecord = {};
  for (const key of ["q", "page"]) {
    const values = query.getAll(key);
    if (values.length) raw[key] = values.length > 1 ? values : values[0];
  }
  const request = readSearchRequest(raw);
  if (request.kind === "form") return SEARCH_FORM_VIEW;
  if (request.kind === "invalid" || request.view.page > MAX_CACHED_SEARCH_PAGE) return null;
  const segment = searchSegment(request.view.q);
  if (segment.length > MAX_SEGMENT) return null;
  const path = `${SEARCH_VIEW_ROUTE}/${segment}/${request.view.page}`;
  return budget.admit(path) ? path : null;
}

/** The proxy's step for /shop/search: a rewrite to the cached view, or undefined to render the page per request. */
export function searchViewRewrite(request: NextRequest): Response | undefined {
  if (request.nextUrl.pathname !== href.searchForm() || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  const path = searchViewPath(request.nextUrl.searchParams);
  return path ? NextResponse.rewrite(new URL(path, request.url)) : undefined;
}
