"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { inAppPath, linkOf, prefetchPath, type AnchorFacts } from "@/lib/in-app-link";

const factsOf = (link: HTMLAnchorElement): AnchorFacts => ({ href: link.href, target: link.target, download: link.hasAttribute("download") });

/**
 * In-app navigation for the storefront's plain links. The header, the footer and the product cards
 * are server-rendered with <a>, not next/link: home's 48 cards would otherwise hydrate three next/link
 * components each, and each registers an observer and prefetches when it scrolls into view (about a
 * third of home's main-thread work during the load). This one listener does for all of them what
 * next/link does on a click (navigate without a page load), and prefetches the page when a pointer,
 * a touch or the focus reaches the link. Before it has hydrated, a click is an ordinary page load.
 *
 * Registered after React's own listener (the document), so a click next/link handled arrives with
 * its default prevented and is left alone. Mounted in the shop layout before NavigationSplash, whose
 * listener then sees this one's clicks prevented too and shows the splash for them.
 */
export function InAppLinks() {
  const router = useRouter();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event.target);
      const path = link ? inAppPath(event, factsOf(link), window.location.href) : null;
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    let prefetched = "";
    const onIntent = (event: Event) => {
      const link = linkOf(event.target);
      // A link marked data-no-prefetch is never fetched ahead: with Next 16.4 a click that overtakes its
      // prefetch can leave the old page under the new address (seen from the dynamic /account).
      const path = link && !link.hasAttribute("data-no-prefetch") ? prefetchPath(factsOf(link), window.location.href) : null;
      // pointerover repeats for every child the pointer crosses: ask once per link.
      if (path === null || path === prefetched) return;
      prefetched = path;
      router.prefetch(path);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("touchstart", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [router]);

  return null;
}
