"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { getLenis } from "@/components/providers/smooth-scroll";

const SHOP_PREFIX = "/shop/";

/** Whether moving from one path to another keeps the scroll position (storefront §2.2). */
export function keepsScroll(from: string, to: string): boolean {
  return from.startsWith(SHOP_PREFIX) && to.startsWith(SHOP_PREFIX);
}

/**
 * Scrolls to the top when the path changes, except between two /shop paths (storefront §2.2:
 * switching category or listing keeps the shopper's place). A jump to an #anchor is left to the
 * browser. Through Lenis when it runs, so its own idea of the position stays right.
 * Mounted once in the shop layout (inside Suspense: usePathname needs the URL); renders nothing.
 */
export function ScrollReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname || keepsScroll(from, pathname) || window.location.hash) return;
    const lenis = getLenis();
    if (lenis) lenis.scrollTo(0, { immediate: true, force: true });
    else window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
