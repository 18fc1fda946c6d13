import { href } from "@/lib/links";

const ORIGIN = "https://same-site.invalid";
/** Pages that make no sense to come back to once signed in. */
const AUTH_PATHS = new Set([href.login(), href.register(), href.forgotPassword(), href.resetPassword()]);

/**
 * Where to go after signing in: `callbackUrl` when it is a path on this site, else '/'.
 * Absolute URLs, protocol-relative ones (`//evil.example`, `/\evil.example`, which browsers treat
 * alike) and anything that resolves to another origin are refused, so a crafted login link
 * cannot send a customer to another site right after they typed their password.
 */
export function safeCallbackPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 2048 || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return href.home();
  // Control characters and whitespace are stripped by URL parsers in surprising ways; a real path has none.
  if (raw.includes("\\") || [...raw].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return href.home();
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return href.home();
  }
  if (url.origin !== ORIGIN || AUTH_PATHS.has(url.pathname)) return href.home();
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The callbackUrl of the current page's address, made safe (client only). */
export function callbackFromLocation(): string {
  return safeCallbackPath(new URLSearchParams(window.location.search).get("callbackUrl"));
}
