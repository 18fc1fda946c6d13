// The blog list's URL query (?search, ?tag, ?page) read into one state, and what search engines
// should make of that view. Pure (the page and unit tests).
//
// Page URLs are typed by people and rewritten by crawlers, so reading them never fails (like the
// product listings, src/lib/listing-params.ts): a repeated value uses its first, a malformed page
// is page 1, control characters are dropped and over-long texts are cut to what the API accepts.
// The API (ZBlogListQuery) is strict instead and answers 400.
import { type BlogListParams, href } from "@/lib/links";
import { BLOG_MAX_PAGE } from "@/lib/schemas/catalogue";
import type { SearchParamsRecord } from "@/lib/listing-params";

/** The longest search and tag the blog API accepts (ZBlogListQuery). */
export const BLOG_SEARCH_MAX = 100;
export const BLOG_TAG_MAX = 50;

export interface BlogListState {
  page: number;
  search?: string;
  tag?: string;
}

const PAGE_DIGITS = /^[0-9]{1,6}$/;
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]+/g;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function cleanText(value: string | string[] | undefined, max: number): string | undefined {
  const text = first(value)?.replace(CONTROL_CHARACTERS, " ").trim().slice(0, max).trim();
  return text ? text : undefined;
}

function cleanPage(value: string | string[] | undefined): number {
  const text = first(value);
  if (!text || !PAGE_DIGITS.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= BLOG_MAX_PAGE ? page : 1;
}

/** The list state a URL asks for; anything unreadable falls back to its default. */
export function parseBlogListParams(raw: SearchParamsRecord): BlogListState {
  const state: BlogListState = { page: cleanPage(raw.page) };
  const search = cleanText(raw.search, BLOG_SEARCH_MAX);
  const tag = cleanText(raw.tag, BLOG_TAG_MAX);
  if (search) state.search = search;
  if (tag) state.tag = tag;
  return state;
}

export interface BlogListIndexing {
  /** The view's one URL (page 1 unfiltered is plain /shop/blog). */
  canonical: string;
  /** False for search results and for views with nothing in them. */
  index: boolean;
}

/**
 * Search results are endless variations of one page: kept out of the index, canonical to the
 * plain list. A tag's pages and each ?page=N are real archive pages, canonical to themselves,
 * unless the view is empty (a made-up tag).
 */
export function blogListIndexing(state: BlogListState, total: number): BlogListIndexing {
  if (state.search) return { canonical: href.blog(), index: false };
  const params: BlogListParams = { tag: state.tag, page: state.page };
  return { canonical: href.blog(params), index: total > 0 };
}

/** The page title: "Blog", a tag's articles, and the page number past the first. */
export function blogListTitle(base: string, state: BlogListState): string {
  const title = state.tag ? `Articles tagged “${state.tag}”` : base;
  return state.page > 1 ? `${title} – Page ${state.page}` : title;
}

/** The static copy of the plain list's pages: /shop/v/blog/{page} (under the catalogue's VIEW_ROUTE). */
export const BLOG_VIEW_ROUTE = "/shop/v/blog";

/**
 * Where a proxy may rewrite a /shop/blog URL to serve it statically, or null when it must render
 * per request: a search or a tag (open-ended values, which must not fill the cache) or any other
 * parameter. The page is read as the list reads it (malformed → 1).
 */
export function blogViewPath(query: URLSearchParams): string | null {
  for (const key of query.keys()) if (key !== "page") return null;
  const page = query.getAll("page");
  return `${BLOG_VIEW_ROUTE}/${parseBlogListParams({ page: page.length > 1 ? page : page[0] }).page}`;
}

/** The page number of a view segment ("2"), or null for anything else (no leading zeros, ≤ BLOG_MAX_PAGE). */
export function pageFromBlogView(view: string): number | null {
  if (!/^[1-9][0-9]{0,5}$/.test(view)) return null;
  const page = Number(view);
  return page <= BLOG_MAX_PAGE ? page : null;
}
