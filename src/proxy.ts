import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/env";
import { BLOG_VIEW_ROUTE, blogViewPath } from "@/lib/blog-list-params";
import { href } from "@/lib/links";
import { adminLoginHref } from "@/lib/api/admin/client";
import { ADMIN_ACCOUNT_PAGE, ADMIN_FORBIDDEN_PAGE } from "@/lib/admin/admin-pages";
import { isCachedView, listFromPath, viewFromQuery, viewPath, VIEW_ROUTE } from "@/lib/listing-views";
import { SLUG } from "@/lib/schemas/query-values";
import { ADMIN_PATH_HEADER, adminPageAccess } from "@/server/admin/admin-page-access";
import { adminSessionToken, decodeAdminSession } from "@/server/auth/admin-session";
import { adminFromSessionToken } from "@/server/auth/authorize";
import { isBlogListPage } from "@/server/blog/blog-page-count";
import { isActiveCategorySlug, isOfferedColorSlug } from "@/server/catalogue/listing-slugs";
import { API_VIEW_ROUTE, apiViewRewrite } from "@/server/catalogue/api-views";
import { NO_SUCH_API } from "@/server/errors";
import { searchViewRewrite } from "@/server/catalogue/search-views";
import { pathProblem, queryProblem } from "@/server/http/url-problems";
import { maintenanceGate } from "@/server/maintenance/gate";

// Next 16 runs src/proxy.ts (formerly middleware.ts) before routing, on the Node runtime.
//
// Maintenance: while the site setting is on, every storefront page answers 503 with the notice;
// the back office, the API and static files stay open (src/server/maintenance/gate.ts).
//
// Listings: each public listing URL (/shop/product, a category, a flag listing, with its sort,
// filters and page in the query) is rewritten to the internal static route /shop/v/{list}/{view}
// (src/lib/listing-views.ts). Each view then renders once and is served from the cache like a
// static page until the catalogue's tags change; the URL the shopper sees stays the same. An
// unknown or switched-off category is a real 404, decided here before any page streams.
//
// Blog: the plain list and its pages (/shop/blog, ?page=N) are rewritten the same way to their
// static copy /shop/v/blog/{page}; searches, tags and pages past the end render per request.
//
// Search: the form and the first pages of a query are rewritten to their cached copy under
// /shop/v/search, within bounds (src/server/catalogue/search-views.ts); the rest renders per request.
//
// Back office: a visit to /admin or below without a readable admin cookie goes to
// /adm-login?next=<path> at once. Only a first line: the admin layout checks the session against the
// database on every page, and every admin API handler does too. With a live session, the staff
// member's role decides (issue 43, src/lib/admin/admin-pages.ts): a page the role may not open is
// the calm 403 page at the same address with status 403 (decided here because the layout streams
// and could no longer set a status; see forbiddenPage); while the two-factor policy asks them to enrol, every
// page but /admin/account redirects there. The path goes to the layout in a request header it
// checks again (ADMIN_PATH_HEADER, set here over anything the client sent).
//
// Catalogue API: a valid GET of /api/product, /api/product/search, /api/product/{id} or /api/category
// is rewritten to its cached answer under /api/v (src/server/catalogue/api-views.ts).
//
// API: a malformed percent-encoding in a path (/api/product/%ZZ), which Next's router would
// otherwise answer with its own plain-text 500 (an open upstream bug), and control characters (%00)
// in any path or query value become a 400 in the envelope, for every /api route. The handlers check
// again (parseQuery/parseParams), so a route stays safe where no proxy runs (tests, other hosts).
//
// Pages: the same malformed path (/prod-detail/%ZZ, /admin/orders/%ZZ) is the shop's 404 page with a
// 404 status instead of that plain-text 500; under /admin only once the cookie is there (without it,
// the sign-in redirect comes first, as for any other admin address).

/** Methods Next routes to a handler; anything else (PROPFIND, ...) would get a bare 400. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);
/** No route lives here, so a rewrite to it renders the shop's not-found page with a 404 status. */
const NOT_FOUND_PATH = "/_not-found-listing";

