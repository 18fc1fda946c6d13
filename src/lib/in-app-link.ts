/**
 * Which clicks on a plain <a> the storefront turns into an in-app navigation (src/components/shop/
 * in-app-links.tsx), the way next/link would; the navigation splash shares its click and link tests.
 * The decisions are pure functions of plain facts, so they are tested without a browser.
 */

/** What the decision needs of a click: the mouse button, the modifier keys, and whether a handler already took it. */
export type ClickFacts = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/** What the decision needs of the link: its resolved href, its target, whether it downloads. */
export type AnchorFacts = { href: string; target: string; download: boolean };

/** The link a click or a pointer landed in (on it or on something inside it), if any. */
export function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

/** A click with the main button and no modifier key: not a new tab, a new window or a download. */
export function isPlainClick(click: Omit<ClickFacts, "defaultPrevented">): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}

/** A path whose last segment has an extension (/sitemap.xml, /media/x.webp): a file, not a page. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * The path (with query and hash) to navigate to in the app, or null to leave the click to the browser:
 * a click another handler took (next/link), a middle or modified click (new tab), a link with a target
 * or a download, another origin or scheme (mailto:, tel:), a jump within this page (#main), the API,
 * or a file.
 */
export function inAppPath(click: ClickFacts, anchor: AnchorFacts, here: string): string | null {
  if (click.defaultPrevented || !isPlainClick(click)) return null;
  return intentPath(anchor, here);
}

/**
 * The path a pointer, touch or focus on a link may prefetch: the same links a click would navigate,
 * without the hash (the page is the same).
 */
export function prefetchPath(anchor: AnchorFacts, here: string): string | null {
  const path = intentPath(anchor, here);
  return path === null ? null : path.split("#")[0]!;
}

function intentPath(anchor: AnchorFacts, here: string): string | null {
  if ((anchor.target && anchor.target !== "_self") || anchor.download) return null;
  let to: URL;
  try {
    to = new URL(anchor.href, here);
  } catch {
    return null;
  }
  const from = new URL(here);
  if (to.origin !== from.origin) return null;
  if (to.pathname === from.pathname && to.search === from.search && to.hash) return null;
  if (to.pathname === "/api" || to.pathname.startsWith("/api/") || FILE_PATH.test(to.pathname)) return null;
  return to.pathname + to.search + to.hash;
}
