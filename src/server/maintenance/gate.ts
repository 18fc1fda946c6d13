import "server-only";
import { MAINTENANCE_RETRY_AFTER_S } from "@/lib/constants";
import { getMaintenanceStatus } from "@/server/site/get-maintenance-status";
import { noticeHtml } from "./notice-html";

// The maintenance gate, run by src/proxy.ts before anything else of a page request.
//
// While SiteSettings.maintenance is on, every storefront page answers 503 with the notice (and
// Retry-After, so search engines keep the pages indexed and come back later). What stays open:
// - the back office: /admin and everything under it, and its sign-in pages /adm-login and
//   /adm-forgot-password (back office §2; any /adm-* page);
// - every /api route, the storefront's included: the back office calls the same /api/product,
//   /api/category, /api/color, /api/order and /api/inquiry paths as the storefront (back office
//   §7), the status API /api/maintain/getMaintainStatus must answer, and payment webhooks must land.
//   A shopper cannot reach them without a page: new visits get the notice, and a tab opened
//   earlier re-checks the status every 10 minutes and reloads into the notice;
// - static files: Next's assets (/_next/*), media (/media/*, /images/*), icons, robots.txt, the
//   sitemaps, and any path ending in a static file's extension (public/ files). robots.txt and the
//   sitemaps stay as they are, so crawlers keep the site's map while the pages answer 503.
// The flag is read through a copy at most 10 s old (src/server/site/get-maintenance-status.ts).

/** Path prefixes the gate never closes. Each ends in "/" or is matched whole (see isGatedPath). */
const OPEN_PATHS = ["/admin", "/api", "/_next", "/media", "/images", "/sitemaps"];
/** Static files by extension (robots.txt, sitemap.xml, icons, public/ files); no page path has one. */
const STATIC_FILE = /\.(?:txt|xml|json|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|mp4|webm|ogg|mp3|woff2?|ttf|otf|css|js|map|pdf)$/i;

/** Whether the gate closes this path while maintenance is on: every storefront page does. */
export function isGatedPath(pathname: string): boolean {
  if (STATIC_FILE.test(pathname) || pathname.startsWith("/adm-")) return false;
  return !OPEN_PATHS.some((open) => pathname === open || pathname.startsWith(`${open}/`));
}

/** The notice as a response: 503, Retry-After, never cached, never indexed. */
export function noticeResponse(html: string, method: string): Response {
  return new Response(method === "HEAD" ? null : html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(MAINTENANCE_RETRY_AFTER_S),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** The notice when maintenance is on and the path is a storefront page, else undefined (carry on). */
export async function maintenanceGate(request: { method: string; nextUrl: { pathname: string } }): Promise<Response | undefined> {
  if (!isGatedPath(request.nextUrl.pathname)) return undefined;
  const status = await getMaintenanceStatus();
  if (!status.isMaintain) return undefined;
  return noticeResponse(noticeHtml(status), request.method);
}
