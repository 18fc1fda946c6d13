import "server-only";
import { env } from "@/env";
import { AppError } from "@/server/errors";

// Cross-site request forgery guard for every state-changing request (forms, and each cookie-
// authenticated mutation). Browsers tell where a request comes from in headers a page's script
// cannot set: Sec-Fetch-Site (every current browser) and Origin (every browser sends it on a POST,
// PUT, PATCH or DELETE from fetch or a form). The rules, first match wins:
//   1. Sec-Fetch-Site: same-origin or none (typed by the user) → allowed; same-site or cross-site → refused.
//   2. Origin: the shop's own origin (NEXT_PUBLIC_SITE_URL) → allowed; any other, or "null" → refused.
//   3. Neither header: not a browser (curl, a server, a test) → allowed. Such a caller carries no
//      shopper's cookies, so it cannot forge a shopper's request; rate limits still apply to it.

export const CROSS_SITE_MSG = "Cross-site requests are not allowed. Please use the form on our website.";

const ALLOWED_FETCH_SITES = new Set(["same-origin", "none"]);

/** Whether a request comes from the shop's own pages (or from no browser at all), by the rules above. */
export function isSameOrigin(request: Request, siteOrigin: string = env.siteUrl): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return ALLOWED_FETCH_SITES.has(fetchSite.trim().toLowerCase());
  const origin = request.headers.get("origin");
  if (origin !== null) return sameOriginUrl(origin, siteOrigin);
  return true;
}

/** Throws a 403 AppError (the envelope, via route()) unless the request is same-origin. */
export function assertSameOrigin(request: Request, siteOrigin?: string): void {
  if (!isSameOrigin(request, siteOrigin)) throw new AppError("FORBIDDEN", CROSS_SITE_MSG);
}

function sameOriginUrl(origin: string, siteOrigin: string): boolean {
  try {
    return new URL(origin).origin === new URL(siteOrigin).origin;
  } catch {
    return false; // "null" (sandboxed frames, file://) and anything unparsable
  }
}
