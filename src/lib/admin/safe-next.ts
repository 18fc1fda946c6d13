/**
 * Where the login page goes after signing in: the `next` parameter when it is a back-office path on
 * this site (/admin or below), else /admin. Anything else (another site, //evil.example, a
 * storefront page, javascript:) is ignored, so the login link cannot be used to send an admin away.
 */
export function safeAdminNext(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return "/admin";
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || !/^\/admin(?:\/|$)/.test(url.pathname)) return "/admin";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/admin";
  }
}
