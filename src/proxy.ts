import { NextResponse, type NextRequest } from "next/server";
import { isActiveCategorySlug } from "@/server/catalogue/is-active-category-slug";
import { pathProblem, queryProblem } from "@/server/http/url-problems";

// Next 16 runs src/proxy.ts (formerly middleware.ts) before routing, on the Node runtime.
// It answers unknown category pages with a real 404 (below), and guards the REST API: a malformed percent-encoding in a path
// (/api/product/%ZZ), which Next's router would otherwise answer with its own plain-text 500
// (an open upstream bug), and control characters (%00) in any path or query value become a 400
// in the envelope, for every /api route, present and future. The handlers check again
// (parseQuery/parseParams), so a route stays safe where no proxy runs (tests, other hosts).

/** Methods Next routes to a handler; anything else (PROPFIND, ...) would get a bare 400. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

function failure(status: number, msg: string, headers: Record<string, string> = {}): Response {
  return Response.json({ status: 0, msg }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** A category page path: /shop/product/{slug}. */
const CATEGORY_PAGE = /^\/shop\/product\/([^/]+)\/?$/;
/** No route lives here, so a rewrite to it renders the shop's not-found page with a 404 status. */
const NOT_FOUND_PATH = "/_not-found-category";

export async function proxy(request: NextRequest): Promise<Response | undefined> {
  const category = CATEGORY_PAGE.exec(request.nextUrl.pathname);
  if (category) {
    // Unknown and switched-off categories are a real 404 (storefront §2.6), decided before the page
    // starts streaming. A slug that is not even well-formed is not looked up.
    const slug = category[1]!;
    const known = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && (await isActiveCategorySlug(slug));
    return known ? undefined : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  if (!KNOWN_METHODS.has(request.method)) return failure(501, `The method ${request.method} is not supported.`);
  const problem = pathProblem(request.nextUrl.pathname) ?? queryProblem(request.nextUrl.searchParams);
  if (problem) return failure(400, problem);
  return undefined; // carry on to the route
}

export const config = {
  // The API and the category pages only: other pages, static files and images never pay for it.
  matcher: ["/api/:path*", "/shop/product/:slug"],
};
