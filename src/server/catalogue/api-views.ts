import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { ZIdParam, ZProductListQuery, ZProductSearchQuery, type ProductListQuery, type ProductSearchQuery } from "@/lib/schemas/catalogue";
import { viewBudget } from "@/server/cache/view-budget";
import { readQuery } from "@/server/http/read-query";

// The catalogue's public GETs served like the listing and search pages (src/lib/listing-views.ts,
// ./search-views.ts): src/proxy.ts rewrites each valid request to the internal static route
// /api/v/{kind}/{view} (src/app/api/v/[kind]/[view]/route.ts), whose answer is made on its first
// request and then served from the cache until the catalogue's tags change (the admin's changes
// expire them at once: src/server/admin/refresh-storefront.ts). A cached answer serves 30–60 % more
// requests a second than one made per request (README, "Benchmarks"). The address the client called
// stays the same, and so does the answer: both routes build it with the same function (./api-answers.ts).
//
//   GET /api/product?…          → /api/v/products/{query}   the parsed query, canonical, in base64url
//   GET /api/product/search?…   → /api/v/search/{query}
//   GET /api/product/{id}       → /api/v/product/{id}
//   GET /api/category           → /api/v/categories/all
//
// Only a query the route would accept is rewritten, spelled one way (its parsed values, sorted), so
// `?limit=12` and `?page=1&limit=12` share one cached answer. Anything else (a bad value: its 400; a
// long query; views past the budget) goes to the public route and is answered per request, as before.

export const API_VIEW_ROUTE = "/api/v";
/** Distinct cached answers one process may create (the catalogue's pages are ~15 KB each). */
export const MAX_CACHED_API_VIEWS = 2000;
/** base64url characters: a file name well under the usual 255-byte limit. */
const MAX_SEGMENT = 200;

export type ApiView =
  | { kind: "products"; query: ProductListQuery }
  | { kind: "search"; query: ProductSearchQuery }
  | { kind: "product"; id: string }
  | { kind: "categories" };

const ALL_CATEGORIES = "all";
const budget = viewBudget("catalogue API", MAX_CACHED_API_VIEWS);

/** The schema's parsed values of a query string, or null where the route would answer 400. */
function parsed<S extends z.ZodObject>(schema: S, searchParams: URLSearchParams): z.infer<S> | null {
  try {
    const result = schema.safeParse(readQuery(searchParams, new Set(Object.keys(schema.shape))));
    return result.success ? result.data : null;
  } catch {
    return null; // control characters, a repeated parameter
  }
}

/** One spelling per query: its parsed values, sorted by name, as a query string in base64url. */
function querySegment(values: Record<string, unknown>): string {
  const entries = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, String(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return Buffer.from(new URLSearchParams(entries).toString(), "utf8").toString("base64url");
}

function queryFromSegment<S extends z.ZodObject>(schema: S, segment: string): z.infer<S> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const values = parsed(schema, new URLSearchParams(Buffer.from(segment, "base64url").toString("utf8")));
  // Only the canonical spelling names a view: no two cache entries for one answer.
  return values && querySegment(values) === segment ? values : null;
}

/** The internal path for a public catalogue GET, or null where it is answered per request. */
export function apiViewPath(pathname: string, searchParams: URLSearchParams): string | null {
  let path: string | null = null;
  if (pathname === "/api/category") {
    path = `${API_VIEW_ROUTE}/categories/${ALL_CATEGORIES}`; // the route reads no query
  } else if (pathname === "/api/product" || pathname === "/api/product/search") {
    const values = pathname === "/api/product" ? parsed(ZProductListQuery, searchParams) : parsed(ZProductSearchQuery, searchParams);
    const segment = values && querySegment(values);
    if (segment && segment.length <= MAX_SEGMENT) path = `${API_VIEW_ROUTE}/${pathname === "/api/product" ? "products" : "search"}/${segment}`;
  } else if (pathname.startsWith("/api/product/")) {
    const id = pathname.slice("/api/product/".length);
    if (ZIdParam.safeParse({ id }).data?.id === id) path = `${API_VIEW_ROUTE}/product/${id}`;
  }
  return path && budget.admit(path) ? path : null;
}

/** What an internal path's segments stand for, or null for segments no rewrite produces. */
export function apiViewFromSegments(kind: string, segment: string): ApiView | null {
  switch (kind) {
    case "products": {
      const query = queryFromSegment(ZProductListQuery, segment);
      return query && { kind, query };
    }
    case "search": {
      const query = queryFromSegment(ZProductSearchQuery, segment);
      return query && { kind, query };
    }
    case "product":
      return ZIdParam.safeParse({ id: segment }).data?.id === segment ? { kind, id: segment } : null;
    case "categories":
      return segment === ALL_CATEGORIES ? { kind } : null;
    default:
      return null;
  }
}

/** The proxy's step for a public catalogue GET: a rewrite to its cached answer, or undefined. */
export function apiViewRewrite(request: NextRequest): Response | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const path = apiViewPath(request.nextUrl.pathname, request.nextUrl.searchParams);
  return path ? NextResponse.rewrite(new URL(path, request.url)) : undefined;
}
