"use client";

import { useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { isPlainClick, linkOf } from "@/lib/in-app-link";
import { Splash } from "./splash";
import styles from "./splash.module.css";

/** Never left showing: a navigation that neither lands nor fails visibly gives up after this. */
const GIVE_UP_MS = 15_000;

/**
 * The loading splash for client navigations (back office §2, 'A loading splash screen exists').
 * Once a shopper follows an in-app link (a click next/link or InAppLinks took, preventing the
 * browser's own navigation), the splash is armed; the CSS shows it only if the next page has not
 * arrived after a moment, and it goes as soon as the URL changes. It is never part of a page's HTML (this island
 * renders inside a Suspense with an empty fallback), so it cannot delay any page's first paint,
 * which a loading.tsx around server-rendered content would: React sends a boundary's content
 * after its fallback when the content brings its own stylesheet or is large.
 */
export function NavigationSplash() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const overlay = useRef<HTMLDivElement>(null);

  // The new page is in: the splash goes.
  useEffect(() => {
    overlay.current?.removeAttribute("data-pending");
  }, [pathname, search]);

  useEffect(() => {
    let timer: number | undefined;
    const onClick = (event: MouseEvent) => {
      // Registered after React's own listener and InAppLinks', so either has already prevented the default.
      if (!event.defaultPrevented || !isPlainClick(event)) return;
      const link = linkOf(event.target);
      if (!link) return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      if (to.origin !== here.origin || (to.pathname === here.pathname && to.search === here.search)) return;
      overlay.current?.setAttribute("data-pending", "");
      window.clearTimeout(timer);
      timer = window.setTimeout(() => overlay.current?.removeAttribute("data-pending"), GIVE_UP_MS);
    };
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <div ref={overlay} className={styles.overlay}>
      <Splash />
    </div>
  );
}
