import type { Metadata } from "next";
import { SHOP } from "@/lib/constants";
import { pageMeta, type PageMetaKey } from "@/lib/seo/page-meta";

/**
 * A shop page's metadata: its path's title, description and keywords, canonical URL and Open
 * Graph. `index: false` for a shopper's own pages (cart, wishlist): followed, never indexed.
 */
export function shopPageMetadata(key: PageMetaKey, path: string, { index = true }: { index?: boolean } = {}): Metadata {
  const { title, description, keywords } = pageMeta(key);
  return {
    title,
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: SHOP.name, locale: "en_IN", url: path, title, description },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
