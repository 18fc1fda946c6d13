import type { Metadata } from "next";
import { SHOP } from "@/lib/constants";
import { pageMeta, type PageMetaKey } from "@/lib/seo/page-meta";

/** A brand page's metadata: its path's title, description and keywords, canonical URL and Open Graph. */
export function brandPageMetadata(key: PageMetaKey, path: string): Metadata {
  const { title, description, keywords } = pageMeta(key);
  return {
    title,
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: SHOP.name, locale: "en_IN", url: path, title, description },
  };
}