function failure(status: number, msg: string, headers: Record<string, string> = {}): Response {
  return Response.json({ status: 0, msg }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

async function listing(request: NextRequest): Promise<Response | undefined> {
  const { pathname, searchParams } = request.nextUrl;
  // The internal route is reached through the rewrite only.
  if (pathname === VIEW_ROUTE || pathname.startsWith(`${VIEW_ROUTE}/`)) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  const list = listFromPath(pathname);
  if (!list || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  if (list.kind === "category" && !(SLUG.test(list.slug) && (await isActiveCategorySlug(list.slug)))) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  const query = new URLSearchParams(searchParams);
  const color = query.get("color");
  if (color !== null && !(await isOfferedColorSlug(color))) query.delete("color");
  // Deep pages of sorted or filtered views render per request (the page routes under /shop).
  if (!isCachedView(list, query)) return undefined;
  return NextResponse.rewrite(new URL(viewPath(list, viewFromQuery(list, query)), request.url));
}

async function blogList(request: NextRequest): Promise<Response | undefined> {
  if (request.nextUrl.pathname !== href.blog() || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  const view = blogViewPath(request.nextUrl.searchParams);
  if (view === null || !(await isBlogListPage(Number(view.slice(BLOG_VIEW_ROUTE.length + 1))))) return undefined;
  return NextResponse.rewrite(new URL(view, request.url));
}

/** A page address Next's router cannot decode (a malformed %, a control character): the shop's 404 page. */
function malformedPath(request: NextRequest): Response | undefined {
  return pathProblem(request.nextUrl.pathname) ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url)) : undefined;
}

/** Back-office pages (/admin, /adm-login, /adm-forgot-password): never indexed, and /admin needs the cookie. */
async function adminGuard(request: NextRequest): Promise<Response | undefined> {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/adm-")) return NextResponse.next({ headers: { "X-Robots-Tag": "noindex" } });
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return undefined;
  const response = (await decodeAdminSession(adminSessionToken(request)))
    ? (malformedPath(request) ?? (await staffPage(request)))
    : NextResponse.redirect(new URL(adminLoginHref(`${pathname}${search}`), request.url));
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

/** A back-office page for a readable admin cookie: the role's 403, the enrolment redirect, or on to the page. */
async function staffPage(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, pathname);
  // No live session (revoked, idle, deactivated): the layout sends them to sign in.
  const admin = await adminFromSessionToken(adminSessionToken(request));
  const access = admin ? await adminPageAccess(admin, pathname) : "open";
  if (access === "enrol") return NextResponse.redirect(new URL(ADMIN_ACCOUNT_PAGE, request.url));
  if (access === "forbidden") return forbiddenPage(request, headers);
  return NextResponse.next({ request: { headers } });
}

/** What the 403 page's own request may carry: the session and what Next's router sends for a client navigation. */
const FORBIDDEN_PAGE_HEADERS = ["cookie", "accept", "accept-language", "user-agent", "rsc", "next-router-state-tree", "next-url", "next-router-prefetch", "next-router-segment-prefetch"];

/**
 * The 403 page with status 403. Next 16 drops a proxy rewrite's status (the page's prerendered
 * shell answers 200), while a response the proxy returns keeps its own: so the page is fetched from
 * this shop (at its configured address, env.siteUrl, never the request's Host) and sent on with 403.
 * Should that fetch fail (a server that cannot reach its own public address), the same page by
 * rewrite, with status 200.
 */
async function forbiddenPage(request: NextRequest, headers: Headers): Promise<Response> {
  try {
    const inner = new Headers();
    for (const name of FORBIDDEN_PAGE_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) inner.set(name, value);
    }
    const page = await fetch(new URL(ADMIN_FORBIDDEN_PAGE, env.siteUrl), { headers: inner, redirect: "manual", cache: "no-store", signal: AbortSignal.timeout(10_000) });
    if (page.status === 200 && page.body) {
      const out = new Headers(page.headers);
      // fetch() has decoded the body; the length and the hop's own headers are this response's to set.
      for (const name of ["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]) out.delete(name);
      return new Response(page.body, { status: 403, headers: out });
    }
    await page.body?.cancel();
  } catch (error) {
    console.error("the 403 page could not be fetched; sent by rewrite with status 200", error);
  }
  return NextResponse.rewrite(new URL(ADMIN_FORBIDDEN_PAGE, request.url), { request: { headers } });
}

export async function proxy(request: NextRequest): Promise<Response | undefined> {
  if (!request.nextUrl.pathname.startsWith("/api")) {
    return (await adminGuard(request)) ?? malformedPath(request) ?? (await maintenanceGate(request)) ?? (await blogList(request)) ?? searchViewRewrite(request) ?? listing(request);
  }
  if (!KNOWN_METHODS.has(request.method)) return failure(501, `The method ${request.method} is not supported.`);
  const { pathname } = request.nextUrl;
  const problem = pathProblem(pathname) ?? queryProblem(request.nextUrl.searchParams);
  if (problem) return failure(400, problem);
  // The cached catalogue answers are reached through the rewrite only.
  if (pathname === API_VIEW_ROUTE || pathname.startsWith(`${API_VIEW_ROUTE}/`)) return failure(404, NO_SUCH_API);
  return apiViewRewrite(request); // or undefined: carry on to the route
}

export const config = {
  // The API and every page (the maintenance gate); Next's assets, media and static files (robots.txt,
  // sitemaps, icons) never pay for it. A page costs the gate a clock read while its 10 s copy is fresh.
  // Media and sitemaps come through only with a % in the path, for the malformed-path 404 above.
  matcher: ["/((?!_next/|media/|images/|sitemaps/|.*\\.(?:txt|xml|ico|png|jpe?g|webp|svg|mp4|webm|woff2?)$).*)", "/((?:media|sitemaps)/.*%.*)"],
};
